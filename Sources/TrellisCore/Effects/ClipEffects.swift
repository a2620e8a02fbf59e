/// Clipping and hit shapes: `clipShape`, `clipped`, `cornerRadius`,
/// `contentShape`, and `border`, which strokes the frame's inside edge.
nonisolated extension View {
    /// Shows the content only inside `shape` laid over the frame,
    /// anti-aliased; hit testing follows the shape.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        GraphicsEffectView(content: self, effect: .clip(AnyShape(shape), style))
    }

    /// Shows the content only inside its frame.
    public func clipped(antialiased: Bool = false) -> some View {
        GraphicsEffectView(content: self, effect: .clip(AnyShape(Rectangle()), FillStyle(antialiased: antialiased)))
    }

    /// Clips to a rounded rectangle of the frame.
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        GraphicsEffectView(content: self, effect: .clip(AnyShape(RoundedRectangle(cornerRadius: radius, style: .circular)),
                                                        FillStyle(antialiased: antialiased)))
    }

    /// Where the view can be hit: inside `shape` laid over the frame.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        GraphicsEffectView(content: self, effect: .contentShape(AnyShape(shape), eoFill: eoFill))
    }

    /// A border `width` points wide along the inside of the frame.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay(Rectangle().strokeBorder(content, lineWidth: width))
    }
}
