/// A 2D outline that fills the space it is given, as SwiftUI's `Shape`.
/// Any conforming type is a view that fills itself with the foreground
/// style; `.fill(_:)` picks another style.
public protocol Shape: View, Sendable {
    nonisolated func path(in rect: CGRect) -> Path
    /// The size the shape takes for a proposal; by default all it is
    /// offered (10×10 points for an unspecified proposal).
    nonisolated func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

nonisolated extension Shape {
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    public var body: _ShapeView<Self, ForegroundStyle> { _ShapeView(shape: self, style: ForegroundStyle()) }

    /// The shape filled with `style`.
    public func fill<S: ShapeStyle>(_ style: S = ForegroundStyle()) -> some View {
        _ShapeView(shape: self, style: style)
    }

    /// The shape's outline drawn `lineWidth` points wide.
    public func stroke<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1) -> some View {
        _ShapeView(shape: self, style: style, strokeWidth: lineWidth)
    }
}

@MainActor extension _ShapeView: AnimatablePaint {
    /// The resolved colour.
    func paintValue(node: ViewNode) -> Motion.Vector {
        style._resolve(in: node.environment).resolved(in: node.environment).vector
    }
}

/// A shape filled (or stroked) with a style: the primitive every shape view
/// becomes. Public only because it is `Shape`'s `Body` (SwiftUI names it
/// the same); apps never spell it.
public nonisolated struct _ShapeView<Content: Shape, Style: ShapeStyle>: View {
    public typealias Body = Never
    let shape: Content
    let style: Style
    var strokeWidth: CGFloat?
}

@MainActor extension _ShapeView: FramedView {
    var kindName: String { typeName(Content.self) }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        shape.sizeThatFits(proposal.sanitized)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {}

    func paint(node: ViewNode, into canvas: inout Canvas) {
        paint(in: node.presentedFrame, node: node, into: &canvas)
    }

    /// Fills (or strokes) the shape in `frame` with the node's presented
    /// colour: the node's own frame, or the frame of the unit it is the
    /// background of.
    func paint(in frame: CGRect, node: ViewNode, into canvas: inout Canvas) {
        guard frame.width.isFinite, frame.height.isFinite else { return }
        let color = (node.animation.paintPresented.map(RGBAColor.init) ?? RGBAColor(paintValue(node: node)))
            .multiplyingAlpha(by: canvas.fillEmphasis)
        if let strokeWidth {
            // A stroke is centred on the outline; inset so it stays inside.
            let inset = frame.insetBy(dx: strokeWidth / 2, dy: strokeWidth / 2)
            canvas.stroke(shape.path(in: inset), width: strokeWidth, color)
        } else {
            canvas.fill(shape.path(in: frame), color)
        }
    }
}

// Equal values lay out and paint alike: the reconciler leaves the subtree
// of a view equal to the one it had as it was (see `Reconciler`).
extension _ShapeView: Equatable where Content: Equatable, Style: Equatable {}
