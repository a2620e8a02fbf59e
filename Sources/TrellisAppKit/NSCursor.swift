import TrellisCore

/// AppKit's cursors, as Mac SwiftUI code changes them in `onHover`:
/// `NSCursor.pointingHand.push()` on entering, `NSCursor.pop()` on
/// leaving. A pushed or set cursor shows over the whole window (from the
/// desktop's cursor theme) until it is popped; with none, views'
/// `pointerStyle`s apply. It changes with the pointer's next move.
@MainActor
public final class NSCursor {
    let shape: CursorShape

    private init(_ shape: CursorShape) {
        self.shape = shape
    }

    public static let arrow = NSCursor(.arrow)
    public static let iBeam = NSCursor(.text)
    public static let iBeamCursorForVerticalLayout = NSCursor(.text)
    public static let pointingHand = NSCursor(.pointingHand)
    public static let openHand = NSCursor(.openHand)
    public static let closedHand = NSCursor(.closedHand)
    public static let crosshair = NSCursor(.crosshair)
    public static let resizeLeftRight = NSCursor(.resizeLeftRight)
    public static let resizeLeft = NSCursor(.resizeLeftRight)
    public static let resizeRight = NSCursor(.resizeLeftRight)
    public static let resizeUpDown = NSCursor(.resizeUpDown)
    public static let resizeUp = NSCursor(.resizeUpDown)
    public static let resizeDown = NSCursor(.resizeUpDown)

    /// Shows this cursor until the matching `pop()`.
    public func push() { CursorOverride.push(shape) }

    /// Removes the newest pushed cursor.
    public func pop() { CursorOverride.pop() }

    public static func pop() { CursorOverride.pop() }

    /// Makes this the cursor shown now (replacing the newest pushed one).
    public func set() { CursorOverride.set(shape) }
}
