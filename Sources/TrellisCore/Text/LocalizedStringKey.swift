import Foundation

/// The key of a string literal passed to `Text` or `Button`. Trellis has no
/// string tables yet, so the key is the text itself, interpolations
/// formatted as `String(describing:)` would, or as their `specifier:` or
/// `format:` says. An interpolated `Text` keeps its style.
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
    let key: String
    /// The parts in their styles, when a `Text` was interpolated; nil for
    /// plain text.
    let runs: [TextRun]?

    public init(_ value: String) { key = value; runs = nil }
    public init(stringLiteral value: String) { key = value; runs = nil }
    public init(stringInterpolation: StringInterpolation) {
        key = stringInterpolation.output
        runs = stringInterpolation.hasStyledText ? stringInterpolation.runs : nil
    }

    public struct StringInterpolation: StringInterpolationProtocol {
        var output = ""
        var runs: [TextRun] = []
        var hasStyledText = false

        public init(literalCapacity: Int, interpolationCount: Int) { output.reserveCapacity(literalCapacity) }
        public mutating func appendLiteral(_ literal: String) { append(literal) }
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
        private mutating func append(_ plain: String) {
            output += plain
            guard hasStyledText, !plain.isEmpty else { return }
            if let last = runs.last, last.style == TextRunStyle() {
                runs[runs.count - 1].string += plain
            } else {
                runs.append(TextRun(string: plain))
            }
        }
    }
}
