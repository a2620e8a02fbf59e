/// The modifiers that return `Text`, so styled texts can be concatenated.
/// Each fills the field in every run that the run has not set itself: in
/// `(Text("a").fontWeight(.light) + Text("b")).bold()` "a" stays light.
nonisolated extension Text {
    public func font(_ font: Font?) -> Text { styled { $0.font = font } }
    public func foregroundColor(_ color: Color?) -> Text { styled { $0.foreground = color.map(TextForeground.init) } }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { styled { $0.foreground = TextForeground(style) } }
    public func fontWeight(_ weight: Font.Weight?) -> Text { styled { $0.weight = weight } }
    public func fontDesign(_ design: Font.Design?) -> Text { styled { $0.design = design } }
    public func bold() -> Text { fontWeight(.bold) }
    public func bold(_ isActive: Bool) -> Text { fontWeight(isActive ? .bold : .regular) }
    public func italic() -> Text { italic(true) }
    public func italic(_ isActive: Bool) -> Text { styled { $0.isItalic = isActive } }
    public func monospacedDigit() -> Text { styled { $0.monospacedDigit = true } }

    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
        styled { $0.underline = TextDecoration(isActive: isActive, color: color) }
    }

    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        styled { $0.strikethrough = TextDecoration(isActive: isActive, color: color) }
    }

    /// Space added after each character, in points.
    public func kerning(_ kerning: CGFloat) -> Text { styled { $0.kerning = kerning } }
    /// Space added after each character, in points; wins over `kerning`.
    public func tracking(_ tracking: CGFloat) -> Text { styled { $0.tracking = tracking } }

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
