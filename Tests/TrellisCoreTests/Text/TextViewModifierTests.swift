import Testing
@testable import TrellisCore

/// The text-styling modifiers on any view (`VStack { … }.bold()`): they
/// reach every text inside; a text's own modifiers win, and among view
/// modifiers the innermost does. Characters are 7 points wide at 13 pt,
/// lines 16 high (ascent 12, descent 4).
@Suite("Text view modifiers")
@MainActor
struct TextViewModifierTests {
    /// The texts and fills painted for `view`, laid out at the top left.
    private func painted<V: View>(_ view: V) -> (texts: [(String, CGPoint, ResolvedFont)], fills: [Path]) {
        let host = ViewHost(rootView: view.fixedSize().frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading),
                            measurer: FixedWidthMeasurer(), clock: VirtualClock())
        host.resize(to: CGSize(width: 200, height: 100))
        _ = host.update()
        var texts: [(String, CGPoint, ResolvedFont)] = []
        var fills: [Path] = []
        for item in host.displayList().items {
            switch item {
            case .text(let string, let origin, let font, _): texts.append((string, origin, font))
            case .textRun(let run): texts.append((run.string, run.origin, run.font))
            case .fill(let path, _): fills.append(path)
            default: break
            }
        }
        return (texts, fills)
    }

    private func fonts<V: View>(_ view: V) -> [ResolvedFont] { painted(view).texts.map(\.2) }

    @Test func weightItalicAndDesignReachEveryTextInside() {
        #expect(fonts(VStack { Text("a"); Text("b") }.bold()).map(\.weight) == [700, 700])
        #expect(fonts(VStack { Text("a") }.fontWeight(.semibold)).map(\.weight) == [600])
        #expect(fonts(VStack { Text("a") }.italic()).map(\.italic) == [true])
        #expect(fonts(VStack { Text("a") }.fontDesign(.serif)).map(\.family) == ["serif"])
        #expect(fonts(VStack { Text("a") }.monospaced()).map(\.family) == ["monospace"])
        #expect(fonts(VStack { Text("1") }.monospacedDigit()).map(\.monospacedDigit) == [true])
        #expect(fonts(VStack { Text("a") }.fontWidth(.condensed)).map(\.width) == [75])
    }

    @Test func aTextsOwnModifierWinsOverTheViews() {
        #expect(fonts(VStack { Text("a").fontWeight(.light); Text("b") }.bold()).map(\.weight) == [300, 700])
        #expect(fonts(VStack { Text("a").italic(false) }.italic()).map(\.italic) == [false])
        #expect(fonts(VStack { Text("a").monospaced(false) }.monospaced()).map(\.family) == ["sans-serif"])
        #expect(painted(VStack { Text("ab").underline(false) }.underline()).fills.isEmpty)
    }

    @Test func theInnermostViewModifierWins() {
        #expect(fonts(VStack { VStack { Text("a") }.fontWeight(.light) }.bold()).map(\.weight) == [300])
        #expect(fonts(VStack { VStack { Text("a") }.bold(false) }.bold()).map(\.weight) == [400])
        // Unrelated modifiers on the way in add up.
        let font = fonts(VStack { VStack { Text("a") }.italic() }.bold()).first
        #expect(font?.weight == 700 && font?.italic == true)
    }

    @Test func decorationsSpacingAndOffsetApplyToTextInside() {
        // Baseline at 12; the underline 1 below it, the strikethrough 4 above.
        #expect(painted(VStack { Text("ab") }.underline()).fills.map(\.boundingRect) == [CGRect(x: 0, y: 13, width: 14, height: 1)])
        #expect(painted(VStack { Text("ab") }.strikethrough(color: .red)).fills.map(\.boundingRect)
                == [CGRect(x: 0, y: 8, width: 14, height: 1)])
        #expect(TestHost(VStack { Text("abc") }.tracking(2).fixedSize()).frame(text: "abc")?.width == 27)
        #expect(TestHost(VStack { Text("abc") }.kerning(1).fixedSize()).frame(text: "abc")?.width == 24)
        // Raised 3 points: the baseline at 9, the frame unchanged.
        #expect(painted(VStack { Text("ab") }.baselineOffset(3)).texts.map(\.1) == [CGPoint(x: 0, y: 9)])
        #expect(painted(Text("ab").baselineOffset(-2)).texts.map(\.1) == [CGPoint(x: 0, y: 14)])
        #expect(TestHost(Text("ab").baselineOffset(3).fixedSize()).frame(text: "ab")?.size == CGSize(width: 14, height: 16))
    }

    @Test func aBaselineOffsetMovesOnlyItsPartAndItsUnderline() {
        let items = painted(Text("a") + Text("b").baselineOffset(4).underline()).texts
        #expect(items.map(\.1) == [CGPoint(x: 0, y: 12), CGPoint(x: 7, y: 8)])
        #expect(painted(Text("a") + Text("b").baselineOffset(4).underline()).fills.map(\.boundingRect)
                == [CGRect(x: 7, y: 9, width: 7, height: 1)])
    }

    @Test func dottedAndDashedLinesAreOneRectanglePerMark() {
        var dots = Path()
        for x in stride(from: 0 as CGFloat, to: 14, by: 2) { dots.addRect(CGRect(x: x, y: 13, width: 1, height: 1)) }
        #expect(painted(Text("ab").underline(pattern: .dot)).fills == [dots])
        // Dashes 3 on, 2 off; the last cut at the text's end.
        var dashes = Path()
        for x: CGFloat in [0, 5, 10] { dashes.addRect(CGRect(x: x, y: 8, width: min(3, 14 - x), height: 1)) }
        #expect(painted(VStack { Text("ab") }.strikethrough(pattern: .dash)).fills == [dashes])
        #expect(painted(Text("ab").underline(pattern: .solid)).fills.map(\.boundingRect) == [CGRect(x: 0, y: 13, width: 14, height: 1)])
    }
}
