/// `.id(_:)`: gives the view an explicit identity. A new id is a new view:
/// its state is reset and it is replaced rather than updated.
package nonisolated struct IDView<Content: View, ID: Hashable>: View {
    package typealias Body = Never
    let content: Content
    let id: ID
}

@MainActor extension IDView: TransparentView {
    func forEachElement(_ visit: (ChildKey, any View) -> Void) { visit(.explicit(AnyHashable(id)), content) }
    var passThroughChild: (ChildKey, any View)? { (.explicit(AnyHashable(id)), content) }
}

nonisolated extension View {
    public func id<ID: Hashable>(_ id: ID) -> some View { IDView(content: self, id: id) }
}
