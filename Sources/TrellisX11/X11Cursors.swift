import CX11
import TrellisCore

/// The pointer shapes the core asks for (`pointerStyle`), as cursors of
/// the desktop's theme: `XCreateFontCursor` names a shape, and Xlib loads
/// the theme's cursor for it through libXcursor when that is installed
/// (the plain X font cursor otherwise). Each is made once per connection,
/// and again at a new size when the desktop's DPI changes (`rescale`).
@MainActor
final class X11Cursors {
    private let connection: X11Connection
    private var made: [CursorShape: Cursor] = [:]
    /// What each window shows now, to define a cursor only when it changes.
    private var shown: [Window: CursorShape] = [:]

    init(connection: X11Connection) { self.connection = connection }

    /// The display scale changed by `factor`: themed cursors are made again
    /// at their size times `factor` (libXcursor's own default is
    /// proportional to `Xft.dpi`, so this is the size a start at the new
    /// DPI would have chosen, give or take a rounding), and every window
    /// of `windows` (the open ones) shows its cursor at the new size at once.
    func rescale(by factor: Double, windows: [Window]) {
        guard factor.isFinite, factor > 0, factor != 1 else { return }
        let display = connection.display
        let current = trellis_xcursor_default_size(display)
        if current > 0 {
            trellis_xcursor_set_default_size(display, Int32(max(8, min(512, (Double(current) * factor).rounded()))))
        }
        let old = made
        made.removeAll()
        // Windows closed since are forgotten: defining a cursor on one would be a BadWindow.
        shown = shown.filter { windows.contains($0.key) }
        for (window, shape) in shown { XDefineCursor(display, window, cursor(for: shape)) }
        for cursor in old.values { XFreeCursor(display, cursor) }
    }

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
