import CX11
import Foundation
import TrellisCore

/// Text styles in AT-SPI's words, the names and value forms ATK defines
/// (`atk_text_attribute_get_name`) and GTK writes: `family-name`, `size`
/// (points), `weight` (100–900), `style` (normal, italic), `fg-color`
/// ("r,g,b", 16 bits each, as a `PangoColor`), `underline` (none,
/// single), `strikethrough` (true, false); the defaults add `direction`
/// (ltr, rtl) and `language`.
@MainActor
enum AtspiTextAttributes {
    /// Every attribute of a style.
    static func attributes(of style: AccessibilityTextStyle) -> [String: String] {
        func channel(_ value: Double) -> String { String(Int((min(1, max(0, value.isFinite ? value : 0)) * 65535).rounded())) }
        let size = style.font.size
        return [
            "family-name": familyName(style.font.family),
            "size": size == size.rounded() ? String(Int(size)) : String(format: "%.1f", Double(size)),
            "weight": String(min(900, max(100, style.font.weight))),
            "style": style.font.italic ? "italic" : "normal",
            "fg-color": [style.color.red, style.color.green, style.color.blue].map(channel).joined(separator: ","),
            "underline": style.underline ? "single" : "none",
            "strikethrough": style.strikethrough ? "true" : "false",
        ]
    }

    /// What the whole text has unless a run says otherwise.
    static func defaults(of styles: AccessibilityTextStyles) -> [String: String] {
        var values = attributes(of: styles.base)
        values["direction"] = styles.isRightToLeft ? "rtl" : "ltr"
        if let language = styles.language { values["language"] = language }
        return values
    }

    /// The attributes at a character offset and the run they hold over, in
    /// characters: only those that differ from the defaults, or all of them.
    static func run(at offset: Int, in styles: AccessibilityTextStyles, includeDefaults: Bool)
        -> (attributes: [String: String], range: Range<Int>) {
        let defaults = self.defaults(of: styles)
        func explicit(_ style: AccessibilityTextStyle) -> [String: String] {
            attributes(of: style).filter { defaults[$0.key] != $0.value }
        }
        guard let run = styles.run(at: offset) else { return (includeDefaults ? defaults : [:], offset..<offset) }
        // Neighbouring runs that differ only in what is not reported read as one.
        let own = explicit(run.style)
        var range = run.range
        let index = styles.runs.firstIndex(of: run) ?? 0
        var before = index - 1
        while before >= 0, explicit(styles.runs[before].style) == own {
            range = styles.runs[before].range.lowerBound..<range.upperBound
            before -= 1
        }
        var after = index + 1
        while after < styles.runs.count, explicit(styles.runs[after].style) == own {
            range = range.lowerBound..<styles.runs[after].range.upperBound
            after += 1
        }
        return (includeDefaults ? defaults.merging(attributes(of: run.style)) { $1 } : own, range)
    }

    private static var families: [String: String] = [:]

    /// The family fontconfig draws for a name (a generic alias such as
    /// "sans-serif" becomes "DejaVu Sans"), as a screen reader says it.
    static func familyName(_ family: String) -> String {
        if let known = families[family] { return known }
        var name = family
        if let pattern = FontPattern.make(ResolvedFont(family: family, size: 13), pixelSize: 13) {
            FcConfigSubstitute(nil, pattern, FcMatchPattern)
            FcDefaultSubstitute(pattern)
            var result = FcResultNoMatch
            if let matched = FcFontMatch(nil, pattern, &result) {
                name = FontPattern.families(of: matched).first ?? family
                FcPatternDestroy(matched)
            }
            FcPatternDestroy(pattern)
        }
        families[family] = name
        return name
    }
}
