/// The key of a string literal passed to `Text` or `Button`. Trellis has no
/// string tables yet, so the key is the text itself, interpolations
/// formatted as `String(describing:)` would.
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
    }
}
