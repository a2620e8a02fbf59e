/// The window's appearance in the root environment: the desktop's colour
/// scheme, type size, motion and display scale (the backend sets them),
/// or the scheme a view asked for with `preferredColorScheme(_:)`.
extension ViewHost {
    /// What the desktop says; setting a different value re-resolves every
    /// view of the window before the next bodies run (no layout unless a
    /// type size changes text). A new display scale also forgets every
    /// measurement, so the window is laid out as if it opened at it.
    package var desktopAppearance: DesktopAppearance {
        get { appearance.desktop }
        set {
            let rescaled = newValue.displayScale != appearance.desktop.displayScale
            appearance.desktop = newValue
            animator.animationsEnabled = !newValue.reduceMotion
            if rescaled { forgetMeasurements() }
        }
    }

    /// The appearance this window's popups (menus, tooltips) take: its own.
    package var appearanceForPopups: DesktopAppearance { appearance.resolved }

    /// The colour scheme the window is drawn in.
    package var colorScheme: ColorScheme { appearance.colorScheme }

    func applyAppearance() {
        appearance.isStale = false
        var environment = baseEnvironment
        appearance.apply(to: &environment)
        Reconciler.update(root, with: root.view, environment: environment)
    }
}
