/// How the desktop asks windows to look, as the backend reads it: light
/// or dark, and the text scale.
package struct DesktopAppearance: Equatable, Sendable {
    package var colorScheme: ColorScheme
    package var dynamicTypeSize: DynamicTypeSize
    /// Animations are off on the desktop (`accessibilityReduceMotion`).
    package var reduceMotion: Bool
    /// Device pixels per point (`displayScale`); changing it makes the
    /// host measure everything again (see `ViewHost.desktopAppearance`).
    package var displayScale: CGFloat

    package init(colorScheme: ColorScheme = .light, dynamicTypeSize: DynamicTypeSize = .large, reduceMotion: Bool = false,
                 displayScale: CGFloat = 1) {
        self.colorScheme = colorScheme
        self.dynamicTypeSize = dynamicTypeSize
        self.reduceMotion = reduceMotion
        self.displayScale = displayScale
    }
}

/// One window's appearance: the desktop's, unless a view in the window
/// asks for a colour scheme with `preferredColorScheme(_:)` — that choice
/// applies to the whole window, as in SwiftUI (the most recently shown
/// request wins while several are shown). The host puts the result in
/// its root environment (`ViewHost.desktopAppearance`).
@MainActor
final class WindowAppearance {
    var desktop = DesktopAppearance() {
        didSet { if desktop != oldValue { isStale = true } }
    }
    /// Requests from shown `preferredColorScheme` modifiers, oldest first.
    private var requests: [(owner: ObjectIdentifier, scheme: ColorScheme)] = []
    /// The root environment no longer matches; the host applies it before
    /// the next bodies run.
    var isStale = false

    var colorScheme: ColorScheme { requests.last?.scheme ?? desktop.colorScheme }

    /// What the window's views see: the window's scheme, and the desktop's
    /// type size, motion and display scale.
    var resolved: DesktopAppearance {
        var resolved = desktop
        resolved.colorScheme = colorScheme
        return resolved
    }

    func request(_ scheme: ColorScheme?, from owner: ObjectIdentifier) {
        let before = colorScheme
        requests.removeAll { $0.owner == owner }
        if let scheme { requests.append((owner, scheme)) }
        if colorScheme != before { isStale = true }
    }

    func apply(to environment: inout EnvironmentValues) {
        let appearance = resolved
        environment.colorScheme = appearance.colorScheme
        environment.dynamicTypeSize = appearance.dynamicTypeSize
        environment.accessibilityReduceMotion = appearance.reduceMotion
        environment.displayScale = appearance.displayScale
    }
}

/// `.preferredColorScheme(_:)`: asks the window showing the view for a
/// colour scheme while the view is shown; nil asks for nothing (the
/// desktop's).
package nonisolated struct PreferredColorSchemeView<Content: View>: View {
    package typealias Body = Never
    let content: Content
    let scheme: ColorScheme?
}

@MainActor extension PreferredColorSchemeView: LifecycleModifier {
    func forEachElement(_ visit: (ChildKey, any View) -> Void) { visit(.index(0), content) }

    func appear(_ record: LifecycleRecord, isFirst: Bool) {
        record.node.host.appearance.request(scheme, from: ObjectIdentifier(record))
    }

    func disappear(_ record: LifecycleRecord) {
        record.node.host.appearance.request(nil, from: ObjectIdentifier(record))
    }

    func change(from previous: Self, record: LifecycleRecord) -> (@MainActor () -> Void)? {
        guard previous.scheme != scheme, record.isShown else { return nil }
        return { [scheme] in record.node.host.appearance.request(scheme, from: ObjectIdentifier(record)) }
    }
}

nonisolated extension View {
    /// Sets the colour scheme of the window this view is in (light or
    /// dark); nil follows the desktop.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        PreferredColorSchemeView(content: self, scheme: colorScheme)
    }

    /// Sets the colour scheme of this view and the views inside it only
    /// (the window keeps its own).
    @available(*, deprecated, renamed: "preferredColorScheme(_:)")
    public func colorScheme(_ colorScheme: ColorScheme) -> some View {
        environment(\.colorScheme, colorScheme)
    }
}
