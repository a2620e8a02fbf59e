import Foundation
import Testing
@testable import TrellisCore

/// Very large input is laid out, not refused: long texts, many tiles,
/// scripts that combine, run right to left or have no spaces.
@Suite("Huge input")
@MainActor
struct HugeInputTests {
    @Test func aHundredThousandCharacterTextWrapsCompletely() {
        let words = (0..<30_000).map { "w\($0 % 1000)" }.joined(separator: " ")
        let text = String(words.prefix(99_999)) + "x"   // ends in a word, not a space
        #expect(text.count == 100_000)
        let start = Date()
        let host = TestHost(ScrollView { Text(text) }, width: 300, height: 400)
        let elapsed = Date().timeIntervalSince(start)
        let node = host.node(text: text)!
        // Every line is at most 300 points; the lines hold every word.
        #expect(node.frame[2] <= 300)
        let layout = LineBreaker(measurer: FixedWidthMeasurer(), font: Font.body.resolved).layout(text, width: 300, maxLines: nil)
        #expect(layout.lines.map(\.text).joined(separator: " ") == text)
        #expect(node.frame[3] == Double(layout.lines.count * 16))
        print("100,000-character text laid out in \(Int(elapsed * 1000)) ms (\(layout.lines.count) lines)")
    }

    @Test func combiningMarksRightToLeftAndCJKBreakWithoutSplittingCharacters() {
        let breaker = LineBreaker(measurer: FixedWidthMeasurer(), font: Font.body.resolved)
        // "é" and "è" written with combining accents stay single characters.
        let accents = breaker.layout("e\u{301}le\u{300}ve e\u{301}le\u{300}ve", width: 40, maxLines: nil)
        #expect(accents.lines.map(\.text) == ["e\u{301}le\u{300}ve", "e\u{301}le\u{300}ve"])
        // Arabic breaks at its spaces like any other script.
        let arabic = breaker.layout("مرحبا بالعالم الجميل", width: 60, maxLines: nil)
        #expect(arabic.lines.map(\.text) == ["مرحبا", "بالعالم", "الجميل"])
        // Chinese breaks between ideographs; an emoji family is one character.
        #expect(breaker.layout("你好世界你好", width: 28, maxLines: nil).lines.map(\.text) == ["你好世界", "你好"])
        #expect(breaker.layout("👩‍👩‍👧👩‍👩‍👧", width: 7, maxLines: nil).lines.count == 2)
    }

    @Test func tenThousandTilesLayOutAndScrollAndOnlyVisibleOnesPaint() {
        struct Tiles: View {
            var body: some View {
                ScrollView {
                    VStack(spacing: 8) {
                        ForEach(0..<10_000, id: \.self) { Text("Tile \($0)").frame(maxWidth: .infinity, minHeight: 40) }
                    }
                }
            }
        }
        let host = TestHost(Tiles(), width: 300, height: 400)
        #expect(host.nodes(kind: "Text").count == 10_000)
        // Only what is inside the 400-point viewport is painted.
        let texts = host.host.displayList().items.filter { if case .text = $0 { return true }; return false }
        #expect(texts.count <= 10)
        host.host.handle(.scroll(CGPoint(x: 150, y: 200), delta: CGSize(width: 0, height: 480_000)))
        _ = host.host.update()
        let painted = host.host.displayList().items.compactMap { item -> String? in
            if case .text(let string, _, _, _) = item { return string }
            return nil
        }
        #expect(painted.last == "Tile 9999")
    }
}
