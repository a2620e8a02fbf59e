import Foundation

/// How a stretch of an element's text looks, for AT-SPI's text attributes
/// (`GetAttributeRun`): the font, the colour, the decorations. The backend
/// names them in the protocol's words.
package struct AccessibilityTextStyle: Hashable, Sendable {
    package var font: ResolvedFont
    package var color: RGBAColor
    package var underline: Bool
    package var strikethrough: Bool

    init(_ style: ResolvedTextStyle) {
        font = style.font.face
        color = style.color
        underline = style.underline != nil
        strikethrough = style.strikethrough != nil
    }
}

/// The styles of a text: one run per stretch that looks alike, in
/// characters, and what the element's text looks like by default (its
/// base style), its writing direction and language.
package struct AccessibilityTextStyles {
    package struct Run: Equatable {
        package var range: Range<Int>
        package var style: AccessibilityTextStyle
    }

    package var runs: [Run]
    package var base: AccessibilityTextStyle
    package var isRightToLeft: Bool
    /// A BCP 47 tag ("en-US"), when the environment's locale names one.
    package var language: String?

    /// The run at a character offset (the last one at the end).
    package func run(at offset: Int) -> Run? {
        runs.first { $0.range.contains(offset) } ?? runs.last.flatMap { offset >= $0.range.upperBound ? $0 : nil }
    }

    /// Runs from a styled text's byte ranges, adjacent runs that look alike
    /// merged; one base-style run when the ranges do not fit `string`.
    init(styled: StyledText, string: String, base: ResolvedTextStyle, environment: EnvironmentValues) {
        self.base = AccessibilityTextStyle(base)
        isRightToLeft = environment.layoutDirection == .rightToLeft
        let identifier = environment.locale.identifier
        language = identifier.isEmpty ? nil : identifier.replacingOccurrences(of: "_", with: "-")
        let count = string.count
        guard styled.string == string, !styled.runs.isEmpty else {
            runs = count > 0 ? [Run(range: 0..<count, style: self.base)] : []
            return
        }
        var made: [Run] = []
        let utf8 = string.utf8
        for run in styled.runs {
            let lower = utf8.index(utf8.startIndex, offsetBy: min(run.range.lowerBound, utf8.count))
            let upper = utf8.index(utf8.startIndex, offsetBy: min(run.range.upperBound, utf8.count))
            let start = string.distance(from: string.startIndex, to: lower)
            let end = string.distance(from: string.startIndex, to: upper)
            guard end > start else { continue }
            let style = AccessibilityTextStyle(run.style)
            if let last = made.last, last.style == style, last.range.upperBound == start {
                made[made.count - 1].range = last.range.lowerBound..<end
            } else {
                made.append(Run(range: start..<end, style: style))
            }
        }
        runs = made
    }
}
