import CX11
import TrellisCore

/// The pointer shapes the core asks for (`pointerStyle`), as cursors of
/// the desktop's theme: `XCreateFontCursor` names a shape, and Xlib loads
/// the theme's cursor for it through libXcursor when that is installed
/// (the plain X font cursor otherwise). Each is made once per connection,
/// and again when the desktop's cursor theme, cursor size or DPI changes
/// (`follow`).
@MainActor
final class X11Cursors {
    private let connection: X11Connection
    private var made: [CursorShape: Cursor] = [:]
    /// What each window shows now, to define a cursor only when it changes.
    private var shown: [Window: CursorShape] = [:]
    /// libXcursor's own size when the display opened (proportional to
    /// `Xft.dpi`), and the display scale then: without a theme size, the
    /// size at another scale is this in proportion.
    private let startSize: Int
    private let startScale: Double
    private var followed: X11CursorTheme?

    init(connection: X11Connection) {
        self.connection = connection
        startSize = Int(trellis_xcursor_default_size(connection.display))
        startScale = connection.scale
    }

    /// Makes the cursors of `theme` at `scale`: the theme's size in points
    /// times the scale, as GTK scales `Gtk/CursorThemeSize`, else the
    /// start's size in proportion to the scale. When anything changed,
    /// every window of `windows` (the open ones) shows its cursor anew.
    func follow(_ theme: X11CursorTheme, scale: Double, windows: [Window]) {
        guard scale.isFinite, scale > 0, startSize > 0 else { return }
        let display = connection.display
        let points = theme.size.map(Double.init) ?? Double(startSize) / startScale
        let size = Int32(max(8, min(512, (points * scale).rounded())))
        let name = theme.name.flatMap { $0.isEmpty ? nil : $0 }
        let current = trellis_xcursor_theme(display).map { String(cString: $0) }
        guard size != trellis_xcursor_default_size(display) || (name != nil && name != current) else { return }
        trellis_xcursor_set_default_size(display, size)
        if let name, name != current { trellis_xcursor_set_theme(display, name) }
        let old = made
        made.removeAll()
        // Windows closed since are forgotten: defining a cursor on one would be a BadWindow.
        shown = shown.filter { windows.contains($0.key) }
        for (window, shape) in shown { XDefineCursor(display, window, cursor(for: shape)) }
        for cursor in old.values { XFreeCursor(display, cursor) }
    }

    /// The theme's name now (nil without libXcursor or a theme).
    var themeName: String? { trellis_xcursor_theme(connection.display).map { String(cString: $0) } }

    /// The size themed cursors are made at, in pixels (0 without libXcursor).
    var size: Int { Int(trellis_xcursor_default_size(connection.display)) }

    /// Shows `shape` over `window`.
    func show(_ shape: CursorShape, in window: Window) {
        guard shown[window] != shape else { return }
        shown[window] = shape
        XDefineCursor(connection.display, window, cursor(for: shape))
    }

    private func cursor(for shape: CursorShape) -> Cursor {
        if let cursor = made[shape] { return cursor }
        // Glyph numbers of the standard cursor font (X11/cursorfont.h).
        let glyph: UInt32 = switch shape {
        case .arrow: 68            // XC_left_ptr
        case .text: 152            // XC_xterm
        case .pointingHand: 60     // XC_hand2
        case .openHand: 58         // XC_hand1
        case .closedHand: 52       // XC_fleur
        case .crosshair: 34        // XC_crosshair
        case .resizeLeftRight: 108 // XC_sb_h_double_arrow
        case .resizeUpDown: 116    // XC_sb_v_double_arrow
        }
        let cursor = XCreateFontCursor(connection.display, glyph)
        made[shape] = cursor
        return cursor
    }
}
