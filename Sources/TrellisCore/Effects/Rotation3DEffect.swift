/// `rotation3DEffect` and `projectionEffect`. X Render draws affine
/// transforms only, so a rotation in depth is drawn as its orthographic
/// projection (a card turned about the y axis by 60° is half as wide),
/// without the perspective that makes SwiftUI's nearer edge larger; a
/// projection transform's perspective row is dropped the same way.
nonisolated extension View {
    /// Turns the content by `angle` about `axis` in three dimensions, about
    /// `anchor`; drawn without perspective (`anchorZ` and `perspective`
    /// are accepted and change nothing).
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some View {
        GraphicsEffectView(content: self, effect: .rotation3D(angle, axis: Rotation3DAxis(x: axis.x, y: axis.y, z: axis.z),
                                                              anchor: anchor))
    }

    /// Applies `transform` in the content's own coordinates, without its
    /// perspective terms (`m13`, `m23`).
    public func projectionEffect(_ transform: ProjectionTransform) -> some View {
        GraphicsEffectView(content: self, effect: .transform(transform.affinePart))
    }
}

/// The axis of a `rotation3DEffect`, normalized when the rotation is made.
package struct Rotation3DAxis: Sendable, Equatable {
    var x: CGFloat, y: CGFloat, z: CGFloat

    /// The rotation's effect on the screen plane: the upper 2×2 block of
    /// the 3-D rotation matrix (Rodrigues' formula), with y pointing down
    /// as on screen, so a rotation about z turns as `rotationEffect` does.
    func projectedRotation(by angle: Angle) -> CGAffineTransform {
        let length = (x * x + y * y + z * z).squareRoot()
        guard length.isFinite, length > 0 else { return .identity }
        let (kx, ky, kz) = (x / length, y / length, z / length)
        let c = cos(angle.radians), s = sin(angle.radians), t = 1 - c
        return CGAffineTransform(a: c + kx * kx * t, b: ky * kx * t + kz * s,
                                 c: kx * ky * t - kz * s, d: c + ky * ky * t, tx: 0, ty: 0)
    }
}

/// A 3×3 projective transform, as SwiftUI's (row vectors: a point is
/// `[x y 1] × M`).
public struct ProjectionTransform: Hashable, Sendable {
    public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
    public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1

    public init() {}

    public init(_ m: CGAffineTransform) {
        m11 = m.a; m12 = m.b
        m21 = m.c; m22 = m.d
        m31 = m.tx; m32 = m.ty
    }

    public var isIdentity: Bool { self == ProjectionTransform() }
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// Inverts the transform; false (unchanged) when it has no inverse.
    @discardableResult
    public mutating func invert() -> Bool {
        let c11 = m22 * m33 - m23 * m32, c12 = m13 * m32 - m12 * m33, c13 = m12 * m23 - m13 * m22
        let det = m11 * c11 + m21 * c12 + m31 * c13
        guard det.isFinite, abs(det) > 1e-12 else { return false }
        let inverse = ProjectionTransform(
            m11: c11 / det, m12: c12 / det, m13: c13 / det,
            m21: (m23 * m31 - m21 * m33) / det, m22: (m11 * m33 - m13 * m31) / det, m23: (m13 * m21 - m11 * m23) / det,
            m31: (m21 * m32 - m22 * m31) / det, m32: (m12 * m31 - m11 * m32) / det, m33: (m11 * m22 - m12 * m21) / det)
        self = inverse
        return true
    }

    public func inverted() -> ProjectionTransform {
        var copy = self
        copy.invert()
        return copy
    }

    /// This transform followed by `rhs`.
    public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
        let a = self, b = rhs
        return ProjectionTransform(
            m11: a.m11 * b.m11 + a.m12 * b.m21 + a.m13 * b.m31, m12: a.m11 * b.m12 + a.m12 * b.m22 + a.m13 * b.m32,
            m13: a.m11 * b.m13 + a.m12 * b.m23 + a.m13 * b.m33,
            m21: a.m21 * b.m11 + a.m22 * b.m21 + a.m23 * b.m31, m22: a.m21 * b.m12 + a.m22 * b.m22 + a.m23 * b.m32,
            m23: a.m21 * b.m13 + a.m22 * b.m23 + a.m23 * b.m33,
            m31: a.m31 * b.m11 + a.m32 * b.m21 + a.m33 * b.m31, m32: a.m31 * b.m12 + a.m32 * b.m22 + a.m33 * b.m32,
            m33: a.m31 * b.m13 + a.m32 * b.m23 + a.m33 * b.m33)
    }

    private init(m11: CGFloat, m12: CGFloat, m13: CGFloat, m21: CGFloat, m22: CGFloat, m23: CGFloat,
                 m31: CGFloat, m32: CGFloat, m33: CGFloat) {
        (self.m11, self.m12, self.m13) = (m11, m12, m13)
        (self.m21, self.m22, self.m23) = (m21, m22, m23)
        (self.m31, self.m32, self.m33) = (m31, m32, m33)
    }

    /// The affine transform X Render can draw: the perspective column
    /// dropped, the rest divided by `m33`.
    var affinePart: CGAffineTransform {
        let w = m33.isFinite && abs(m33) > 1e-12 ? m33 : 1
        return CGAffineTransform(a: m11 / w, b: m12 / w, c: m21 / w, d: m22 / w, tx: m31 / w, ty: m32 / w)
    }
}
