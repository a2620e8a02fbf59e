import Testing
@testable import TrellisCore

/// A text field holding mixed directions: its line is drawn run by run in
/// visual order, the caret stands where GTK's strong cursor does, Left and
/// Right move it on the screen (so inside a right-to-left run Right goes
/// back in logical order), and a selection is highlighted over the glyphs
/// of the selected characters — one rectangle per run. Characters are 7
/// points wide; the field's text starts 6 points in from its edge.
@Suite("Bidirectional text fields")
@MainActor
struct BidiTextFieldTests {
    private struct Field: View {
        @State var text = "abc שלום"
        var body: some View { TextField("Text", text: $text).frame(width: 200) }
    }

    private func session(_ host: TestHost) -> TextEditingSession {
        var found: ViewNode?
        func visit(_ node: ViewNode) {
            if node.unit is EditableText { found = node }
            node.children.forEach(visit)
        }
        visit(host.host.root)
        return found!.textEditor as! TextEditingSession
    }

    private func textLeft(_ host: TestHost) -> CGFloat { host.nodes(kind: "TextField")[0].rect.minX + 6 }

    @Test func theLineIsDrawnInVisualOrder() {
        let host = TestHost(Field())
        let left = textLeft(host)
        var drawn: [String: CGFloat] = [:]
        for case .text(let string, let origin, _, _) in host.host.displayList().items { drawn[string] = origin.x - left }
        // "abc " from the left edge, then the Hebrew word, drawn as one right-to-left run.
        #expect(drawn == ["abc ": 0, "שלום": 28])
    }

    @Test func arrowsMoveTheCaretOnTheScreen() {
        let host = TestHost(Field())
        host.tab()
        host.press(.home)
        #expect(session(host).state.head == 0)
        // Right through "abc " (offsets 1, 2, 3), then the left edge of the
        // Hebrew word, which is the logical end (8), then leftwards in logical
        // order: 7, 6…
        var heads: [Int] = []
        for _ in 0..<6 {
            host.press(.rightArrow)
            heads.append(session(host).state.head)
        }
        #expect(heads == [1, 2, 3, 8, 7, 6])
        host.press(.leftArrow)
        #expect(session(host).state.head == 7)
    }

    @Test func aSelectionIsHighlightedOverItsGlyphs() {
        let host = TestHost(Field())
        host.tab()
        host.press(.end)
        host.press(.rightArrow)   // 7: between "ל" and "ם" on the screen
        host.press(.rightArrow, modifiers: .shift)
        host.press(.rightArrow, modifiers: .shift)
        #expect(session(host).state.selection == 5..<7)
        // Characters 5 and 6 ("ול") of the run at 28…56 drawn right to left: 35…49.
        let left = textLeft(host)
        let field = host.nodes(kind: "TextField")[0].rect
        var highlights: [CGRect] = []
        for case .fill(let path, _) in host.host.displayList().items {
            let box = path.boundingRect
            if box.height < field.height - 1, box.width > 1, box.width < 100 { highlights.append(box) }
        }
        #expect(highlights.map { $0.minX - left } == [35], "\(highlights)")
        #expect(highlights.map(\.width) == [14])
    }

    @Test func aSelectionAcrossBothRunsIsTwoRectangles() {
        let host = TestHost(Field())
        host.tab()
        host.press(.home)
        for _ in 0..<2 { host.press(.rightArrow) }
        // Shift+End: characters 2…8, "c " and the whole Hebrew word.
        host.press(.end, modifiers: .shift)
        let left = textLeft(host)
        let field = host.nodes(kind: "TextField")[0].rect
        var highlights: [CGFloat] = []
        for case .fill(let path, _) in host.host.displayList().items {
            let box = path.boundingRect
            if box.height < field.height - 1, box.width > 1, box.width < 100 { highlights.append(box.minX - left) }
        }
        #expect(highlights == [14, 28])
    }

    @Test func hostileLinesStayBounded() {
        // 60,000 Hebrew letters in a field: past `VisualLine.maximumCharacters`
        // the line is edited in logical order instead of measuring every caret place.
        struct Long: View {
            @State var text = String(repeating: "שלום ", count: 12_000)
            var body: some View { TextField("Text", text: $text).frame(width: 200) }
        }
        let host = TestHost(Long())
        host.tab()
        host.press(.home)
        host.press(.rightArrow)
        #expect(session(host).state.head == 1)
        // Bidi controls nested far past the algorithm's depth, and ten thousand
        // marks on one letter, in a right-to-left text: laid out and drawn.
        let nested = String(repeating: "\u{202B}\u{202A}", count: 200) + "abc שלום" + String(repeating: "\u{202C}", count: 400)
        let marks = "ש" + String(repeating: "\u{05B8}", count: 10_000)
        let text = TestHost(VStack { Text(nested); Text(marks) }.environment(\.layoutDirection, .rightToLeft))
        #expect(text.host.displayList().items.contains { if case .text = $0 { true } else { false } })
    }

    @Test func aFieldAlignsItsTextByTheMultilineAlignmentMirroredInRightToLeft() {
        struct Plain: View {
            @State var text = "abc"
            var body: some View { TextField("Text", text: $text).frame(width: 200) }
        }
        func drawnX(_ host: TestHost) -> CGFloat? {
            for case .text(let string, let origin, _, _) in host.host.displayList().items where string == "abc" {
                return origin.x - textLeft(host)
            }
            return nil
        }
        // The text area is 188 wide; "abc" is 21.
        #expect(drawnX(TestHost(Plain())) == 0)
        let rtl = TestHost(Plain().environment(\.layoutDirection, .rightToLeft))
        #expect(drawnX(rtl) == 167, "leading is the right edge")
        #expect(drawnX(TestHost(Plain().multilineTextAlignment(.center))) == 83)
        // A click left of the text puts the caret before its first character.
        rtl.tab()
        let field = rtl.nodes(kind: "TextField")[0].rect
        rtl.click(CGPoint(x: textLeft(rtl) + 100, y: field.midY))
        #expect(session(rtl).state.head == 0)
        rtl.click(CGPoint(x: textLeft(rtl) + 175, y: field.midY))
        #expect(session(rtl).state.head == 1)
    }
}
