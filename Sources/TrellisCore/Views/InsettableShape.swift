/// A shape that can be inset to give a shape of the same kind, so that a
/// border can be stroked inside its frame (`strokeBorder`).
public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    nonisolated func inset(by amount: CGFloat) -> InsetShape
}

nonisolated extension InsettableShape {
    /// The outline inset by half the line width and stroked, so that the
    /// stroke stays inside the frame.
    public func strokeBorder<S: ShapeStyle>(_ content: S = ForegroundStyle(), style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, stroke: style, insetsStroke: true)
    }

    public func strokeBorder<S: ShapeStyle>(_ content: S = ForegroundStyle(), lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, stroke: StrokeStyle(lineWidth: lineWidth), insetsStroke: true)
    }

    public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: ForegroundStyle(), stroke: style, insetsStroke: true)
    }
}

/// Any shape given a rectangle shrunk on every side (a shape with no inset
/// of its own is drawn in the smaller rectangle).
package nonisolated struct InsetRectShape<Base: Shape>: InsettableShape {
    let base: Base
    var amount: CGFloat
    package func path(in rect: CGRect) -> Path {
        let inset = rect.insetBy(dx: amount, dy: amount)
        return inset.width >= 0 && inset.height >= 0 ? base.path(in: inset) : Path()
    }
    package func inset(by more: CGFloat) -> InsetRectShape<Base> { InsetRectShape(base: base, amount: amount + more) }
    package var animatableData: CGFloat {
        get { amount }
        set { amount = newValue }
    }
}
