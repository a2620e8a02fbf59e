/// A rectangle filling its frame.
public nonisolated struct Rectangle: InsettableShape, Equatable {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
    public func inset(by amount: CGFloat) -> some InsettableShape { InsetRectShape(base: self, amount: amount) }
}

/// A rectangle with rounded corners.
public nonisolated struct RoundedRectangle: InsettableShape, Equatable {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle

    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
        self.style = style
    }

    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    public func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
        return path
    }

    /// Inset, the corners shrink by the same amount (a border's inner edge
    /// stays parallel to the outer one).
    public func inset(by amount: CGFloat) -> some InsettableShape {
        InsetRectShape(base: RoundedRectangle(cornerSize: CGSize(width: max(0, cornerSize.width - amount),
                                                                height: max(0, cornerSize.height - amount)), style: style),
                       amount: amount)
    }

    public var animatableData: CGSize.AnimatableData {
        get { cornerSize.animatableData }
        set { cornerSize.animatableData = newValue }
    }
}

/// A rectangle whose corners have radii of their own.
public nonisolated struct UnevenRoundedRectangle: InsettableShape, Equatable {
    public var cornerRadii: RectangleCornerRadii
    public var style: RoundedCornerStyle

    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    public init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) {
        self.init(cornerRadii: RectangleCornerRadii(topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                                                    bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius),
                  style: style)
    }

    public func path(in rect: CGRect) -> Path { Path.unevenRoundedRect(rect, radii: cornerRadii, style: style) }

    public func inset(by amount: CGFloat) -> some InsettableShape {
        let r = cornerRadii
        return InsetRectShape(base: UnevenRoundedRectangle(
            topLeadingRadius: max(0, r.topLeading - amount), bottomLeadingRadius: max(0, r.bottomLeading - amount),
            bottomTrailingRadius: max(0, r.bottomTrailing - amount), topTrailingRadius: max(0, r.topTrailing - amount),
            style: style), amount: amount)
    }
}

/// How rounded corners are drawn: `.circular` as quarter ellipses,
/// `.continuous` with curvature that grows gradually from the sides
/// (`Path.addContinuousRoundedRect`).
public enum RoundedCornerStyle: Hashable, Sendable {
    case circular, continuous
}

/// A rectangle whose short sides are semicircles.
public nonisolated struct Capsule: InsettableShape, Equatable {
    public var style: RoundedCornerStyle
    public init(style: RoundedCornerStyle = .continuous) { self.style = style }
    public func path(in rect: CGRect) -> Path {
        let radius = min(rect.width, rect.height) / 2
        return Path(roundedRect: rect, cornerRadius: radius)
    }
    public func inset(by amount: CGFloat) -> some InsettableShape { InsetRectShape(base: self, amount: amount) }
}

/// A circle centred in its frame, as wide as the frame's shorter side.
public nonisolated struct Circle: InsettableShape, Equatable {
    public init() {}
    public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }
    public func inset(by amount: CGFloat) -> some InsettableShape { InsetRectShape(base: self, amount: amount) }
}

/// An ellipse filling its frame.
public nonisolated struct Ellipse: InsettableShape, Equatable {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    public func inset(by amount: CGFloat) -> some InsettableShape { InsetRectShape(base: self, amount: amount) }
}

/// A path is a shape that draws itself where it is, whatever the frame.
nonisolated extension Path: Shape {
    public func path(in rect: CGRect) -> Path { self }
}

/// A type-erased shape.
public nonisolated struct AnyShape: Shape {
    private let makePath: @Sendable (CGRect) -> Path
    private let measure: @Sendable (ProposedViewSize) -> CGSize

    /// A `ContainerRelativeShape`, which takes the container's shape where it is drawn.
    let isContainerRelative: Bool

    public init<S: Shape>(_ shape: S) {
        makePath = { shape.path(in: $0) }
        measure = { shape.sizeThatFits($0) }
        isContainerRelative = S.self == ContainerRelativeShape.self
            || (shape as? AnyShape)?.isContainerRelative == true
    }

    public func path(in rect: CGRect) -> Path { makePath(rect) }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { measure(proposal) }
}
