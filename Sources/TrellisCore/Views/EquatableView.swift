/// A view that is updated only when its content is not `==` to the content
/// it had, as SwiftUI's `EquatableView`: the content's own `==` decides
/// instead of the field-by-field comparison, so a view can say which of
/// its inputs matter. Its own state, environment and observed objects
/// still update it when they change.
public nonisolated struct EquatableView<Content: View & Equatable>: View {
    public var content: Content

    public init(content: Content) { self.content = content }

    public var body: Content { content }
}

nonisolated extension EquatableView: ViewFieldComparing {
    static func viewFieldsEqual(_ a: Self, _ b: Self) -> Bool { a.content == b.content }
}

nonisolated extension View where Self: Equatable {
    /// Prevents the view from updating its body when its new value is `==`
    /// to its old one.
    public func equatable() -> EquatableView<Self> { EquatableView(content: self) }
}
