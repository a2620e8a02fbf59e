/// The pointer's shape over a view, as SwiftUI's `PointerStyle` (macOS
/// 15): set with `.pointerStyle(_:)`, shown from the desktop's cursor
/// theme while the pointer is over the view.
public struct PointerStyle: Hashable, Sendable {
    package let shape: CursorShape

    public static let `default` = PointerStyle(shape: .arrow)
    /// The text I-beam.
    public static let horizontalText = PointerStyle(shape: .text)
    public static let verticalText = PointerStyle(shape: .text)
    /// A pointing hand, for links.
    public static let link = PointerStyle(shape: .pointingHand)
    public static let grabIdle = PointerStyle(shape: .openHand)
    public static let grabActive = PointerStyle(shape: .closedHand)
    public static let rectSelection = PointerStyle(shape: .crosshair)
    public static let columnResize = PointerStyle(shape: .resizeLeftRight)
    public static let rowResize = PointerStyle(shape: .resizeUpDown)
    public static let zoomIn = PointerStyle(shape: .crosshair)
    public static let zoomOut = PointerStyle(shape: .crosshair)
}

/// The cursor shapes a backend shows (from the desktop's cursor theme).
package enum CursorShape: Hashable, Sendable {
    case arrow, text, pointingHand, openHand, closedHand, crosshair, resizeLeftRight, resizeUpDown
}

private struct PointerStyleKey: EnvironmentKey {
    static let defaultValue: PointerStyle? = nil
}

extension EnvironmentValues {
    var pointerStyle: PointerStyle? {
        get { self[PointerStyleKey.self] }
        set { self[PointerStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// The pointer's shape while it is over this view; nil keeps the default.
    public func pointerStyle(_ style: PointerStyle?) -> some View {
        PointerStyles.inUse = true
        return EnvironmentModifierView(content: self, value: style) { $0.pointerStyle = $1 }
    }
}

/// Whether any view sets a pointer style (until one does, the cursor is
/// the arrow without a search under the pointer).
enum PointerStyles {
    nonisolated(unsafe) static var inUse = false
}

extension ViewHost {
    /// The cursor for the pointer's position: one the app pushed
    /// (`CursorOverride`), else the style set around the topmost view
    /// under it, or the arrow.
    package var cursor: CursorShape {
        if let pushed = CursorOverride.current { return pushed }
        guard PointerStyles.inUse, let pointer, let target = HitTester.topmostUnit(at: pointer, in: root) else { return .arrow }
        return target.environment.pointerStyle?.shape ?? .arrow
    }
}
