/// Scale, rotation and affine transform effects: the content is drawn
/// transformed about an anchor of its frame; its layout does not change.
/// The values animate; hit testing and the inspection follow them.
nonisolated extension View {
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        GraphicsEffectView(content: self, effect: .scale(scale, anchor: anchor))
    }

    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
        GraphicsEffectView(content: self, effect: .scale(CGSize(width: s, height: s), anchor: anchor))
    }

    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        GraphicsEffectView(content: self, effect: .scale(CGSize(width: x, height: y), anchor: anchor))
    }

    /// Turns the content by `angle` (positive is clockwise on screen).
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        GraphicsEffectView(content: self, effect: .rotation(angle, anchor: anchor))
    }

    /// Applies `transform` in the content's own coordinates (its origin is
    /// the frame's top-leading corner).
    public func transformEffect(_ transform: CGAffineTransform) -> some View {
        GraphicsEffectView(content: self, effect: .transform(transform))
    }
}
