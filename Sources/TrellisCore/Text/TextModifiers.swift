/// The modifiers that return `Text`, so styled texts can be concatenated.
/// Each fills the field in every run that the run has not set itself: in
/// `(Text("a").fontWeight(.light) + Text("b")).bold()` "a" stays light.
/// They win over the same modifiers applied to a view around the text.
nonisolated extension Text {
    public func font(_ font: Font?) -> Text { styled { $0.font = font } }
    public func foregroundColor(_ color: Color?) -> Text { styled { $0.foreground = color.map(TextForeground.init) } }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { styled { $0.foreground = TextForeground(style) } }
    public func fontWeight(_ weight: Font.Weight?) -> Text { styled { $0.weight = weight } }
    public func fontDesign(_ design: Font.Design?) -> Text { styled { $0.design = design } }
    /// A narrower or wider face of the font's family, where it has one.
    public func fontWidth(_ width: Font.Width?) -> Text { styled { $0.width = width } }
    public func bold() -> Text { fontWeight(.bold) }
    public func bold(_ isActive: Bool) -> Text { fontWeight(isActive ? .bold : .regular) }
    public func italic() -> Text { italic(true) }
    public func italic(_ isActive: Bool) -> Text { styled { $0.isItalic = isActive } }
    /// The fixed-width variant of the font (its monospaced design).
    public func monospaced(_ isActive: Bool = true) -> Text { styled { $0.isMonospaced = isActive } }
    public func monospacedDigit() -> Text { styled { $0.monospacedDigit = true } }

    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
        styled { $0.underline = TextDecoration(isActive: isActive, pattern: pattern, color: color) }
    }

    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
        styled { $0.strikethrough = TextDecoration(isActive: isActive, pattern: pattern, color: color) }
    }

    /// Space added after each character, in points.
    public func kerning(_ kerning: CGFloat) -> Text { styled { $0.kerning = kerning } }
    /// Space added after each character, in points; wins over `kerning`.
    public func tracking(_ tracking: CGFloat) -> Text { styled { $0.tracking = tracking } }
    /// Raises the text by `baselineOffset` points (lowers it when negative).
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text { styled { $0.baselineOffset = baselineOffset } }

    private func styled(_ set: (inout TextRunStyle) -> Void) -> Text {
        var outer = TextRunStyle()
        set(&outer)
        return Text(runs: runs.map { TextRun(string: $0.string, style: $0.style.filling(from: outer), link: $0.link, live: $0.live) })
    }
}

nonisolated extension Text {
    /// The two texts one after the other, each part in its own style.
    public static func + (lhs: Text, rhs: Text) -> Text {
        Text(runs: lhs.runs + rhs.runs)
    }
}
