extension DisplayListRecorder {
    /// Paints `content`, laid out in `frame`, under a chain of visual
    /// effects: the geometric ones as one transform about the frame's
    /// top-leading corner, blur and colour effects as layers, opacities
    /// multiplied (what `scrollTransition` draws with).
    @MainActor
    mutating func withVisualEffects(_ parts: [VisualEffectPart], frame: CGRect, environment: EnvironmentValues,
                                    _ content: (inout DisplayListRecorder) -> Void) {
        guard frame.origin.x.isFinite, frame.origin.y.isFinite else { return content(&self) }
        let transform = CGAffineTransform(translationX: -frame.minX, y: -frame.minY)
            .concatenating(parts.transform(in: frame.size))
            .concatenating(CGAffineTransform(translationX: frame.minX, y: frame.minY))
        var layers: [DisplayLayer] = []
        for part in parts.reversed() {
            switch part {
            case .blur(let radius):
                var layer = DisplayLayer()
                layer.blurRadius = Self.sanitizedRadius(radius) * scaleFactor
                layers.append(layer)
            case .color(let effect):
                var layer = DisplayLayer()
                layer.colorMatrix = effect.matrix(amount: effect.amount.isFinite ? effect.amount : 0, environment: environment)
                layers.append(layer)
            default:
                break
            }
        }
        let saved = opacity
        opacity *= parts.opacity
        func draw(_ remaining: ArraySlice<DisplayLayer>, _ recorder: inout DisplayListRecorder) {
            guard let layer = remaining.first else { return recorder.transformed(by: transform, content) }
            recorder.withLayer(layer) { draw(remaining.dropFirst(), &$0) }
        }
        if opacity > 0 { draw(layers[...], &self) }
        opacity = saved
    }
}
