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
/// - **Display scale**: XSETTINGS `Xft/DPI` (1/1024 dpi) over 96, else
///   the `Xft.dpi` resource read at start, else 1: the whole window is
///   drawn at it (`X11EventLoop.rescale`), as Qt and Chromium follow
///   `Xft/DPI`. GNOME's text scaling factor is inside `Xft/DPI`, so it
///   scales the whole window too; the type size stays the desktop's
///   default (`.large`), changed only by `.dynamicTypeSize(_:)`.
@MainActor
final class DesktopAppearanceReader {
    let xsettings: XSettingsWatcher
    private let portal: DesktopPortalSettings?
    /// The `Xft.dpi` resource, the scale's source when XSETTINGS has none.
    private let resourceDPI: Double?
    private(set) var current: DesktopAppearance

    init(connection: X11Connection, portal: DesktopPortalSettings? = DesktopPortalSettings()) {
        xsettings = XSettingsWatcher(connection: connection)
        self.portal = portal
        resourceDPI = connection.resourceDPI
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

    /// The pointer cursors' theme and size the desktop asks for.
    var cursorTheme: X11CursorTheme { X11CursorTheme(settings: xsettings.settings) }

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
        return Self.appearance(portal: portal?.colorScheme, settings: xsettings.settings, resourceDPI: resourceDPI)
    }

    static func appearance(portal: DesktopPortalSettings.Preference?, settings: XSettings, resourceDPI: Double?) -> DesktopAppearance {
        let scheme: ColorScheme
        switch portal {
        case .dark: scheme = .dark
        case .light: scheme = .light
        case .none?, nil:
            let theme = settings.string("Net/ThemeName")?.lowercased() ?? ""
            scheme = theme.hasSuffix("-dark") ? .dark : .light
        }
        return DesktopAppearance(colorScheme: scheme, reduceMotion: settings.integer("Gtk/EnableAnimations") == 0,
                                 displayScale: DisplayScale.scale(xsettingsDPI: settings.integer("Xft/DPI"), resourceDPI: resourceDPI))
    }
}
