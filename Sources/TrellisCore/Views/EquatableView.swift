/// A view that is updated only when its content is not `==` to the content
/// it had, as SwiftUI's `EquatableView`: the content's own `==` decides
/// instead of the field-by-field comparison, so a view can say which of
/// its inputs matter. Its own state, environment and observed objects
/// still update it when they change.
public nonisolated struct EquatableView<Content: View & Equatable>: View {
    public typealias Body = Never
    public var content: Content

    public init(content: Content) { self.content = content }
}

/// A node of its own (not passed through), so that the reconciler meets
/// this value and its rule below before the content's.
@MainActor extension EquatableView: TransparentView {
    func forEachElement(_ visit: (ChildKey, any View) -> Void) { visit(.index(0), content) }
}

nonisolated extension EquatableView: ViewFieldComparing {
    static func viewFieldsEqual(_ a: Self, _ b: Self) -> Bool { a.content == b.content }
}

nonisolated extension View where Self: Equatable {
    /// Prevents the view from updating its child view when its new value is
    /// the same as its old value.
    public func equatable() -> EquatableView<Self> { EquatableView(content: self) }
}
