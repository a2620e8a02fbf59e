/// `coordinateSpace(name:)`: names the view's frame, so that a descendant
/// can ask for its frame or a gesture's location in it.
package nonisolated struct CoordinateSpaceView<Content: View>: View {
    package typealias Body = Never
    let content: Content
    let name: AnyHashable
}

@MainActor extension CoordinateSpaceView: ContentWrapperLayout, NamingCoordinateSpace {
    var kindName: String { "CoordinateSpace" }
    var spaceName: AnyHashable { name }

    func forEachChild(in node: ViewNode, _ visit: (ChildKey, any View) -> Void) { visit(.index(0), content) }
}

nonisolated extension View {
    /// Names this view's coordinate space: `frame(in: .named(name))` below it
    /// is relative to this view's top-leading corner.
    public func coordinateSpace<T: Hashable>(name: T) -> some View {
        CoordinateSpaceView(content: self, name: AnyHashable(name))
    }

    public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
        CoordinateSpaceView(content: self, name: name.name)
    }
}
