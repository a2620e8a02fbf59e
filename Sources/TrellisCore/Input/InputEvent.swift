/// A user input event in window coordinates (points, top-left origin), as
/// a backend delivers it to a `ViewHost`.
public enum InputEvent: Sendable, Equatable {
    /// The pointer moved to a location inside the window.
    case pointerMoved(CGPoint)
    /// The pointer left the window; hover feedback ends.
    case pointerExited
    case buttonDown(CGPoint, MouseButton)
    case buttonUp(CGPoint, MouseButton)
    /// A wheel or touchpad scroll at a location. `delta` is in points;
    /// a positive `height` reveals content further down.
    case scroll(CGPoint, delta: CGSize)
}

public enum MouseButton: Sendable, Equatable {
    case primary, secondary, middle
}
