/// Whether scroll views show their bars, as SwiftUI's
/// `ScrollIndicatorVisibility`. On a desktop `.automatic` shows them
/// (they are overlay bars: they take no room from the content).
public struct ScrollIndicatorVisibility: Hashable, Sendable {
    enum Value: Hashable, Sendable { case automatic, visible, hidden, never }
    let value: Value

    public static let automatic = ScrollIndicatorVisibility(value: .automatic)
    public static let visible = ScrollIndicatorVisibility(value: .visible)
    public static let hidden = ScrollIndicatorVisibility(value: .hidden)
    public static let never = ScrollIndicatorVisibility(value: .never)

    var showsBars: Bool { value == .automatic || value == .visible }
}

private struct ScrollIndicatorVisibilityKey: EnvironmentKey { static let defaultValue = ScrollIndicatorVisibility.automatic }
private struct DefaultScrollAnchorKey: EnvironmentKey { static let defaultValue: UnitPoint? = nil }

extension EnvironmentValues {
    var scrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { self[ScrollIndicatorVisibilityKey.self] }
        set { self[ScrollIndicatorVisibilityKey.self] = newValue }
    }

    var defaultScrollAnchor: UnitPoint? {
        get { self[DefaultScrollAnchorKey.self] }
        set { self[DefaultScrollAnchorKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Shows or hides the scroll bars of the scroll views inside.
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View {
        environment(\.scrollIndicatorVisibility, visibility)
    }

    /// Which part of the content the scroll views inside show first
    /// (`.bottom`: the end of a log); content shorter than the view sits
    /// there, and a view scrolled to that end stays there as it grows.
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
        environment(\.defaultScrollAnchor, anchor)
    }
}
