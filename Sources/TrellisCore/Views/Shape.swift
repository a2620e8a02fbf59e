/// A 2D outline that fills the space it is given, as SwiftUI's `Shape`.
/// Any conforming type is a view that fills itself with the foreground
/// style; `.fill(_:)` picks another style.
public protocol Shape: Animatable, View, Sendable {
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
    public func fill<S: ShapeStyle>(_ style: S = ForegroundStyle(), style fillStyle: FillStyle = FillStyle()) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: style, evenOdd: fillStyle.isEOFilled)
    }

    /// The shape's outline drawn `lineWidth` points wide, centred on it.
    public func stroke<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: style, stroke: StrokeStyle(lineWidth: lineWidth))
    }

    /// The shape's outline drawn with `strokeStyle`, centred on it.
    public func stroke<S: ShapeStyle>(_ style: S, style strokeStyle: StrokeStyle, antialiased: Bool = true) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: style, stroke: strokeStyle)
    }

    /// The outline of the shape's stroke, itself a shape.
    public func stroke(style: StrokeStyle) -> some Shape { StrokedShape(shape: self, style: style) }

    public func stroke(lineWidth: CGFloat = 1) -> some Shape { StrokedShape(shape: self, style: StrokeStyle(lineWidth: lineWidth)) }

    /// The part of the outline between two fractions of its length.
    public func trim(from start: CGFloat = 0, to end: CGFloat = 1) -> some Shape {
        TrimmedShape(shape: self, start: start, end: end)
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
    /// The shape drawn (what further `fill` and `stroke` calls draw too).
    public var shape: Content
    let style: Style
    /// nil fills the shape.
    var stroke: StrokeStyle?
    /// Strokes the outline inset by half the line width, so the stroke
    /// stays inside the frame (`strokeBorder`).
    var insetsStroke = false
    /// Filled by the even-odd rule (`FillStyle(eoFill: true)`).
    var evenOdd = false

    init(shape: Content, style: Style, stroke: StrokeStyle? = nil, insetsStroke: Bool = false, evenOdd: Bool = false) {
        self.shape = shape
        self.style = style
        self.stroke = stroke
        self.insetsStroke = insetsStroke
        self.evenOdd = evenOdd
    }
}

extension _ShapeView: ShapeView {}

@MainActor extension _ShapeView: FramedView {
    var kindName: String { typeName(Content.self) }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        shape.sizeThatFits(proposal.sanitized)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {}

    func paint(node: ViewNode, into recorder: inout DisplayListRecorder) {
        paint(in: node.presentedFrame, node: node, into: &recorder)
    }

    /// Fills (or strokes) the shape in `frame` with the node's presented
    /// colour or its style's gradient: the node's own frame, or the frame
    /// of the unit it is the background of.
    func paint(in frame: CGRect, node: ViewNode, into recorder: inout DisplayListRecorder) {
        guard frame.width.isFinite, frame.height.isFinite else { return }
        var paint = style.resolvedPaint(in: frame, environment: node.environment)
        if case .color = paint {
            // A colour fades with the transaction (see `AnimatablePaint`).
            paint = .color(node.animation.paintPresented.map(RGBAColor.init) ?? RGBAColor(paintValue(node: node)))
        }
        paint = paint.multiplyingAlpha(by: recorder.fillEmphasis)
        var shape: any Shape = presentedShape(node: node)
        if shape is ContainerRelativeShape, let container = node.environment.containerShape { shape = container }
        guard let stroke else {
            recorder.fill(shape.path(in: frame), paint, evenOdd: evenOdd)
            return
        }
        if insetsStroke {
            let half = stroke.lineWidth.finiteOrZero / 2
            let path = (shape as? any InsettableShape).map { $0.insetPath(by: half, in: frame) }
                ?? shape.path(in: frame.insetBy(dx: half, dy: half))
            recorder.stroke(path, style: stroke, paint)
        } else {
            recorder.stroke(shape.path(in: frame), style: stroke, paint)
        }
    }
}

extension InsettableShape {
    nonisolated func insetPath(by amount: CGFloat, in rect: CGRect) -> Path { inset(by: amount).path(in: rect) }
}

// Equal values lay out and paint alike: the reconciler leaves the subtree
// of a view equal to the one it had as it was (see `Reconciler`).
extension _ShapeView: Equatable where Content: Equatable, Style: Equatable {}

/// The outline of a shape's stroke, as a shape (`stroke(style:)`).
package nonisolated struct StrokedShape<Base: Shape>: Shape {
    let shape: Base
    let style: StrokeStyle
    package func path(in rect: CGRect) -> Path { shape.path(in: rect).strokedPath(style) }
    package func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

/// Part of a shape's outline (`trim(from:to:)`); the fractions animate.
package nonisolated struct TrimmedShape<Base: Shape>: Shape {
    let shape: Base
    var start: CGFloat
    var end: CGFloat
    package func path(in rect: CGRect) -> Path { shape.path(in: rect).trimmedPath(from: start, to: end) }
    package func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
    package var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(start, end) }
        set { start = newValue.first; end = newValue.second }
    }
}
