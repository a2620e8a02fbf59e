import TrellisImageIO

/// An image from the app's resources, as SwiftUI's `Image`: PNG or JPEG,
/// decoded once and cached (see `ImageStore`). Not resizable, it is as
/// many points as the file has pixels; `resizable()` makes it fill the
/// space offered (stretched, or tiled, keeping cap insets at their size).
/// A missing or undecodable image draws a visible placeholder, with one
/// diagnostic.
public struct Image: Equatable, Sendable {
    enum Source: Equatable, Sendable {
        case resource(String, bundle: Bundle?)
        case file(URL)
        case decoded(DecodedImage)
        /// An SF Symbols name, drawn from the symbol font (`SymbolNames`).
        case symbol(String)
    }

    public enum ResizingMode: Hashable, Sendable { case tile, stretch }
    public enum Interpolation: Hashable, Sendable { case none, low, medium, high }
    public enum TemplateRenderingMode: Hashable, Sendable { case template, original }

    /// The size of symbols relative to the font, as `imageScale` sets it.
    public enum Scale: Hashable, Sendable {
        case small, medium, large

        /// About SF Symbols' own steps.
        var factor: CGFloat {
            switch self {
            case .small: 0.8
            case .medium: 1
            case .large: 1.3
            }
        }
    }

    let source: Source
    var resizing: (capInsets: EdgeInsets, mode: ResizingMode)?
    var interpolationQuality: Interpolation = .high
    var isAntialiased = true
    var templateMode: TemplateRenderingMode?
    /// What a screen reader calls it (`Image(_:bundle:label:)`), and
    /// whether it skips it (`Image(decorative:)`).
    var label: String?
    var isDecorative = false

    /// The image named `name` (with or without its extension) among the
    /// app's resources: `bundle`, or else the main bundle and the SwiftPM
    /// resource bundles beside the executable (`Bundle.module`'s).
    public init(_ name: String, bundle: Bundle? = nil) { source = .resource(name, bundle: bundle) }

    /// A system symbol by its SF Symbols name, drawn as a glyph of the
    /// symbol font at the current font's size, in the foreground colour.
    public init(systemName: String) { source = .symbol(systemName) }

    /// A symbol drawn at a variable value (a signal's bars filled up to
    /// it). No symbol of the icon set Trellis maps names to has variable
    /// parts, so, as SwiftUI does for such symbols, the value changes nothing.
    public init(systemName: String, variableValue: Double?) { self.init(systemName: systemName) }

    /// The same, for an image that accessibility should skip.
    public init(decorative name: String, bundle: Bundle? = nil) {
        source = .resource(name, bundle: bundle)
        isDecorative = true
    }

    /// The image named `name`, which screen readers call `label`.
    public init(_ name: String, bundle: Bundle? = nil, label: Text) {
        source = .resource(name, bundle: bundle)
        self.label = label.content
    }

    /// An image of pixels decoded already (`AsyncImage`'s).
    init(decoded: DecodedImage) { source = .decoded(decoded) }

    public static func == (lhs: Image, rhs: Image) -> Bool {
        lhs.source == rhs.source && lhs.resizing?.capInsets == rhs.resizing?.capInsets
            && lhs.resizing?.mode == rhs.resizing?.mode && lhs.interpolationQuality == rhs.interpolationQuality
            && lhs.isAntialiased == rhs.isAntialiased && lhs.templateMode == rhs.templateMode
            && lhs.label == rhs.label && lhs.isDecorative == rhs.isDecorative
    }

    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var copy = self
        copy.resizing = (capInsets, resizingMode)
        return copy
    }

    /// How the image is sampled when scaled: `.none` keeps pixels sharp.
    public func interpolation(_ interpolation: Interpolation) -> Image {
        var copy = self
        copy.interpolationQuality = interpolation
        return copy
    }

    /// Whether a scaled image's pixels are smoothed (false keeps them sharp).
    public func antialiased(_ isAntialiased: Bool) -> Image {
        var copy = self
        copy.isAntialiased = isAntialiased
        return copy
    }

    /// `.template` draws the image's shape in the foreground colour.
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
        var copy = self
        copy.templateMode = renderingMode
        return copy
    }

    /// The decoded pixels (or the placeholder).
    var decoded: DecodedImage { decoded(needing: nil) }

    /// The decoded pixels, at least `needing` pixels on the longer side
    /// where the file has them (see `ImageStore`).
    func decoded(needing: Int?) -> DecodedImage {
        switch source {
        case .resource(let name, let bundle): ImageStore.shared.image(named: name, bundle: bundle, needing: needing)
        case .file(let url): ImageStore.shared.image(at: url, needing: needing)
        case .decoded(let image): image
        case .symbol: .placeholder
        }
    }

    /// The longer side in pixels at which a use drawn in `frame` shows
    /// the whole image: its own size unless stretched.
    func neededSide(for frame: CGSize, of image: DecodedImage) -> Int {
        let width = CGFloat(image.sourceWidth), height = CGFloat(image.sourceHeight)
        var scale: CGFloat = 1
        if let resizing, resizing.mode == .stretch, width > 0, height > 0 {
            scale = max(frame.width / width, frame.height / height)
        }
        let side = max(width, height) * scale * ImageStore.pixelScale
        return side.isFinite ? Int(min(side.rounded(.up), CGFloat(Int32.max))) : 1
    }

    /// The glyph of a system symbol and the font it is drawn in; nil when
    /// this is not a symbol or the name is unknown (reported once).
    func symbol(in environment: EnvironmentValues) -> (glyph: String, font: ResolvedFont)? {
        guard case .symbol(let name) = source else { return nil }
        // The variant's symbol when the table has it, else the one named.
        let variant = environment.symbolVariants == .none ? nil : environment.symbolVariants.symbolName(for: name)
        guard let glyph = variant.flatMap({ SymbolNames.glyph(for: $0) }) ?? SymbolNames.glyph(for: name) else {
            Diagnostics.report("no symbol named \"\(name)\" in Trellis' symbol table (SymbolNames); a placeholder is drawn")
            return nil
        }
        let size = (environment.font ?? .body).size * environment.imageScale.factor
        return (String(glyph), ResolvedFont(family: SymbolNames.family, size: size))
    }
}

extension Image {
    /// An image decoded from a file (a Trellis addition: SwiftUI on Linux
    /// has no `NSImage` or `UIImage` to make one from).
    public init(contentsOfFile path: String) { source = .file(URL(fileURLWithPath: path)) }
}

@MainActor extension Image: FramedView {
    var kindName: String { "Image" }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        if let (glyph, font) = symbol(in: node.environment) {
            let metrics = node.host.textMeasurer.lineMetrics(of: font)
            let natural = CGSize(width: node.host.textMeasurer.width(of: Substring(glyph), font: font),
                                 height: metrics.ascent + metrics.descent)
            guard resizing != nil else { return natural }
            return proposal.sanitized.replacingUnspecifiedDimensions(by: natural)
        }
        let image = decoded
        // The file's size, however small it was decoded.
        let natural = CGSize(width: image.sourceWidth, height: image.sourceHeight)
        guard resizing != nil else { return natural }
        let proposal = proposal.sanitized
        return CGSize(width: proposal.width.map { $0.isFinite ? $0 : natural.width } ?? natural.width,
                      height: proposal.height.map { $0.isFinite ? $0 : natural.height } ?? natural.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {}

    func paint(node: ViewNode, into recorder: inout DisplayListRecorder) {
        let frame = node.presentedFrame
        if node.environment.drawsRedacted {
            recorder.fill(Path(roundedRect: frame, cornerRadius: min(6, min(frame.width, frame.height) / 4)),
                          RedactedDrawing.color(node.environment))
            return
        }
        if let (glyph, font) = symbol(in: node.environment) {
            // Drawn at its size, centred in the frame (a resizable symbol
            // grows with its frame).
            let metrics = node.host.textMeasurer.lineMetrics(of: font)
            var sized = font
            let natural = metrics.ascent + metrics.descent
            if resizing != nil, natural > 0 { sized.size = font.size * min(frame.height / natural, frame.width / max(1, node.host.textMeasurer.width(of: Substring(glyph), font: font))) }
            let scale = sized.size / font.size
            let width = node.host.textMeasurer.width(of: Substring(glyph), font: font) * scale
            let origin = CGPoint(x: frame.midX - width / 2, y: frame.midY - natural * scale / 2 + metrics.ascent * scale)
            // A symbol effect around moves, turns and fades the glyph.
            let pose = node.environment.symbolPose
            guard pose != .rest else {
                recorder.text(glyph, origin: origin, font: sized, color: node.environment.foregroundColor)
                return
            }
            let saved = recorder.opacity
            recorder.opacity *= pose.opacity.clampedUnit
            let transform = pose.transform(about: CGPoint(x: frame.midX, y: frame.midY))
            if recorder.opacity > 0, transform.isFinite {
                recorder.transformed(by: transform) { $0.text(glyph, origin: origin, font: sized, color: node.environment.foregroundColor) }
            }
            recorder.opacity = saved
            return
        }
        let sized = decoded
        let image = sized.isReduced ? decoded(needing: neededSide(for: frame.size, of: sized)) : sized
        let full = CGRect(x: 0, y: 0, width: image.width, height: image.height)
        // Cap insets are in the file's pixels; the decoded ones may be fewer.
        let pixelsPerPoint = CGSize(width: CGFloat(image.width) / CGFloat(max(1, image.sourceWidth)),
                                    height: CGFloat(image.height) / CGFloat(max(1, image.sourceHeight)))
        let tint = templateMode == .template ? node.environment.foregroundColor : nil
        let smooth = interpolationQuality != .none && isAntialiased
        func draw(_ source: CGRect, _ rect: CGRect, tiled: Bool = false) {
            guard source.width > 0, source.height > 0, rect.width > 0, rect.height > 0 else { return }
            var item = DisplayImage(image: image, source: source, rect: rect)
            item.smooth = smooth
            item.tiled = tiled
            item.tint = tint
            recorder.image(item)
        }
        guard let resizing, !image.isPlaceholder else { return draw(full, frame) }
        // (A tiled use needs the file's own size, so it is decoded whole.)
        if resizing.mode == .tile { return draw(full, frame, tiled: true) }
        let insets = resizing.capInsets
        guard insets != EdgeInsets() else { return draw(full, frame) }
        // Nine pieces: corners at their size, edges stretched along, the
        // middle stretched both ways.
        let natural = CGSize(width: image.sourceWidth, height: image.sourceHeight)
        let left = min(insets.leading, natural.width / 2), right = min(insets.trailing, natural.width / 2)
        let top = min(insets.top, natural.height / 2), bottom = min(insets.bottom, natural.height / 2)
        let sx = pixelsPerPoint.width, sy = pixelsPerPoint.height
        let xs = ([0, left * sx, full.width - right * sx, full.width], [frame.minX, frame.minX + left, frame.maxX - right, frame.maxX])
        let ys = ([0, top * sy, full.height - bottom * sy, full.height], [frame.minY, frame.minY + top, frame.maxY - bottom, frame.maxY])
        for row in 0..<3 {
            for column in 0..<3 {
                draw(CGRect(x: xs.0[column], y: ys.0[row], width: xs.0[column + 1] - xs.0[column], height: ys.0[row + 1] - ys.0[row]),
                     CGRect(x: xs.1[column], y: ys.1[row], width: xs.1[column + 1] - xs.1[column], height: ys.1[row + 1] - ys.1[row]))
            }
        }
    }
}

nonisolated extension Image: View {
    public typealias Body = Never
}

extension EnvironmentValues {
    /// How large symbol images are relative to the font.
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }
}

private struct ImageScaleKey: EnvironmentKey { static let defaultValue = Image.Scale.medium }

nonisolated extension View {
    /// Symbol images inside are drawn this much smaller or larger than the font.
    public func imageScale(_ scale: Image.Scale) -> some View { environment(\.imageScale, scale) }
}
