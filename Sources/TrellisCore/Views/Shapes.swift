/// A rectangle filling its frame.
public nonisolated struct Rectangle: Shape, Equatable {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
}

/// A rectangle with rounded corners.
public nonisolated struct RoundedRectangle: Shape, Equatable {
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
        path.addRoundedRect(in: rect, cornerSize: cornerSize)
        return path
    }
}

/// How rounded corners are drawn. Both styles draw circular quarter arcs
/// today; `.continuous` is accepted for source compatibility.
public enum RoundedCornerStyle: Hashable, Sendable {
    case circular, continuous
}

/// A rectangle whose short sides are semicircles.
public nonisolated struct Capsule: Shape, Equatable {
    public init(style: RoundedCornerStyle = .continuous) {}
    public func path(in rect: CGRect) -> Path {
        let radius = min(rect.width, rect.height) / 2
        return Path(roundedRect: rect, cornerRadius: radius)
    }
}

/// A circle centred in its frame, as wide as the frame's shorter side.
public nonisolated struct Circle: Shape, Equatable {
    public init() {}
    public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }
}

/// An ellipse filling its frame.
public nonisolated struct Ellipse: Shape, Equatable {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}
