/// One part of a `Text` with its own style: a plain `Text` is one run,
/// `Text + Text` keeps each side's runs.
package struct TextRun: Hashable, Sendable {
    package var string: String
    package var style = TextRunStyle()
    /// Where a Markdown link in the run leads (opened with `openURL` on a click).
    package var link: URL?
    /// A date whose characters are made when the text is laid out
    /// (`Text(date, style:)`); `string` is empty then.
    package var live: LiveDate?
}

/// What the `Text` modifiers set on a run. Every field is optional: a
/// modifier applied to a concatenation fills only what the parts left
/// unset, so the innermost modifier wins, as in SwiftUI. The same fields
/// set by view modifiers (`VStack { … }.bold()`) live in the environment
/// and fill what the text's own modifiers left unset.
package struct TextRunStyle: Hashable, Sendable {
    var font: Font?
    var weight: Font.Weight?
    var isItalic: Bool?
    var design: Font.Design?
    var width: Font.Width?
    var isMonospaced: Bool?
    var monospacedDigit: Bool?
    var foreground: TextForeground?
    var underline: TextDecoration?
    var strikethrough: TextDecoration?
    var kerning: CGFloat?
    var tracking: CGFloat?
    var baselineOffset: CGFloat?
    /// A symbol glyph (`Text(Image(systemName:))`): drawn in the symbol font.
    var isSymbol: Bool?

    /// This style with `outer`'s fields where this one has none.
    func filling(from outer: TextRunStyle) -> TextRunStyle {
        TextRunStyle(
            font: font ?? outer.font, weight: weight ?? outer.weight, isItalic: isItalic ?? outer.isItalic,
            design: design ?? outer.design, width: width ?? outer.width, isMonospaced: isMonospaced ?? outer.isMonospaced,
            monospacedDigit: monospacedDigit ?? outer.monospacedDigit,
            foreground: foreground ?? outer.foreground, underline: underline ?? outer.underline,
            strikethrough: strikethrough ?? outer.strikethrough, kerning: kerning ?? outer.kerning,
            tracking: tracking ?? outer.tracking, baselineOffset: baselineOffset ?? outer.baselineOffset,
            isSymbol: isSymbol ?? outer.isSymbol)
    }

    /// The style against the environment: the font a backend opens, the
    /// colour and the decorations to draw.
    func resolved(in environment: EnvironmentValues) -> ResolvedTextStyle {
        let style = filling(from: environment.textModifiers)
        return style.resolvedAlone(in: environment)
    }

    private func resolvedAlone(in environment: EnvironmentValues) -> ResolvedTextStyle {
        var base = font ?? environment.font ?? .body
        if let weight { base.weight = weight }
        if let isItalic { base.isItalic = isItalic }
        if let design { base.design = design; base.family = nil }
        if isMonospaced == true { base = base.monospaced() }
        if let width { base.width = width }
        let foreground = self.foreground?.resolved(in: environment) ?? environment.foregroundColor
        var font = base.resolved(for: environment.dynamicTypeSize)
        // SwiftUI: when both are set, tracking is used.
        font.tracking = ResolvedFont(size: font.size, tracking: tracking ?? kerning ?? 0).tracking
        font.monospacedDigit = monospacedDigit ?? base.hasMonospacedDigits
        if isSymbol == true { font = ResolvedFont(family: SymbolNames.family, size: font.size) }
        return ResolvedTextStyle(
            font: font, color: foreground,
            underline: underline?.isActive == true ? (underline?.color?.resolved(in: environment) ?? foreground) : nil,
            strikethrough: strikethrough?.isActive == true ? (strikethrough?.color?.resolved(in: environment) ?? foreground) : nil,
            underlinePattern: underline?.pattern ?? .solid, strikethroughPattern: strikethrough?.pattern ?? .solid,
            baselineOffset: (baselineOffset ?? 0).isFinite ? baselineOffset ?? 0 : 0)
    }
}

/// An underline or strikethrough: on or off, its pattern and its colour
/// (the text's when nil).
package struct TextDecoration: Hashable, Sendable {
    var isActive: Bool
    var pattern: Text.LineStyle.Pattern = .solid
    var color: Color?
}

/// A run's style resolved for measuring and painting.
package struct ResolvedTextStyle: Hashable, Sendable {
    package var font: ResolvedFont
    package var color: RGBAColor
    package var underline: RGBAColor?
    package var strikethrough: RGBAColor?
    package var underlinePattern: Text.LineStyle.Pattern = .solid
    package var strikethroughPattern: Text.LineStyle.Pattern = .solid
    /// Points the run is raised above the line's baseline (`baselineOffset`).
    package var baselineOffset: CGFloat = 0

    /// Space added after every character (`tracking`, else `kerning`): the
    /// measurer applies it (it is part of the font), decorations stop short of the last.
    var extraAdvance: CGFloat { font.tracking }
}
