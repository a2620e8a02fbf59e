/// A unit that can hold the keyboard focus: Tab and Shift+Tab reach it in
/// reading order, it draws the focus ring while focused, and keys reach it
/// before the window's own handling (Tab, shortcuts, default and cancel
/// actions).
///
/// A control becomes focusable by conforming its unit to this protocol.
/// Buttons and menus do (through `Pressable`: Space and Return activate
/// them); text fields take typed text; `.focusable()` makes any view one.
/// `onKeyPress` handlers around the focused view run before `handleKey`.
@MainActor
protocol Focusable {
    /// Whether the unit takes focus now. The default: when enabled.
    func acceptsFocus(node: ViewNode) -> Bool
    /// A key while focused. Return `.handled` to consume it; `.ignored`
    /// lets the window act on it (Tab moves focus, Return runs the
    /// default action…).
    func handleKey(_ press: KeyPress, node: ViewNode, host: ViewHost) -> KeyPress.Result
    /// Focus arrived (`true`) or left. The default does nothing (the ring
    /// is drawn by the host).
    func focusChanged(_ isFocused: Bool, node: ViewNode, host: ViewHost)
    /// The outline the focus ring follows, in window coordinates. The
    /// default: the shape of the background that fills the control, else
    /// a rounded rectangle around its frame.
    func focusRingPath(node: ViewNode) -> Path
    /// Whether a click focuses it (a text field, a `.focusable()` view).
    /// A button clicked with the mouse leaves the focus where it was, as
    /// in SwiftUI on a Mac: typing goes on in the field being edited.
    var focusesOnClick: Bool { get }
    /// Whether Tab stops here (selectable text takes the focus only from a click).
    var isTabStop: Bool { get }
}

extension Focusable {
    func acceptsFocus(node: ViewNode) -> Bool { node.environment.isEnabled }
    func handleKey(_ press: KeyPress, node: ViewNode, host: ViewHost) -> KeyPress.Result { .ignored }
    func focusChanged(_ isFocused: Bool, node: ViewNode, host: ViewHost) {}
    func focusRingPath(node: ViewNode) -> Path { FocusRing.defaultPath(for: node) }
    var focusesOnClick: Bool { false }
    var isTabStop: Bool { true }
}

/// A background shape that a focus ring can follow.
@MainActor
protocol FocusRingShapeProviding {
    func shapePath(in rect: CGRect) -> Path
}

@MainActor extension ShapeBackgroundView: FocusRingShapeProviding {
    func shapePath(in rect: CGRect) -> Path { background.shape.path(in: rect) }
}

/// How the focus ring is drawn: three points of the accent colour along
/// the inside of the control's outline. Inside, not outside: a scroll view
/// or a window edge right at the control's border would cut an outer ring
/// off (a palette tile at the scroll view's leading edge).
@MainActor
enum FocusRing {
    static let width: CGFloat = 3
    /// How far outside the outline the ring's centre line lies (negative:
    /// inside, so the ring covers the outline's inner three points).
    static let outset: CGFloat = -1.5

    /// The control's own background shape when one fills its frame (a
    /// tile's rounded rectangle, a bordered button's capsule), found in its
    /// first few levels of units; else a rounded rectangle on the frame.
    static func defaultPath(for node: ViewNode) -> Path {
        let frame = node.presentedFrame.insetBy(dx: -outset, dy: -outset)
        if let shaped = backgroundShape(in: node, frame: node.presentedFrame, depth: 0) {
            return shaped.shapePath(in: frame)
        }
        return RoundedRectangle(cornerRadius: 4).path(in: frame)
    }

    private static func backgroundShape(in node: ViewNode, frame: CGRect, depth: Int) -> (any FocusRingShapeProviding)? {
        guard depth < 6 else { return nil }
        if depth > 0, let shaped = node.unit as? any FocusRingShapeProviding {
            let own = node.presentedFrame
            if abs(own.minX - frame.minX) <= 1, abs(own.minY - frame.minY) <= 1,
               abs(own.width - frame.width) <= 1, abs(own.height - frame.height) <= 1 { return shaped }
        }
        for child in node.subviewNodes {
            if let found = backgroundShape(in: child, frame: frame, depth: depth + 1) { return found }
        }
        return nil
    }

    static func paint(_ path: Path, into recorder: inout DisplayListRecorder, color: RGBAColor) {
        recorder.stroke(path, width: width, color.multiplyingAlpha(by: 0.75))
    }
}
