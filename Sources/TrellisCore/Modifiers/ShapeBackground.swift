/// A filled shape behind a view, sized to it: `.background(.blue, in:
/// Capsule())`, `.background(.red)`. Laid out as its content (a
/// background never changes its content's geometry); the shape is
/// painted by this unit itself, first, instead of being a subview, since
/// it only ever takes the content's frame. A tile with a rounded
/// background is then one node, not two — fewer nodes to keep and to
/// move on every resize.
package nonisolated struct ShapeBackgroundView<Content: View, Fill: Shape, Style: ShapeStyle>: View {
    package typealias Body = Never
    // Shared by every copy, so the node below keeps no copy of its own
    // (see `SharedViewFields`).
    private struct Fields {
        let content: Content
        let background: _ShapeView<Fill, Style>
    }
    private let shared: SharedViewFields<Fields>

    init(content: Content, background: _ShapeView<Fill, Style>) {
        shared = SharedViewFields(Fields(content: content, background: background))
    }

    var content: Content { shared.fields.content }
    var background: _ShapeView<Fill, Style> { shared.fields.background }
}

@MainActor extension ShapeBackgroundView: ContentWrapperLayout, ForwardsLayoutValues {
    var kindName: String { "Background" }
    /// Its fill fades with the transaction: layout has to see it change.
    var geometryIsItsContent: Bool { false }

    func forEachChild(in node: ViewNode, _ visit: (ChildKey, any View) -> Void) { visit(.index(0), content) }

    /// The shape at the size it takes when offered the unit's frame,
    /// centred in it (as a background view would be placed).
    func paint(node: ViewNode, into recorder: inout DisplayListRecorder) {
        let frame = node.presentedFrame
        let size = background.shape.sizeThatFits(ProposedViewSize(frame.size))
        let rect = CGRect(x: frame.midX - size.width / 2, y: frame.midY - size.height / 2, width: size.width, height: size.height)
        background.paint(in: rect, node: node, into: &recorder)
    }
}

@MainActor extension ShapeBackgroundView: AnimatablePaint {
    /// The fill's colour, so that a change of it fades with the transaction.
    func paintValue(node: ViewNode) -> Motion.Vector { background.paintValue(node: node) }
}

// Equal values lay out and paint alike: the reconciler leaves the subtree
// of a view equal to the one it had as it was (see `Reconciler`).
extension ShapeBackgroundView: Equatable where Content: Equatable, Fill: Equatable, Style: Equatable {
    package static func == (a: Self, b: Self) -> Bool {
        a.shared === b.shared || (a.content == b.content && a.background == b.background)
    }
}
