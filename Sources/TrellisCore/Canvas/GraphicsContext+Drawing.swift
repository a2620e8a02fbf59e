import TrellisImageIO

extension GraphicsContext {
    /// A `Text` resolved in the context's environment: its fonts and colours
    /// fixed, ready to be measured and drawn.
    public struct ResolvedText: Sendable {
        let styled: StyledText
        let recording: CanvasRecording
        let alignment: TextAlignment
        /// What the text is drawn with; its runs' own colours when not set.
        public var shading: Shading

        /// The size of the text laid out in `size` (lines broken at its width).
        public func measure(in size: CGSize) -> CGSize { layout(in: size).size }

        /// The distance from the top to the first line's baseline.
        public func firstBaseline(in size: CGSize) -> CGFloat { layout(in: size).firstBaseline }

        /// The distance from the top to the last line's baseline.
        public func lastBaseline(in size: CGSize) -> CGFloat { layout(in: size).lastBaseline }

        func layout(in size: CGSize) -> TextLayout {
            let width: CGFloat? = size.width.isFinite && size.width >= 0 ? size.width : nil
            return onMainActor {
                IdealTextLayout.breaker(for: styled, truncationMode: .tail, measurer: recording.measurer)
                    .layout(styled.string, width: width, maxLines: nil)
            }
        }
    }

    /// An `Image` resolved in the context's environment.
    public struct ResolvedImage: Sendable {
        let image: Image
        let environment: EnvironmentValues
        let recording: CanvasRecording
        /// The image's size in points.
        public let size: CGSize
        /// The baseline offset (its height: images sit on the baseline).
        public let baseline: CGFloat
        /// The colour a template image or symbol is drawn in, when set.
        public var shading: Shading?
    }

    /// A view the canvas declared as a symbol, laid out at its ideal size.
    public struct ResolvedSymbol: Sendable {
        let node: ViewNode
        public var size: CGSize { onMainActor { node.frame.size } }
    }

    // MARK: Text

    public func resolve(_ text: Text) -> ResolvedText {
        let environment = environment, recording = recording, runs = text.runs
        return onMainActor {
            ResolvedText(styled: StyledText(runs, in: environment), recording: recording,
                         alignment: environment.lineAlignment, shading: .foreground)
        }
    }

    /// Draws the text laid out in `rect` (lines broken at its width).
    public func draw(_ text: ResolvedText, in rect: CGRect) {
        guard rect.width.isFinite, rect.height.isFinite else { return }
        let layout = text.layout(in: rect.size)
        drawText(text, layout: layout, frame: CGRect(origin: rect.origin, size: CGSize(width: rect.width, height: layout.size.height)))
    }

    /// Draws the text on unbroken lines, `anchor` of its box at `point`.
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        let layout = text.layout(in: CGSize(width: CGFloat.infinity, height: .infinity))
        let size = layout.size
        let origin = CGPoint(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height)
        drawText(text, layout: layout, frame: CGRect(origin: origin, size: size))
    }

    public func draw(_ text: Text, in rect: CGRect) { draw(resolve(text), in: rect) }

    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(text), at: point, anchor: anchor)
    }

    private func drawText(_ text: ResolvedText, layout: TextLayout, frame: CGRect) {
        guard frame.minX.isFinite, frame.minY.isFinite else { return }
        var styled = text.styled
        let environment = environment
        if case .foreground = text.shading.kind {} else if let color = onMainActor({ text.shading.textColor(environment: environment) }) {
            styled = styled.recoloured(color)
        }
        let painter = onMainActor {
            TextPainter(layout: layout, styled: styled, measurer: text.recording.measurer, frame: frame, alignment: text.alignment)
        }
        record(.text(painter, transform: transform))
    }

    // MARK: Images

    public func resolve(_ image: Image) -> ResolvedImage {
        let environment = environment, recording = recording
        return onMainActor {
            let measurer = recording.measurer
            let size: CGSize
            if let (glyph, font) = image.symbol(in: environment) {
                let metrics = measurer.lineMetrics(of: font)
                size = CGSize(width: measurer.width(of: Substring(glyph), font: font), height: metrics.ascent + metrics.descent)
            } else {
                let decoded = image.decoded
                size = CGSize(width: decoded.width, height: decoded.height)
            }
            return ResolvedImage(image: image, environment: environment, recording: recording, size: size,
                                 baseline: size.height, shading: nil)
        }
    }

    /// Draws the image stretched over `rect`.
    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
        guard rect.width > 0, rect.height > 0, rect.width.isFinite, rect.height.isFinite else { return }
        let transform = transform
        let environment = environment
        let tint: RGBAColor? = onMainActor {
            if let shading = image.shading { return shading.textColor(environment: environment) }
            return image.image.templateMode == .template || image.image.symbol(in: image.environment) != nil
                ? image.environment.foregroundColor : nil
        }
        let operation: CanvasOperation? = onMainActor {
            if let (glyph, font) = image.image.symbol(in: image.environment) {
                // The glyph scaled to the rectangle, as a resizable symbol.
                let metrics = image.recording.measurer.lineMetrics(of: font)
                let natural = CGSize(width: max(1, image.size.width), height: max(1, image.size.height))
                let scale = min(rect.width / natural.width, rect.height / natural.height)
                var sized = font
                sized.size = font.size * scale
                let origin = CGPoint(x: rect.midX - natural.width * scale / 2,
                                     y: rect.midY - natural.height * scale / 2 + metrics.ascent * scale)
                return .glyph(glyph, origin: origin, font: sized, color: tint ?? .black, transform: transform)
            }
            let decoded = image.image.decoded
            var item = DisplayImage(image: decoded, source: CGRect(x: 0, y: 0, width: decoded.width, height: decoded.height),
                                    rect: rect)
            item.transform = transform
            item.smooth = image.image.interpolationQuality != .none && image.image.isAntialiased
            item.tint = tint
            return .image(item)
        }
        if let operation { record(operation) }
    }

    /// Draws the image at its size, `anchor` of it at `point`.
    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
        let size = image.size
        draw(image, in: CGRect(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height,
                               width: size.width, height: size.height))
    }

    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        draw(resolve(image), in: rect, style: style)
    }

    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(image), at: point, anchor: anchor)
    }

    // MARK: Symbols

    /// The symbol view tagged `id` among the canvas' symbols, or nil.
    public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? {
        recording.symbols[AnyHashable(id)].map(ResolvedSymbol.init)
    }

    /// Draws the symbol at its size, `anchor` of it at `point`.
    public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {
        let size = symbol.size
        draw(symbol, in: CGRect(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height,
                                width: size.width, height: size.height))
    }

    /// Draws the symbol scaled to fill `rect`.
    public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) {
        let frame = onMainActor { symbol.node.frame }
        guard frame.width > 0, frame.height > 0, rect.width.isFinite, rect.height.isFinite else { return }
        // The symbol's window frame onto `rect`, then user space onto the canvas.
        let placement = CGAffineTransform(translationX: -frame.minX, y: -frame.minY)
            .concatenating(CGAffineTransform(scaleX: rect.width / frame.width, y: rect.height / frame.height))
            .concatenating(CGAffineTransform(translationX: rect.minX, y: rect.minY))
        record(.symbol(symbol.node, transform: placement.concatenating(transform)))
    }
}

/// Runs main-actor code from the context's nonisolated methods: a canvas
/// renderer runs only while the main actor paints (`Canvas.paintTree`),
/// so this is where it already is; the values made stay on it.
func onMainActor<T>(_ body: @MainActor () -> T) -> T {
    dispatchPrecondition(condition: .onQueue(.main))
    return withoutActuallyEscaping(body) { body in
        unsafeBitCast(body, to: (() -> T).self)()
    }
}
