/// `.tag(_:)`: the value a selection (a `List`'s, a `TabView`'s, a
/// picker's) means when it picks this view. It changes nothing else: the
/// view keeps its identity and makes no node of its own.
package nonisolated struct TagView<Content: View, V: Hashable>: View {
    package typealias Body = Never
    let content: Content
    let tag: V
}

/// A view that carries a selection value, whatever its content type.
@MainActor
protocol TaggedView {
    var tagValue: AnyHashable { get }
    var taggedContent: any View { get }
}

@MainActor extension TagView: TransparentView, TaggedView {
    func forEachElement(_ visit: (ChildKey, any View) -> Void) { visit(.index(0), content) }
    var passThroughChild: (ChildKey, any View)? { (.index(0), content) }
    var tagValue: AnyHashable { AnyHashable(tag) }
    var taggedContent: any View { content }
}

nonisolated extension View {
    /// Sets the value a selection stands for when it picks this view.
    public func tag<V: Hashable>(_ tag: V) -> some View { TagView(content: self, tag: tag) }

    /// Sets the value a selection stands for, unless `includeOptional` is
    /// false and the selection is optional (Trellis compares the values
    /// as they are, so both behave alike).
    public func tag<V: Hashable>(_ tag: V, includeOptional: Bool) -> some View { TagView(content: self, tag: tag) }
}
