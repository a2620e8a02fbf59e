/// A view that draws with immediate-mode calls, as SwiftUI's `Canvas`:
/// the renderer gets a `GraphicsContext` and the canvas' size each time
/// the canvas is painted. Like a shape it takes the whole space offered
/// (10×10 points without a proposal), and what it draws is clipped to it.
///
/// `symbols` are views, each identified by its `.tag(_:)`, that the
/// renderer draws with `resolveSymbol(id:)`; they are laid out at their
/// ideal size but shown only where the renderer draws them.
public nonisolated struct Canvas<Symbols: View>: View {
    public typealias Body = Never

    public var symbols: Symbols
    public var renderer: (inout GraphicsContext, CGSize) -> Void
    /// Whether the canvas draws every pixel (a hint; Trellis draws the same).
    public var isOpaque: Bool
    public var colorMode: ColorRenderingMode
    /// Whether to render off the main thread (a hint; Trellis renders with the frame).
    public var rendersAsynchronously: Bool

    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols) {
        self.symbols = symbols()
        self.renderer = renderer
        isOpaque = opaque
        self.colorMode = colorMode
        self.rendersAsynchronously = rendersAsynchronously
    }
}

nonisolated extension Canvas where Symbols == EmptyView {
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void) {
        self.init(opaque: opaque, colorMode: colorMode, rendersAsynchronously: rendersAsynchronously,
                  renderer: renderer, symbols: { EmptyView() })
    }
}

@MainActor extension Canvas: FramedView {
    var kindName: String { "Canvas" }

    /// The symbols, each with its tag.
    private var symbolOptions: [PickerOption] {
        Symbols.self == EmptyView.self ? [] : PickerOption.collect(from: symbols)
    }

    func forEachChild(in node: ViewNode, _ visit: (ChildKey, any View) -> Void) {
        for (index, option) in symbolOptions.enumerated() { visit(.index(index), option.content) }
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        proposal.sanitized.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {
        // Each symbol at its ideal size, at the canvas' corner.
        for subview in subviews { subview.place(at: bounds.origin, proposal: .unspecified) }
    }

    func paintTree(node: ViewNode, into recorder: inout DisplayListRecorder) {
        let frame = node.presentedFrame
        guard frame.width > 0, frame.height > 0, frame.width.isFinite, frame.height.isFinite else { return }
        var symbols: [AnyHashable: ViewNode] = [:]
        let options = symbolOptions
        if options.count == node.subviewNodes.count {
            for (option, child) in zip(options, node.subviewNodes) {
                if let tag = option.tag, symbols[tag] == nil { symbols[tag] = child }
            }
        }
        let recording = CanvasRecording(symbols: symbols, measurer: node.host.textMeasurer)
        let bounds = CGRect(origin: .zero, size: frame.size)
        var context = GraphicsContext(recording: recording, environment: node.environment, bounds: bounds)
        renderer(&context, frame.size)
        guard !recording.draws.isEmpty else { return }
        recorder.transformed(by: CGAffineTransform(translationX: frame.minX, y: frame.minY)) { recorder in
            recorder.clipped(to: bounds) { CanvasRecording.replay(recording.draws, into: &$0) }
        }
    }
}
