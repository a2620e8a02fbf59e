/// Effects that change how a view is drawn but not its layout, as SwiftUI's
/// `VisualEffect`: what `visualEffect(_:)` (and a scroll transition)
/// builds from `EmptyVisualEffect` with offsets, scales, rotations,
/// opacity, blur and colour effects. They are applied in the order
/// written, the first innermost, as the same view modifiers would be.
public protocol VisualEffect: Sendable, Animatable {}

/// The effect that changes nothing: where a chain of effects starts.
public struct EmptyVisualEffect: VisualEffect {
    public typealias AnimatableData = EmptyAnimatableData
    public init() {}
}

/// One effect of a chain.
package enum VisualEffectPart: Sendable {
    case offset(CGSize)
    case scale(CGSize, anchor: UnitPoint)
    case rotation(Angle, anchor: UnitPoint)
    case rotation3D(Angle, axis: Rotation3DAxis, anchor: UnitPoint)
    case transform(CGAffineTransform)
    case opacity(Double)
    case blur(radius: CGFloat)
    case color(ColorEffect)
}

/// A chain of effects (what every `VisualEffect` modifier returns).
package struct VisualEffectChain: VisualEffect {
    package typealias AnimatableData = EmptyAnimatableData
    package var parts: [VisualEffectPart]
}

extension VisualEffect {
    /// The effects this value stands for, innermost first (none for a
    /// type the engine does not know).
    package var visualEffectParts: [VisualEffectPart] { (self as? VisualEffectChain)?.parts ?? [] }

    private func adding(_ part: VisualEffectPart) -> VisualEffectChain { VisualEffectChain(parts: visualEffectParts + [part]) }

    public func offset(_ offset: CGSize) -> some VisualEffect { adding(.offset(offset)) }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect { adding(.offset(CGSize(width: x, height: y))) }

    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect { adding(.scale(scale, anchor: anchor)) }
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect {
        adding(.scale(CGSize(width: s, height: s), anchor: anchor))
    }
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some VisualEffect {
        adding(.scale(CGSize(width: x, height: y), anchor: anchor))
    }

    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect { adding(.rotation(angle, anchor: anchor)) }

    /// Drawn as its projection on the screen, as `View.rotation3DEffect` is.
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some VisualEffect {
        adding(.rotation3D(angle, axis: Rotation3DAxis(x: axis.x, y: axis.y, z: axis.z), anchor: anchor))
    }

    public func transformEffect(_ transform: CGAffineTransform) -> some VisualEffect { adding(.transform(transform)) }

    public func opacity(_ opacity: Double) -> some VisualEffect { adding(.opacity(opacity)) }

    public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect { adding(.blur(radius: radius)) }

    public func brightness(_ amount: Double) -> some VisualEffect { adding(.color(ColorEffect(kind: .brightness, amount: amount))) }
    public func contrast(_ amount: Double) -> some VisualEffect { adding(.color(ColorEffect(kind: .contrast, amount: amount))) }
    public func saturation(_ amount: Double) -> some VisualEffect { adding(.color(ColorEffect(kind: .saturation, amount: amount))) }
    public func grayscale(_ amount: Double) -> some VisualEffect { adding(.color(ColorEffect(kind: .grayscale, amount: amount))) }
    public func hueRotation(_ angle: Angle) -> some VisualEffect {
        adding(.color(ColorEffect(kind: .hueRotation, amount: angle.radians)))
    }
    public func colorMultiply(_ color: Color) -> some VisualEffect { adding(.color(ColorEffect(kind: .multiply(color), amount: 1))) }
}

extension [VisualEffectPart] {
    /// The geometric effects as one transform of the content, relative to
    /// the top-leading corner of a frame of `size` (the first part applied first).
    func transform(in size: CGSize) -> CGAffineTransform {
        var result = CGAffineTransform.identity
        for part in self {
            let step: CGAffineTransform? = switch part {
            case .offset(let offset): CGAffineTransform(translationX: offset.width.finiteOrZero, y: offset.height.finiteOrZero)
            case .scale(let scale, let anchor):
                .about(anchor.point(in: size), CGAffineTransform(scaleX: scale.width, y: scale.height))
            case .rotation(let angle, let anchor): .about(anchor.point(in: size), CGAffineTransform(rotationAngle: angle.radians))
            case .rotation3D(let angle, let axis, let anchor): .about(anchor.point(in: size), axis.projectedRotation(by: angle))
            case .transform(let transform): transform
            case .opacity, .blur, .color: nil
            }
            if let step { result = result.concatenating(step) }
        }
        return result.isFinite ? result : .identity
    }

    /// The product of the opacities, between 0 and 1.
    var opacity: Double {
        reduce(1.0) { product, part in
            if case .opacity(let value) = part { product * value.clampedUnit } else { product }
        }
    }
}

extension UnitPoint {
    /// This point in a rectangle of `size` at the origin.
    func point(in size: CGSize) -> CGPoint { point(in: CGRect(origin: .zero, size: size)) }
}
