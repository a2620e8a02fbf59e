import CX11
import TrellisCore

/// X pointer events → the core's `InputEvent`s, in points. Pure functions,
/// so the button mapping is tested without a server.
enum X11InputTranslation {
    /// Points one wheel notch scrolls, as a typical desktop does.
    static let wheelStep: CGFloat = 40

    /// The event for a button press or release at pixel (x, y); nil for
    /// buttons that mean nothing here (wheel releases, buttons 8+).
    static func buttonEvent(button: UInt32, pressed: Bool, x: Int32, y: Int32, scale: Double) -> InputEvent? {
        buttonEvent(button: button, pressed: pressed, at: point(x: x, y: y, scale: scale))
    }

    /// The event for a button press or release at `point` (in points).
    static func buttonEvent(button: UInt32, pressed: Bool, at point: CGPoint) -> InputEvent? {
        let mouse: MouseButton
        switch button {
        case 1: mouse = .primary
        case 2: mouse = .middle
        case 3: mouse = .secondary
        case 4...7:
            // The wheel sends a press and a release per notch: use the press.
            guard pressed else { return nil }
            let delta: CGSize = switch button {
            case 4: CGSize(width: 0, height: -wheelStep)
            case 5: CGSize(width: 0, height: wheelStep)
            case 6: CGSize(width: -wheelStep, height: 0)
            default: CGSize(width: wheelStep, height: 0)
            }
            return .scroll(point, delta: delta)
        default: return nil
        }
        return pressed ? .buttonDown(point, mouse) : .buttonUp(point, mouse)
    }

    /// The core event for an X pointer event (motion, button, leaving the
    /// window); nil for other events and meaningless buttons.
    static func pointerInput(for event: XEvent, scale: Double) -> InputEvent? {
        switch event.type {
        case MotionNotify:
            return .pointerMoved(point(x: event.xmotion.x, y: event.xmotion.y, scale: scale))
        case ButtonPress, ButtonRelease:
            let button = event.xbutton
            return buttonEvent(button: button.button, pressed: event.type == ButtonPress, x: button.x, y: button.y, scale: scale)
        case LeaveNotify:
            return .pointerExited
        default:
            return nil
        }
    }

    static func point(x: Int32, y: Int32, scale: Double) -> CGPoint {
        let s = scale > 0 && scale.isFinite ? scale : 1
        return CGPoint(x: Double(x) / s, y: Double(y) / s)
    }
}
