import Testing
@testable import TrellisCore

/// A `Text` interpolated into a key keeps its style.
@Suite("Interpolated text")
@MainActor
struct InterpolatedTextTests {
    @Test func anInterpolatedTextKeepsItsStyleAndTheRestIsPlain() {
        let text = Text("Hello \(Text("world").bold()), \(3) times")
        #expect(text.content == "Hello world, 3 times")
        #expect(text.runs.map(\.string) == ["Hello ", "world", ", 3 times"])
        #expect(text.runs.map(\.style.weight) == [nil, .bold, nil])
    }

    @Test func aPlainKeyKeepsOneRun() {
        #expect(Text("Count: \(3)").runs == [TextRun(string: "Count: 3")])
    }
}
