import Foundation
import Testing
@testable import TrellisCore

/// A format that counts how often it ran, to see when the memo formats.
private final class Calls: @unchecked Sendable { var count = 0 }

private struct CountingFormat<Input: Hashable & Codable>: FormatStyle {
    let calls: Calls
    func format(_ value: Input) -> String {
        calls.count += 1
        return "\(value)"
    }
    static func == (a: Self, b: Self) -> Bool { a.calls === b.calls }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(calls)) }
    init(calls: Calls) { self.calls = calls }
    init(from decoder: any Decoder) throws { calls = Calls() }
    func encode(to encoder: any Encoder) throws {}
}

/// A value that is `Equatable` but not plain data.
private struct Words: Hashable, Codable, CustomStringConvertible {
    var words: [String]
    var description: String { words.joined(separator: " ") }
}

@Suite("A formatted field's text is kept while its value stays the same")
struct FormattedValueMemoTests {
    @Test func anUnchangedValueIsNotFormattedAgain() {
        let calls = Calls()
        let memo = FormattedValueMemo(CountingFormat<Int>(calls: calls))
        #expect(memo.text(for: 5) == "5")
        #expect(memo.text(for: 5) == "5")
        #expect(calls.count == 1)
        #expect(memo.text(for: 6) == "6")
        #expect(calls.count == 2)
    }

    @Test func negativeZeroIsNotTakenForZero() {
        let memo = FormattedValueMemo(FloatingPointFormatStyle<Double>.number)
        let zero = memo.text(for: 0.0)
        let negative = memo.text(for: -0.0)
        #expect(zero == FloatingPointFormatStyle<Double>.number.format(0.0))
        #expect(negative == FloatingPointFormatStyle<Double>.number.format(-0.0))
    }

    @Test func equatableValuesAreComparedWithTheirEquality() {
        let calls = Calls()
        let memo = FormattedValueMemo(CountingFormat<Words>(calls: calls))
        #expect(memo.text(for: Words(words: ["a", "b"])) == "a b")
        #expect(memo.text(for: Words(words: ["a", "b"])) == "a b")
        #expect(calls.count == 1)
        #expect(memo.text(for: Words(words: ["c"])) == "c")
        #expect(calls.count == 2)
    }
}
