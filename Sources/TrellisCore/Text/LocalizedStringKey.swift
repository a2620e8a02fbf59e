import Foundation

/// The key of a string literal passed to `Text` or `Button`. Trellis has no
/// string tables yet, so the key is the text itself, interpolations
/// formatted as `String(describing:)` would, or as their `specifier:` or
/// `format:` says. An interpolated `Text` keeps its style.
///
/// As in SwiftUI, a literal's inline Markdown is interpreted
/// (`InlineMarkdown`): `Text("**Hi** \(name)")` is bold, while the
/// interpolated values are taken as they are, and a `String` variable
/// (`Text(verbatim:)` or `Text(someString)`) is never interpreted. With an
/// interpolated `Text`, the literal parts are not interpreted.
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
    let key: String
    /// The parts in their styles, when a `Text` was interpolated or the
    /// literal has Markdown; nil for plain text.
    let runs: [TextRun]?

    public init(_ value: String) { self.init(markdown: value) }
    public init(stringLiteral value: String) { self.init(markdown: value) }
    public init(stringInterpolation: StringInterpolation) {
        if stringInterpolation.hasStyledText {
            self.init(key: stringInterpolation.output, runs: stringInterpolation.runs)
        } else {
            self.init(markdown: stringInterpolation.markdownSource)
        }
    }

    /// The key as written; its characters without the Markdown when it has some.
    private init(markdown source: String) {
        guard let parsed = InlineMarkdown.parse(source) else {
            self.init(key: source, runs: nil)
            return
        }
        if parsed.count == 1, parsed[0].style == TextRunStyle(), parsed[0].link == nil {
            self.init(key: parsed[0].string, runs: nil)  // escapes only
        } else {
            self.init(key: parsed.map(\.string).joined(), runs: parsed)
        }
    }

    private init(key: String, runs: [TextRun]?) {
        self.key = key
        self.runs = runs
    }

    public struct StringInterpolation: StringInterpolationProtocol {
        var output = ""
        var runs: [TextRun] = []
        var hasStyledText = false
        /// The literal parts as written and the values with Markdown's
        /// special characters escaped: what is interpreted.
        var markdownSource = ""

        public init(literalCapacity: Int, interpolationCount: Int) { output.reserveCapacity(literalCapacity) }
        public mutating func appendLiteral(_ literal: String) {
            markdownSource += literal
            append(literal, isLiteral: true)
        }
        public mutating func appendInterpolation<T>(_ value: T) { append(String(describing: value)) }
        public mutating func appendInterpolation(_ value: String) { append(value) }
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) { append(String(value)) }

        /// `printf`-style, in the POSIX locale (Trellis has no locale
        /// environment yet): `"\(0.5, specifier: "%.2f")"` is "0.50".
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) {
            append(String(format: specifier, value._arg))
        }

        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
        where F.FormatInput: Equatable, F.FormatOutput == String {
            append(format.format(input))
        }

        /// A date in a `Text.DateStyle`: `"Due \(date, style: .relative)"`.
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            appendInterpolation(Text(date, style: style))
        }

        /// The text's characters, each part in its own style.
        public mutating func appendInterpolation(_ text: Text) {
            if !hasStyledText, !output.isEmpty { runs = [TextRun(string: output)] }
            hasStyledText = true
            output += text.content
            runs += text.runs
        }

        /// Plain characters: added to the key and, once a text has been
        /// interpolated (plain keys keep no runs), to the last run when it
        /// is unstyled too.
        private mutating func append(_ plain: String, isLiteral: Bool = false) {
            if !isLiteral { markdownSource += InlineMarkdown.escaped(plain) }
            output += plain
            guard hasStyledText, !plain.isEmpty else { return }
            if let last = runs.last, last.style == TextRunStyle(), last.live == nil, last.link == nil {
                runs[runs.count - 1].string += plain
            } else {
                runs.append(TextRun(string: plain))
            }
        }
    }
}
