/// A type-erased view. Changing the wrapped view's type replaces the
/// subtree (and its state), as SwiftUI does.
public nonisolated struct AnyView: View {
    public typealias Body = Never
    let wrapped: any View

    public init<V: View>(_ view: V) {
        if let already = view as? AnyView { wrapped = already.wrapped } else { wrapped = view }
    }

    public init<V: View>(erasing view: V) { self.init(view) }
}

@MainActor extension AnyView: TransparentView {
    func forEachElement(_ visit: (ChildKey, any View) -> Void) { visit(.index(0), wrapped) }
    var passThroughChild: (ChildKey, any View)? { (.index(0), wrapped) }
}
