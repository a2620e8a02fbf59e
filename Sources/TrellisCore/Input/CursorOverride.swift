/// A cursor shown over the whole app whatever view is under the pointer,
/// as AppKit's `NSCursor.push()`/`pop()`/`set()` make one: Mac SwiftUI
/// code changes the cursor in `onHover` with them. The newest pushed or
/// set shape wins; with none, views' `pointerStyle`s apply.
@MainActor
package enum CursorOverride {
    private static var stack: [CursorShape] = []

    package static var current: CursorShape? { stack.last }

    package static func push(_ shape: CursorShape) { stack.append(shape) }

    /// Removes the newest pushed shape (nothing when none is).
    package static func pop() { _ = stack.popLast() }

    /// Replaces the newest shape (pushes it when there is none).
    package static func set(_ shape: CursorShape) {
        if stack.isEmpty { stack.append(shape) } else { stack[stack.count - 1] = shape }
    }
}
