import Testing
@testable import TrellisCore

/// Styled text: the modifiers that return `Text`, concatenation and the
/// text environment. Characters are 7 points wide at 13 pt (scaled with
/// the size), lines 16 high (ascent 12, descent 4).
@Suite("Styled text")
@MainActor
struct StyledTextTests {
    /// The text items and fills painted for `view`, laid out at the top left.
    private func painted<V: View>(_ view: V, measurer: TextMeasurer = FixedWidthMeasurer())
        -> (texts: [(String, CGPoint, ResolvedFont)], fills: [CGRect]) {
        let host = ViewHost(rootView: view.fixedSize().frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading),
                            measurer: measurer, clock: VirtualClock())
        host.resize(to: CGSize(width: 200, height: 100))
        _ = host.update()
        var texts: [(String, CGPoint, ResolvedFont)] = []
        var fills: [CGRect] = []
        for item in host.displayList().items {
            switch item {
            case .text(let string, let origin, let font, _): texts.append((string, origin, font))
            case .fill(let path, _): fills.append(path.boundingRect)
            default: break
            }
        }
        return (texts, fills)
    }

    @Test func concatenationKeepsEachPartsFont() {
        let text = Text("ab").font(.system(size: 26)) + Text("cd")
        let host = TestHost(text.fixedSize(), width: 200, height: 100)
        // "ab" at 26 pt is 28 wide, "cd" 14; the line holds the taller font: 24 + 8.
        #expect(host.frame(text: "abcd")?.size == CGSize(width: 42, height: 32))
        let items = painted(text).texts
        #expect(items.map(\.0) == ["ab", "cd"])
        #expect(items.map(\.1) == [CGPoint(x: 0, y: 24), CGPoint(x: 28, y: 24)])
        #expect(items.map(\.2.size) == [26, 13])
    }

    @Test func theInnermostModifierWins() {
        let items = painted((Text("a").fontWeight(.light) + Text("b").italic()).bold().italic(false)).texts
        #expect(items.map(\.2.weight) == [300, 700])
        #expect(items.map(\.2.italic) == [false, true])
    }

    @Test func fontDesignAndBoldReachTheResolvedFont() {
        let font = painted(Text("1").fontDesign(.monospaced).bold()).texts.first?.2
        #expect(font == ResolvedFont(family: "monospace", size: 13, weight: 700, italic: false))
    }

    @Test func trackingAndKerningAddSpaceAfterEveryCharacter() {
        #expect(TestHost(Text("abc").tracking(2).fixedSize()).frame(text: "abc")?.width == 27)
        #expect(TestHost(Text("abc").kerning(1).fixedSize()).frame(text: "abc")?.width == 24)
        // With both, tracking is used.
        #expect(TestHost(Text("abc").kerning(5).tracking(2).fixedSize()).frame(text: "abc")?.width == 27)
        // One run, shaped as a whole by the measurer, which spaces it out
        // (letters drawn one by one could not join or kern).
        let items = painted(Text("abc").tracking(2)).texts
        #expect(items.map(\.0) == ["abc"])
        #expect(items.map(\.2.tracking) == [2])
        #expect(painted(Text("abc").kerning(5).tracking(2)).texts.map(\.2.tracking) == [2])
    }

    @Test func monospacedDigitsAreAllAsWideAsZero() {
        let measurer = NarrowOneMeasurer()
        let plain = ViewHost(rootView: Text("11"), measurer: measurer, clock: VirtualClock())
        #expect(plain.sizeThatFits(.unspecified).width == 6)
        let monospaced = ViewHost(rootView: Text("11").monospacedDigit(), measurer: measurer, clock: VirtualClock())
        #expect(monospaced.sizeThatFits(.unspecified).width == 14)
        // The digits go to the measurer as one run that asks for them.
        #expect(painted(Text("11").monospacedDigit(), measurer: measurer).texts.map(\.2.monospacedDigit) == [true])
    }

    @Test func underlineAndStrikethroughAreRectanglesUnderAndThroughTheText() {
        // Baseline at 12; the underline 1 below it, the strikethrough 4 above.
        #expect(painted(Text("ab").underline()).fills == [CGRect(x: 0, y: 13, width: 14, height: 1)])
        #expect(painted(Text("ab").strikethrough()).fills == [CGRect(x: 0, y: 8, width: 14, height: 1)])
        #expect(painted(Text("ab").underline(false)).fills.isEmpty)
        // Only the underlined part.
        #expect(painted(Text("ab") + Text("cd").underline()).fills == [CGRect(x: 14, y: 13, width: 14, height: 1)])
    }

    @Test func aTruncatedStyledLineKeepsEachPartsStyleAndEndsInTheLastOnes() {
        let text = (Text("aaa ").bold() + Text("bbb ccc")).lineLimit(1).frame(width: 50)
        let items = painted(text).texts
        // "aaa bb" (42) and "…" (7) fit 50.
        #expect(items.map(\.0) == ["aaa ", "bb", "…"])
        #expect(items.map(\.2.weight) == [700, 400, 400])
        // The 49-point line is centred in the 50-point frame.
        #expect(items.map(\.1.x) == [0.5, 28.5, 42.5])
    }

    @Test func textCaseChangesWhatIsShownNotTheText() {
        let host = TestHost(Text("Hi there").textCase(.uppercase).fixedSize())
        #expect(host.frame(text: "Hi there")?.width == 56)
        #expect(painted(Text("Hi") + Text("There").bold()).texts.map(\.0) == ["Hi", "There"])
        #expect(painted((Text("Hi") + Text("There").bold()).textCase(.lowercase)).texts.map(\.0) == ["hi", "there"])
        #expect(painted(Text("Hi").textCase(.uppercase)).texts.map(\.0) == ["HI"])
    }

    @Test func lineSpacingGoesBetweenLinesOnly() {
        let host = TestHost(Text("aaa bbb").frame(width: 30).lineSpacing(4))
        #expect(host.frame(text: "aaa bbb")?.height == 36)
        #expect(painted(Text("aaa\nbbb").lineSpacing(4)).texts.map(\.1.y) == [12, 32])
        // A height for one spaced line and a bit keeps one line.
        let limited = TestHost(Text("aaa bbb").frame(width: 30, height: 30).lineSpacing(4))
        #expect(limited.frame(text: "aaa bbb")?.height == 16)
    }
    @Test func aPartsForegroundStyleResolvesAgainstTheForegroundAroundIt() {
        let host = TestHost((Text("a").foregroundStyle(.secondary) + Text("b")).foregroundColor(.red).foregroundStyle(.blue)
            .fixedSize())
        var colors: [RGBAColor] = []
        for case .text(_, _, _, let color) in host.host.displayList().items { colors.append(color) }
        // "a" is the environment's foreground dimmed; "b" takes the outer style.
        #expect(colors == [Color.primary.resolved(in: EnvironmentValues()).multiplyingAlpha(by: 0.5 / 0.85), Color.red.resolved(in: EnvironmentValues())])
    }
}

/// "1" is 3 points wide, every other character 7; with monospaced digits, 7.
private final class NarrowOneMeasurer: TextMeasurer {
    func width(of text: Substring, font: ResolvedFont) -> CGFloat {
        CGFloat(text.reduce(0) { $0 + ($1 == "1" && !font.monospacedDigit ? 3 : 7) })
    }

    func lineMetrics(of font: ResolvedFont) -> LineMetrics { LineMetrics(ascent: 12, descent: 4) }
}
