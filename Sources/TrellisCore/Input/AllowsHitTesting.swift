/// `allowsHitTesting(_:)`: a view that does not take part in hit testing,
/// so clicks, hovers and gestures go to what lies behind it. Kept in the
/// environment (as `disabled` is) because it covers the whole subtree:
/// `allowsHitTesting(true)` inside a `false` does not turn it back on.
nonisolated extension View {
    /// Whether this view and everything inside can be hit by the pointer.
    public func allowsHitTesting(_ enabled: Bool) -> some View {
        EnvironmentModifierView(content: self, value: enabled) { if !$1 { $0.allowsHitTesting = false } }
    }
}

extension EnvironmentValues {
    /// False inside `allowsHitTesting(false)`: `HitTester` skips the view
    /// and its descendants.
    var allowsHitTesting: Bool {
        get { self[AllowsHitTestingKey.self] }
        set { self[AllowsHitTestingKey.self] = newValue }
    }
}

private struct AllowsHitTestingKey: EnvironmentKey { static let defaultValue = true }
