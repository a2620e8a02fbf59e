/// The desktop's pointer cursors, from XSETTINGS: `Gtk/CursorThemeName`
/// (an Xcursor theme, e.g. "Adwaita" or "DMZ-White") and
/// `Gtk/CursorThemeSize` (in points; GTK multiplies it by the window's
/// scale). Nil: the setting is absent, so libXcursor's own choice stands.
struct X11CursorTheme: Equatable {
    var name: String?
    var size: Int?

    init(name: String? = nil, size: Int? = nil) {
        self.name = name
        // 0 means "the default size" in GTK's setting.
        self.size = size.flatMap { $0 > 0 ? min($0, 256) : nil }
    }

    init(settings: XSettings) {
        self.init(name: settings.string("Gtk/CursorThemeName"), size: settings.integer("Gtk/CursorThemeSize").map(Int.init))
    }
}
