#if canImport(Glibc)
@preconcurrency import Glibc
#endif
import CX11
import TrellisCore

/// What the desktop says windows should look like, from the sources a
/// Linux desktop offers, and kept up to date while the app runs:
///
/// - **Colour scheme**: the XDG desktop portal's
///   `org.freedesktop.appearance` `color-scheme` where a portal runs and
///   states a preference; else XSETTINGS `Net/ThemeName` ending in
///   `-dark` (`Adwaita-dark`, `Arc-Dark`); else light.
/// - **Type size**: XSETTINGS `Xft/DPI` over the DPI the window is already
///   scaled by (the `Xft.dpi` resource, else 96), as the nearest
///   `DynamicTypeSize` (`Xft/DPI` 120 on a 96 DPI screen: 1.25 →
///   `.xxLarge`). Where both say the same (GNOME sets both) everything is
///   already scaled and the type size stays `.large`.
@MainActor
final class DesktopAppearanceReader {
    let xsettings: XSettingsWatcher
    private let portal: DesktopPortalSettings?
    /// The DPI the window's scale already accounts for.
    private let windowDPI: Double
    private(set) var current: DesktopAppearance

    init(connection: X11Connection, portal: DesktopPortalSettings? = DesktopPortalSettings()) {
        xsettings = XSettingsWatcher(connection: connection)
        self.portal = portal
        windowDPI = connection.scale * 96
        current = DesktopAppearance()
        current = resolve()
    }

    /// Handles an X event meant for the settings watcher; true when it was one.
    func handle(_ event: inout XEvent) -> Bool {
        let concerns = xsettings.concerns(&event)
        let changed = xsettings.handle(&event)
        if changed { current = resolve() }
        return concerns || changed
    }

    /// The portal's descriptor, to poll beside the X connection.
    var descriptor: Int32? { portal?.descriptor }

    /// The portal's descriptor is readable.
    func portalReadable() {
        guard let portal, portal.readAvailable() else { return }
        current = resolve()
    }

    private func resolve() -> DesktopAppearance {
        let settings = xsettings.settings
        DesktopTiming.apply(doubleClickMilliseconds: settings.integer("Net/DoubleClickTime").map(Int.init),
                            caretBlinks: settings.integer("Net/CursorBlink").map(Int.init),
                            caretCycleMilliseconds: settings.integer("Net/CursorBlinkTime").map(Int.init))
        return Self.appearance(portal: portal?.colorScheme, settings: xsettings.settings, windowDPI: windowDPI)
    }

    static func appearance(portal: DesktopPortalSettings.Preference?, settings: XSettings, windowDPI: Double) -> DesktopAppearance {
        let scheme: ColorScheme
        switch portal {
        case .dark: scheme = .dark
        case .light: scheme = .light
        case .none?, nil:
            let theme = settings.string("Net/ThemeName")?.lowercased() ?? ""
            scheme = theme.hasSuffix("-dark") ? .dark : .light
        }
        var typeSize = DynamicTypeSize.large
        // Xft/DPI is in 1024ths of a dot per inch; -1 means the default.
        if let raw = settings.integer("Xft/DPI"), raw > 0, windowDPI > 0 {
            typeSize = .nearest(toScale: Double(raw) / 1024 / windowDPI)
        }
        return DesktopAppearance(colorScheme: scheme, dynamicTypeSize: typeSize,
                                 reduceMotion: settings.integer("Gtk/EnableAnimations") == 0)
    }
}
