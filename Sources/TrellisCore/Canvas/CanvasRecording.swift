/// What a canvas' renderer drew, in order, with the state of the context
/// each operation was made in. After the renderer returns, `replay` turns
/// it into display items through the recorder, inside the transforms and
/// clips of the views around the canvas.
final class CanvasRecording: @unchecked Sendable {
    private(set) var draws: [CanvasDraw] = []
    private var identities = 0
    /// The canvas' symbols by tag, and what text is measured with.
    let symbols: [AnyHashable: ViewNode]
    let measurer: TextMeasurer

    init(symbols: [AnyHashable: ViewNode], measurer: TextMeasurer) {
        self.symbols = symbols
        self.measurer = measurer
    }

    func append(_ draw: CanvasDraw) { draws.append(draw) }

    func newIdentity() -> Int {
        identities += 1
        return identities
    }

    /// The operations `body` records, taken out of the main sequence.
    func capture(_ body: () throws -> Void) rethrows -> [CanvasDraw] {
        let saved = draws
        draws = []
        defer { draws = saved }
        try body()
        return draws
    }
}

/// One drawing operation and the state it was drawn with.
struct CanvasDraw {
    var operation: CanvasOperation
    var opacity: Double
    var blendMode: GraphicsContext.BlendMode
    var filters: [GraphicsContext.Filter]
    var clips: [CanvasClip]
    var clipIdentity: Int
}

/// A drawing operation in canvas coordinates (points from the canvas'
/// top-left corner).
enum CanvasOperation {
    /// A path filled with a paint (whose geometry is in canvas coordinates).
    case fill(Path, ResolvedPaint, evenOdd: Bool)
    /// Lines of text laid out in `frame` (user space), mapped by `transform`.
    case text(TextPainter, transform: CGAffineTransform)
    /// A symbol image's glyph (user space), mapped by `transform`.
    case glyph(String, origin: CGPoint, font: ResolvedFont, color: RGBAColor, transform: CGAffineTransform)
    /// An image; its own transform maps it to canvas coordinates.
    case image(DisplayImage)
    /// A symbol view, its window coordinates mapped by `transform`.
    case symbol(ViewNode, transform: CGAffineTransform)
    /// A transparency layer (`drawLayer`).
    case layer([CanvasDraw])
}

@MainActor
extension CanvasRecording {
    /// Draws `draws` into `recorder`, whose current coordinates are the
    /// canvas'. Operations in a row under the same clip share one clip.
    static func replay(_ draws: [CanvasDraw], into recorder: inout DisplayListRecorder) {
        var start = 0
        while start < draws.count {
            let identity = draws[start].clipIdentity
            var end = start + 1
            while end < draws.count, draws[end].clipIdentity == identity { end += 1 }
            let run = draws[start..<end]
            clipped(to: draws[start].clips[...], into: &recorder) { recorder in
                for draw in run { replay(draw, into: &recorder) }
            }
            start = end
        }
    }

    private static func clipped(to clips: ArraySlice<CanvasClip>, into recorder: inout DisplayListRecorder,
                                _ body: (inout DisplayListRecorder) -> Void) {
        guard let first = clips.first else { return body(&recorder) }
        let rest = clips.dropFirst()
        switch first {
        case .path(let path, let evenOdd):
            recorder.clipped(to: path, evenOdd: evenOdd) { clipped(to: rest, into: &$0, body) }
        case .mask(let draws, let opacity, let inverse):
            var layer = DisplayLayer()
            var mask = recorder.capture { replay(draws, into: &$0) }
            if inverse {
                // Everything, less the layer's alpha.
                var cut = DisplayLayer(items: mask)
                cut.blendMode = .destinationOut
                mask = [.fill(Path(recorder.clip.insetBy(dx: -1, dy: -1)).applying(recorder.transform), .black), .layer(cut)]
            }
            layer.mask = mask
            layer.opacity = opacity
            recorder.withLayer(layer) { clipped(to: rest, into: &$0, body) }
        }
    }

    /// One operation, inside layers for its filters and blend mode.
    private static func replay(_ draw: CanvasDraw, into recorder: inout DisplayListRecorder) {
        let layered = !draw.filters.isEmpty || draw.blendMode != .normal
        if case .layer = draw.operation {} else if !layered {
            let saved = recorder.opacity
            recorder.opacity *= draw.opacity
            defer { recorder.opacity = saved }
            guard recorder.opacity > 0 else { return }
            return perform(draw.operation, into: &recorder)
        }
        var outer = DisplayLayer()
        outer.opacity = recorder.opacity * draw.opacity
        outer.blendMode = draw.blendMode.displayMode
        guard outer.opacity > 0 || !outer.blendMode.drawsWithoutSource else { return }
        let saved = recorder.opacity
        recorder.opacity = 1
        defer { recorder.opacity = saved }
        let environment = EnvironmentValues()
        let scale = recorder.scaleFactor
        // The first filter added is applied first: it is the innermost layer.
        func filtered(_ index: Int, _ recorder: inout DisplayListRecorder) {
            guard index >= 0 else { return perform(draw.operation, into: &recorder) }
            guard let layer = draw.filters[index].layer(scale: scale, environment: environment) else {
                return filtered(index - 1, &recorder)
            }
            recorder.withLayer(layer) { filtered(index - 1, &$0) }
        }
        recorder.withLayer(outer) { filtered(draw.filters.count - 1, &$0) }
    }

    private static func perform(_ operation: CanvasOperation, into recorder: inout DisplayListRecorder) {
        switch operation {
        case .fill(let path, let paint, let evenOdd):
            guard path.boundingRect.origin.x.isFinite, path.boundingRect.width.isFinite else { return }
            recorder.fill(path, paint, evenOdd: evenOdd)
        case .text(let painter, let transform):
            recorder.transformed(by: transform) { painter.paint(into: &$0) }
        case .glyph(let glyph, let origin, let font, let color, let transform):
            recorder.transformed(by: transform) { $0.text(glyph, origin: origin, font: font, color: color) }
        case .image(let image):
            // A singular or non-finite transform shows nothing.
            guard image.transform.isFinite, abs(image.transform.a * image.transform.d - image.transform.b * image.transform.c) > 1e-12
            else { return }
            recorder.image(image)
        case .symbol(let node, let transform):
            recorder.transformed(by: transform) { node.paint(into: &$0) }
        case .layer(let draws):
            replay(draws, into: &recorder)
        }
    }
}

extension DisplayBlendMode {
    /// Operators that change the destination even where the source is
    /// transparent (`clear`, `copy`, `sourceIn`…): drawn at zero opacity too.
    var drawsWithoutSource: Bool {
        switch self {
        case .clear, .copy, .sourceIn, .sourceOut, .destinationIn, .destinationAtop: true
        default: false
        }
    }
}
