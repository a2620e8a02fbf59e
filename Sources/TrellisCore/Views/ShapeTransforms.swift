/// Shapes moved, rotated, scaled or transformed inside their frame, as
/// SwiftUI's `offset`, `rotation`, `scale` and `transform` on `Shape`.
nonisolated extension Shape {
    public func offset(_ offset: CGSize) -> some Shape { TransformedRectShape(base: self, kind: .offset(offset)) }
    public func offset(_ offset: CGPoint) -> some Shape {
        TransformedRectShape(base: self, kind: .offset(CGSize(width: offset.x, height: offset.y)))
    }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some Shape {
        TransformedRectShape(base: self, kind: .offset(CGSize(width: x, height: y)))
    }
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> some Shape {
        TransformedRectShape(base: self, kind: .rotation(angle, anchor))
    }
    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some Shape {
        TransformedRectShape(base: self, kind: .scale(CGSize(width: x, height: y), anchor))
    }
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> some Shape {
        TransformedRectShape(base: self, kind: .scale(CGSize(width: scale, height: scale), anchor))
    }
    public func transform(_ transform: CGAffineTransform) -> some Shape {
        TransformedRectShape(base: self, kind: .transform(transform))
    }
}

package nonisolated struct TransformedRectShape<Base: Shape>: Shape {
    enum Kind: Sendable {
        case offset(CGSize)
        case rotation(Angle, UnitPoint)
        case scale(CGSize, UnitPoint)
        case transform(CGAffineTransform)
    }

    let base: Base
    let kind: Kind

    package func path(in rect: CGRect) -> Path {
        base.path(in: rect).applying(transform(in: rect))
    }

    package func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { base.sizeThatFits(proposal) }

    func transform(in rect: CGRect) -> CGAffineTransform {
        switch kind {
        case .offset(let size): CGAffineTransform(translationX: size.width, y: size.height)
        case .rotation(let angle, let anchor): .about(anchor.point(in: rect), CGAffineTransform(rotationAngle: angle.radians))
        case .scale(let size, let anchor): .about(anchor.point(in: rect), CGAffineTransform(scaleX: size.width, y: size.height))
        case .transform(let t): t
        }
    }
}

extension CGAffineTransform {
    /// `t` applied around `point` instead of the origin.
    package static func about(_ point: CGPoint, _ t: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(translationX: -point.x, y: -point.y).concatenating(t)
            .concatenating(CGAffineTransform(translationX: point.x, y: point.y))
    }
}
