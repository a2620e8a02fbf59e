/// Drawing effects as a value, as SwiftUI's `VisualEffect`: what
/// `scrollTransition`'s closure builds from `EmptyVisualEffect`
/// (`content.opacity(…).scaleEffect(…)`). Like the view modifiers of the
/// same names, they change how a view is drawn, never its layout.
public protocol VisualEffect: Sendable, Animatable {}

/// The effect that changes nothing: where a chain of effects starts.
public struct EmptyVisualEffect: VisualEffect {
    public init() {}
}

/// One step of a chain of visual effects.
package enum VisualEffectStep: Sendable {
    case opacity(Double)
    case offset(CGSize)
    case graphics(GraphicsEffect)
}

/// Effects applied one after another, the last one outermost (as the
/// view modifiers they mirror).
package struct VisualEffectChain: VisualEffect {
    package var steps: [VisualEffectStep]
}

extension VisualEffect {
    /// The steps of any effect built from `EmptyVisualEffect`.
    package var visualEffectSteps: [VisualEffectStep] { (self as? VisualEffectChain)?.steps ?? [] }

    private func adding(_ step: VisualEffectStep) -> VisualEffectChain { VisualEffectChain(steps: visualEffectSteps + [step]) }

    public func opacity(_ opacity: Double) -> some VisualEffect { adding(.opacity(opacity)) }

    public func offset(_ offset: CGSize) -> some VisualEffect { adding(.offset(offset)) }

    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect { adding(.offset(CGSize(width: x, height: y))) }

    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect {
        adding(.graphics(.scale(scale, anchor: anchor)))
    }

    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect {
        adding(.graphics(.scale(CGSize(width: s, height: s), anchor: anchor)))
    }

    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some VisualEffect {
        adding(.graphics(.scale(CGSize(width: x, height: y), anchor: anchor)))
    }

    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect {
        adding(.graphics(.rotation(angle, anchor: anchor)))
    }

    public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect { adding(.graphics(.blur(radius: radius))) }

    public func brightness(_ amount: Double) -> some VisualEffect {
        adding(.graphics(.colorMatrix(ColorEffect(kind: .brightness, amount: amount))))
    }

    public func contrast(_ amount: Double) -> some VisualEffect {
        adding(.graphics(.colorMatrix(ColorEffect(kind: .contrast, amount: amount))))
    }

    public func saturation(_ amount: Double) -> some VisualEffect {
        adding(.graphics(.colorMatrix(ColorEffect(kind: .saturation, amount: amount))))
    }

    public func grayscale(_ amount: Double) -> some VisualEffect {
        adding(.graphics(.colorMatrix(ColorEffect(kind: .grayscale, amount: amount))))
    }

    public func hueRotation(_ angle: Angle) -> some VisualEffect {
        adding(.graphics(.colorMatrix(ColorEffect(kind: .hueRotation, amount: angle.radians))))
    }
}

extension DisplayListRecorder {
    /// Paints `content` (laid out in `frame`) under a chain of effects.
    @MainActor
    mutating func withVisualEffects(_ steps: ArraySlice<VisualEffectStep>, frame: CGRect, environment: EnvironmentValues,
                                    _ content: (inout DisplayListRecorder) -> Void) {
        // The last step is the outermost: it is applied first.
        guard let step = steps.last else { return content(&self) }
        let inner = steps.dropLast()
        func rest(_ recorder: inout DisplayListRecorder) {
            recorder.withVisualEffects(inner, frame: frame, environment: environment, content)
        }
        switch step {
        case .opacity(let opacity):
            let saved = self.opacity
            self.opacity *= opacity.clampedUnit
            rest(&self)
            self.opacity = saved
        case .offset(let size):
            guard size.width.isFinite, size.height.isFinite else { return rest(&self) }
            transformed(by: CGAffineTransform(translationX: size.width, y: size.height), rest)
        case .graphics(let effect):
            switch effect {
            case .scale(let size, let anchor):
                guard size.width.isFinite, size.height.isFinite else { return rest(&self) }
                transformed(by: .about(anchor.point(in: frame), CGAffineTransform(scaleX: size.width, y: size.height)), rest)
            case .rotation(let angle, let anchor):
                guard angle.radians.isFinite else { return rest(&self) }
                transformed(by: .about(anchor.point(in: frame), CGAffineTransform(rotationAngle: angle.radians)), rest)
            case .blur(let radius):
                var layer = DisplayLayer()
                layer.blurRadius = Self.sanitizedRadius(radius) * scaleFactor
                withLayer(layer, rest)
            case .colorMatrix(let color):
                var layer = DisplayLayer()
                layer.colorMatrix = color.matrix(amount: color.amount.isFinite ? color.amount : 0, environment: environment)
                withLayer(layer, rest)
            default:
                rest(&self)
            }
        }
    }
}
