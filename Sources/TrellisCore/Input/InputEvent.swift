/// A user input event in window coordinates (points, top-left origin), as
/// a backend delivers it to a `ViewHost`.
package enum InputEvent: Sendable, Equatable {
    /// The pointer moved to a location inside the window.
    case pointerMoved(CGPoint)
    /// The pointer left the window; hover feedback ends.
    case pointerExited
    case buttonDown(CGPoint, MouseButton)
    case buttonUp(CGPoint, MouseButton)
    /// A wheel or touchpad scroll at a location. `delta` is in points;
    /// a positive `height` reveals content further down.
    case scroll(CGPoint, delta: CGSize)
    /// A key went down (with auto-repeat, again while held).
    case keyDown(Key)
}

/// The keys Trellis acts on; others arrive as `.character` or `.other`.
package enum Key: Sendable, Equatable {
    case upArrow, downArrow, leftArrow, rightArrow
    case `return`, space, escape, tab
    case delete, backspace, pageUp, pageDown, home, end
    case character(Character)
    case other
}

package enum MouseButton: Sendable, Equatable {
    case primary, secondary, middle
}
