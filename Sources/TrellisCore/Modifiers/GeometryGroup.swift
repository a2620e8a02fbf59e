/// `geometryGroup()`: the subtree's geometry is resolved and animated in
/// this view's presented (animated) frame, so the children move with it as
/// one piece. Without it every view animates its own window-space frame,
/// and a view inserted into a moving parent appears at its final place.
package nonisolated struct GeometryGroupView<Content: View>: View {
    package typealias Body = Never
    let content: Content
}

@MainActor extension GeometryGroupView: ContentWrapperLayout, GeometryGrouping, ForwardsLayoutValues {
    var kindName: String { "GeometryGroup" }

    func forEachChild(in node: ViewNode, _ visit: (ChildKey, any View) -> Void) { visit(.index(0), content) }

}

/// Units whose descendants animate relative to them.
protocol GeometryGrouping: FramedView {}

extension GeometryGrouping {
    static var isGeometryGroup: Bool { true }
}

nonisolated extension View {
    public func geometryGroup() -> some View { GeometryGroupView(content: self) }
}
