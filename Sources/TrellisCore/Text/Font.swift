/// A font, as SwiftUI's `Font`: a text style that adapts (`.body`,
/// `.headline`…) or an explicit system font. Sizes are macOS's, in points,
/// since the seeds are desktop apps: body text is 13 pt.
public struct Font: Hashable, Sendable {
    var size: CGFloat
    var weight: Weight
    var design: Design
    var isItalic: Bool
    /// Whether the size follows `dynamicTypeSize` (fonts made from text
    /// styles do; `system(size:)` does not).
    var scalesWithType: Bool
    /// A family asked for by name (`custom(_:size:)`); nil uses the design's.
    var family: String? = nil
    var width: Width = .standard
    var leading: Leading = .standard
    var usesSmallCaps = false
    var hasMonospacedDigits = false

    init(size: CGFloat, weight: Weight = .regular, design: Design = .default, isItalic: Bool = false,
         scalesWithType: Bool = false) {
        self.size = size
        self.weight = weight
        self.design = design
        self.isItalic = isItalic
        self.scalesWithType = scalesWithType
    }

    public static let largeTitle = Font(size: 26, scalesWithType: true)
    public static let title = Font(size: 22, scalesWithType: true)
    public static let title2 = Font(size: 17, scalesWithType: true)
    public static let title3 = Font(size: 15, scalesWithType: true)
    public static let headline = Font(size: 13, weight: .bold, scalesWithType: true)
    public static let subheadline = Font(size: 11, scalesWithType: true)
    public static let body = Font(size: 13, scalesWithType: true)
    public static let callout = Font(size: 12, scalesWithType: true)
    public static let footnote = Font(size: 10, scalesWithType: true)
    public static let caption = Font(size: 10, scalesWithType: true)
    public static let caption2 = Font(size: 10, scalesWithType: true)

    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(size: size, weight: weight ?? .regular, design: design ?? .default)
    }

    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        var font = style.font
        if let design { font.design = design }
        if let weight { font.weight = weight }
        return font
    }

    public func weight(_ weight: Weight) -> Font { var f = self; f.weight = weight; return f }
    public func bold() -> Font { weight(.bold) }
    public func italic() -> Font { var f = self; f.isItalic = true; return f }
    public func monospaced() -> Font { var f = self; f.design = .monospaced; f.family = nil; return f }
    /// Digits all as wide as each other (tabular figures).
    public func monospacedDigit() -> Font { var f = self; f.hasMonospacedDigits = true; return f }
    /// Lower-case letters as small capitals (the OpenType `smcp` feature,
    /// where the font has it; otherwise the letters are unchanged).
    public func smallCaps() -> Font { var f = self; f.usesSmallCaps = true; return f }
    /// The space between lines: tighter or looser than the font's own.
    public func leading(_ leading: Leading) -> Font { var f = self; f.leading = leading; return f }
    /// A narrower or wider face of the family, where it has one.
    public func width(_ width: Width) -> Font { var f = self; f.width = width; return f }

    /// The font a backend opens, at the `.large` type size.
    var resolved: ResolvedFont { resolved(for: .large) }

    /// The font a backend opens where text is `typeSize`: a text style's
    /// size scaled by it, an explicit size as it is.
    func resolved(for typeSize: DynamicTypeSize) -> ResolvedFont {
        let scaled = scalesWithType ? size * typeSize.scale : size
        var font = ResolvedFont(family: family ?? design.family, size: scaled, weight: weight.value, italic: isItalic,
                                monospacedDigit: hasMonospacedDigits)
        font.width = width.fontconfigWidth
        font.smallCaps = usesSmallCaps
        font.leadingFactor = leading.factor
        return font
    }

    public struct Weight: Hashable, Sendable {
        let value: Int
        public static let ultraLight = Weight(value: 100)
        public static let thin = Weight(value: 200)
        public static let light = Weight(value: 300)
        public static let regular = Weight(value: 400)
        public static let medium = Weight(value: 500)
        public static let semibold = Weight(value: 600)
        public static let bold = Weight(value: 700)
        public static let heavy = Weight(value: 800)
        public static let black = Weight(value: 900)
    }

    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced

        var family: String {
            switch self {
            case .default, .rounded: "sans-serif"
            case .serif: "serif"
            case .monospaced: "monospace"
            }
        }
    }

    public enum TextStyle: CaseIterable, Hashable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

        var font: Font {
            switch self {
            case .largeTitle: .largeTitle
            case .title: .title
            case .title2: .title2
            case .title3: .title3
            case .headline: .headline
            case .subheadline: .subheadline
            case .body: .body
            case .callout: .callout
            case .footnote: .footnote
            case .caption: .caption
            case .caption2: .caption2
            }
        }
    }
}
