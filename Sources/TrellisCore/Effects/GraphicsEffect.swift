/// What a drawing modifier does to its content: how it is transformed,
/// clipped or composited. Layout never sees an effect (the content keeps
/// its frame); painting, hit testing and the inspection's presented
/// rectangles do.
package enum GraphicsEffect: Sendable {
    /// `scaleEffect`: scale factors about an anchor of the frame.
    case scale(CGSize, anchor: UnitPoint)
    /// `rotationEffect`: an angle about an anchor of the frame.
    case rotation(Angle, anchor: UnitPoint)
    /// `rotation3DEffect`: drawn as its projection on the screen plane.
    case rotation3D(Angle, axis: Rotation3DAxis, anchor: UnitPoint)
    /// `transformEffect`: a transform relative to the frame's origin.
    case transform(CGAffineTransform)
    /// `clipShape`, `clipped`, `cornerRadius`.
    case clip(AnyShape, FillStyle)
    /// `contentShape`: where the content can be hit.
    case contentShape(AnyShape, eoFill: Bool)
    case shadow(color: Color, radius: CGFloat, offset: CGSize)
    case blur(radius: CGFloat)
    case colorMatrix(ColorEffect)
    case blendMode(BlendMode)
    /// `compositingGroup`, `drawingGroup`: composited as one picture, so
    /// an opacity around it applies to the whole, not to each part.
    case group

    /// The values an animation interpolates.
    var animatableVector: Motion.Vector {
        switch self {
        case .scale(let size, _): Motion.Vector(size.width, size.height, 0, 0)
        case .rotation(let angle, _), .rotation3D(let angle, _, _): Motion.Vector(angle.radians, 0, 0, 0)
        case .shadow(_, let radius, let offset): Motion.Vector(radius, offset.width, offset.height, 0)
        case .blur(let radius): Motion.Vector(radius, 0, 0, 0)
        case .colorMatrix(let effect): Motion.Vector(effect.amount, 0, 0, 0)
        case .transform, .clip, .contentShape, .blendMode, .group: .zero
        }
    }
}

/// A colour effect and its amount (what animates).
package struct ColorEffect: Sendable {
    package enum Kind: Sendable { case brightness, contrast, saturation, grayscale, hueRotation, multiply(Color), invert }
    package var kind: Kind
    package var amount: Double

    package func matrix(amount: Double, environment: EnvironmentValues) -> ColorMatrix {
        switch kind {
        case .brightness: .brightness(amount)
        case .contrast: .contrast(amount)
        case .saturation: .saturation(amount)
        case .grayscale: .grayscale(amount)
        case .hueRotation: .hueRotation(.radians(amount))
        case .multiply(let color): .multiply(color._resolve(in: environment).resolved(in: environment))
        case .invert: .invert
        }
    }
}

/// A view drawn with a `GraphicsEffect`. The one type for every drawing
/// modifier, so that painting, hit testing and inspection ask one place
/// how a node's content is transformed (`ViewNode.contentTransform`).
package nonisolated struct GraphicsEffectView<Content: View>: View {
    package typealias Body = Never
    let content: Content
    let effect: GraphicsEffect
}

@MainActor
protocol GraphicsEffectUnit: FramedView {
    /// The effect with its animated values as presented now.
    func presentedEffect(node: ViewNode) -> GraphicsEffect
    /// The effect with the values it is given (where an animation ends),
    /// for the frame layout gave `node`.
    func settledEffect(node: ViewNode) -> GraphicsEffect
}

@MainActor extension GraphicsEffectView: ContentWrapperLayout, AnimatablePaint, GraphicsEffectUnit {
    var kindName: String {
        switch effect {
        case .scale: "ScaleEffect"
        case .rotation: "RotationEffect"
        case .rotation3D: "Rotation3DEffect"
        case .transform: "TransformEffect"
        case .clip: "ClipShape"
        case .contentShape: "ContentShape"
        case .shadow: "Shadow"
        case .blur: "Blur"
        case .colorMatrix: "ColorEffect"
        case .blendMode: "BlendMode"
        case .group: "CompositingGroup"
        }
    }

    /// Its values animate with the transaction: layout has to see them change.
    var geometryIsItsContent: Bool { false }

    func forEachChild(in node: ViewNode, _ visit: (ChildKey, any View) -> Void) { visit(.index(0), content) }

    func paintValue(node: ViewNode) -> Motion.Vector { effect.animatableVector }

    func settledEffect(node: ViewNode) -> GraphicsEffect { effect }

    func presentedEffect(node: ViewNode) -> GraphicsEffect {
        guard let v = node.animation.paintPresented else { return effect }
        switch effect {
        case .scale(_, let anchor): return .scale(CGSize(width: v[0], height: v[1]), anchor: anchor)
        case .rotation(_, let anchor): return .rotation(.radians(v[0]), anchor: anchor)
        case .rotation3D(_, let axis, let anchor): return .rotation3D(.radians(v[0]), axis: axis, anchor: anchor)
        case .shadow(let color, _, _): return .shadow(color: color, radius: v[0], offset: CGSize(width: v[1], height: v[2]))
        case .blur: return .blur(radius: v[0])
        case .colorMatrix(var color): color.amount = v[0]; return .colorMatrix(color)
        default: return effect
        }
    }

    func paintTree(node: ViewNode, into recorder: inout DisplayListRecorder) {
        let frame = node.presentedFrame
        func content(_ recorder: inout DisplayListRecorder) { for child in node.subviewNodes { child.paint(into: &recorder) } }
        switch presentedEffect(node: node) {
        case .scale, .rotation, .rotation3D, .transform:
            guard let transform = node.contentTransform else { return }
            recorder.transformed(by: transform, content)
        case .clip(let shape, let style):
            recorder.clipped(to: node.environment.resolvingContainerShape(shape).path(in: frame), evenOdd: style.isEOFilled,
                             content)
        case .contentShape:
            content(&recorder)
        case .shadow(let color, let radius, let offset):
            var layer = DisplayLayer()
            layer.shadow = DisplayShadow(color: color._resolve(in: node.environment).resolved(in: node.environment).multiplyingAlpha(by: recorder.opacity),
                                         radius: DisplayListRecorder.sanitizedRadius(radius), offset: recorder.mapOffset(offset))
            recorder.withLayer(layer, content)
        case .blur(let radius):
            var layer = DisplayLayer()
            layer.blurRadius = DisplayListRecorder.sanitizedRadius(radius) * recorder.scaleFactor
            recorder.withLayer(layer, content)
        case .colorMatrix(let effect):
            var layer = DisplayLayer()
            layer.colorMatrix = effect.matrix(amount: effect.amount, environment: node.environment)
            recorder.withLayer(layer, content)
        case .blendMode(let mode):
            var layer = DisplayLayer()
            layer.blendMode = mode.displayMode
            recorder.withLayer(layer, content)
        case .group:
            var layer = DisplayLayer()
            layer.opacity = recorder.opacity
            let saved = recorder.opacity
            recorder.opacity = 1
            recorder.withLayer(layer, content)
            recorder.opacity = saved
        }
    }
}

extension DisplayListRecorder {
    /// A radius as drawn: NaN or negative is none; a huge one is capped
    /// (with a diagnostic), so it costs a bounded amount to draw.
    static func sanitizedRadius(_ radius: CGFloat) -> CGFloat {
        guard radius.isFinite, radius > 0 else { return 0 }
        if radius > DisplayLayer.maximumBlurRadius {
            Diagnostics.report("a blur or shadow radius of \(radius) is drawn as \(DisplayLayer.maximumBlurRadius)")
        }
        return min(radius, DisplayLayer.maximumBlurRadius)
    }

    /// How much the current transform enlarges lengths (the square root of
    /// its area scale).
    var scaleFactor: CGFloat {
        let t = transform
        return abs(t.a * t.d - t.b * t.c).squareRoot()
    }

    /// An offset in the current coordinates as window points.
    func mapOffset(_ offset: CGSize) -> CGSize {
        let size = CGSize(width: offset.width.finiteOrZero, height: offset.height.finiteOrZero)
        return size.applying(transform)
    }
}

extension ViewNode {
    /// How this node's content is drawn relative to where layout put it
    /// (window points to window points), for a scale, rotation or
    /// transform effect; nil for any other node. Painting, hit testing and
    /// the inspection all use this one answer.
    var contentTransform: CGAffineTransform? { contentTransform(settled: false) }

    /// With `settled`, the transform once layout's frame and the effect's
    /// new values are reached (what layout's paint bounds need: the
    /// presented ones are not resolved yet when layout runs).
    func contentTransform(settled: Bool) -> CGAffineTransform? {
        guard hasGraphicsEffect, let effect = unit?.graphicsEffect(node: self, settled: settled) else { return nil }
        let frame = settled ? self.frame : presentedFrame
        switch effect {
        case .scale(let size, let anchor):
            return .about(anchor.point(in: frame), CGAffineTransform(scaleX: size.width, y: size.height))
        case .rotation(let angle, let anchor):
            return .about(anchor.point(in: frame), CGAffineTransform(rotationAngle: angle.radians))
        case .rotation3D(let angle, let axis, let anchor):
            return .about(anchor.point(in: frame), axis.projectedRotation(by: angle))
        case .transform(let t):
            return .about(frame.origin, t)
        default:
            return nil
        }
    }

    /// What the node's subtree covers once its effect is applied: `bounds`
    /// (the subtree's frames) transformed, or grown by a shadow or blur.
    func boundsAfterEffect(_ bounds: CGRect, settled: Bool) -> CGRect {
        guard let effect = unit?.graphicsEffect(node: self, settled: settled) else { return bounds }
        switch effect {
        case .scale, .rotation, .rotation3D, .transform:
            guard let t = contentTransform(settled: settled), t.isFinite else { return bounds }
            let mapped = bounds.applying(t)
            return mapped.isNull || !mapped.origin.x.isFinite ? bounds : mapped.union(bounds)
        case .shadow(_, let radius, let offset):
            let reach = DisplayListRecorder.sanitizedRadius(radius) * 2 + 1
            return bounds.union(bounds.offsetBy(dx: offset.width.finiteOrZero, dy: offset.height.finiteOrZero)
                .insetBy(dx: -reach, dy: -reach))
        case .blur(let radius):
            let reach = DisplayListRecorder.sanitizedRadius(radius) * 2 + 1
            return bounds.insetBy(dx: -reach, dy: -reach)
        default:
            return bounds
        }
    }

    /// Whether `point` (window points, outside the effect) may reach the
    /// content, and where it lands in the content's coordinates.
    func pointIntoContent(_ point: CGPoint) -> CGPoint? {
        guard hasGraphicsEffect, let effect = unit?.graphicsEffect(node: self, settled: false) else { return point }
        switch effect {
        case .scale, .rotation, .rotation3D, .transform:
            guard let t = contentTransform, t.isFinite, t.isInvertible else { return nil }
            let mapped = point.applying(t.inverted())
            return mapped.x.isFinite && mapped.y.isFinite ? mapped : nil
        case .clip(let shape, let style):
            return environment.resolvingContainerShape(shape).path(in: presentedFrame)
                .contains(point, eoFill: style.isEOFilled) ? point : nil
        case .contentShape(let shape, let eoFill):
            return environment.resolvingContainerShape(shape).path(in: presentedFrame)
                .contains(point, eoFill: eoFill) ? point : nil
        default:
            return point
        }
    }
}

extension CGAffineTransform {
    var isInvertible: Bool {
        let determinant = a * d - b * c
        return determinant.isFinite && abs(determinant) > 1e-12
    }
}
