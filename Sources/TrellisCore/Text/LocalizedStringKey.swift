import Foundation

/// The key of a string literal passed to `Text` or `Button`. Trellis has no
/// string tables yet, so the key is the text itself, interpolations
/// formatted as `String(describing:)` would, or as their `specifier:` or
/// `format:` says.
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
    let key: String

    public init(_ value: String) { key = value }
    public init(stringLiteral value: String) { key = value }
    public init(stringInterpolation: StringInterpolation) { key = stringInterpolation.output }

    public struct StringInterpolation: StringInterpolationProtocol {
        var output = ""
        public init(literalCapacity: Int, interpolationCount: Int) { output.reserveCapacity(literalCapacity) }
        public mutating func appendLiteral(_ literal: String) { output += literal }
        public mutating func appendInterpolation<T>(_ value: T) { output += String(describing: value) }
        public mutating func appendInterpolation(_ value: String) { output += value }
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) { output += String(value) }

        /// `printf`-style, in the POSIX locale (Trellis has no locale
        /// environment yet): `"\(0.5, specifier: "%.2f")"` is "0.50".
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) {
            output += String(format: specifier, value._arg)
        }

        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
        where F.FormatInput: Equatable, F.FormatOutput == String {
            output += format.format(input)
        }
    }
}
