/// `visualEffect(_:)`: its content drawn with the effects the closure
/// makes from the view's geometry, decided when it is drawn (from the
/// frame as presented, so the effects follow an animated or scrolled
/// position) and never changing layout. Its transform is its content
/// transform, so hit testing and paint bounds follow what is drawn.
package nonisolated struct VisualEffectView<Content: View, Effect: VisualEffect>: View {
    package typealias Body = Never
    let content: Content
    let effect: (EmptyVisualEffect, GeometryProxy) -> Effect
}

@MainActor extension VisualEffectView: ContentWrapperLayout, GraphicsEffectUnit {
    var kindName: String { "VisualEffect" }
    /// A new closure may draw differently: layout has to see it change.
    var geometryIsItsContent: Bool { false }

    func forEachChild(in node: ViewNode, _ visit: (ChildKey, any View) -> Void) { visit(.index(0), content) }

    /// The effects for `node` placed at `frame`.
    func parts(node: ViewNode, frame: CGRect) -> [VisualEffectPart] {
        let spaces = GeometryProxy(node: node).namedSpaces
        return effect(EmptyVisualEffect(), GeometryProxy(size: frame.size, globalFrame: frame, namedSpaces: spaces)).visualEffectParts
    }

    func presentedEffect(node: ViewNode) -> GraphicsEffect {
        let frame = node.presentedFrame
        return .transform(parts(node: node, frame: frame).transform(in: frame.size))
    }

    func settledEffect(node: ViewNode) -> GraphicsEffect {
        .transform(parts(node: node, frame: node.frame).transform(in: node.frame.size))
    }

    func paintTree(node: ViewNode, into recorder: inout DisplayListRecorder) {
        let frame = node.presentedFrame
        guard frame.width.isFinite, frame.height.isFinite else { return }
        let parts = parts(node: node, frame: frame)
        var layers: [DisplayLayer] = []
        for part in parts.reversed() {
            switch part {
            case .blur(let radius):
                var layer = DisplayLayer()
                layer.blurRadius = DisplayListRecorder.sanitizedRadius(radius) * recorder.scaleFactor
                layers.append(layer)
            case .color(let effect):
                var layer = DisplayLayer()
                layer.colorMatrix = effect.matrix(amount: effect.amount, environment: node.environment)
                layers.append(layer)
            default:
                break
            }
        }
        let saved = recorder.opacity
        recorder.opacity *= parts.opacity
        let transform = node.contentTransform ?? .identity
        func draw(_ remaining: ArraySlice<DisplayLayer>, _ recorder: inout DisplayListRecorder) {
            guard let layer = remaining.first else {
                recorder.transformed(by: transform) { for child in node.subviewNodes { child.paint(into: &$0) } }
                return
            }
            recorder.withLayer(layer) { draw(remaining.dropFirst(), &$0) }
        }
        if recorder.opacity > 0 { draw(layers[...], &recorder) }
        recorder.opacity = saved
    }
}

nonisolated extension View {
    /// Draws this view with the effects `effect` makes from its geometry
    /// (a `GeometryProxy` of the view as drawn); its layout is unchanged.
    public func visualEffect<Effect: VisualEffect>(_ effect: @escaping (EmptyVisualEffect, GeometryProxy) -> Effect) -> some View {
        VisualEffectView(content: self, effect: effect)
    }
}
