/// The text a field's format made of its value last, kept while the value
/// stays equal: a `TextField(value:format:)` is painted at every frame
/// that repaints it, and Foundation's number formatting (ICU) costs more
/// than the rest of the field's painting. Only plain data and `Equatable`
/// values are remembered; others are formatted each time.
///
/// Held by the field's reading closure, which the main actor calls.
final class FormattedValueMemo<F: FormatStyle>: @unchecked Sendable where F.FormatOutput == String {
    private let format: F
    private let isEqual: ((F.FormatInput, F.FormatInput) -> Bool)?
    private var last: (input: F.FormatInput, output: String)?

    init(_ format: F) {
        self.format = format
        isEqual = Self.equality(of: F.FormatInput.self)
    }

    func text(for value: F.FormatInput) -> String {
        if let last, let isEqual, isEqual(last.input, value) { return last.output }
        let output = format.format(value)
        if isEqual != nil { last = (value, output) }
        return output
    }

    /// Plain data by its bits (-0.0 formats unlike 0.0, which `==` calls
    /// equal), other `Equatable` values by `==`.
    private static func equality<T>(of _: T.Type) -> ((T, T) -> Bool)? {
        if _isPOD(T.self) {
            return { a, b in
                withUnsafeBytes(of: a) { left in withUnsafeBytes(of: b) { right in left.elementsEqual(right) } }
            }
        }
        guard let equatable = T.self as? any Equatable.Type else { return nil }
        func compare<E: Equatable>(_: E.Type) -> (T, T) -> Bool {
            { a, b in
                guard let a = a as? E, let b = b as? E else { return false }
                return a == b
            }
        }
        return compare(equatable)
    }
}
