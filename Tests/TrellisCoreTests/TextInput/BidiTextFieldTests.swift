import Testing
@testable import TrellisCore

/// A text field holding mixed directions: its line is drawn run by run in
/// visual order, each run in its direction, the caret stands where GTK's
/// strong cursor does, Left and Right move it in logical order (Qt's
/// default: Right goes on in a left-to-right line, back in a right-to-left
/// one), and a selection is highlighted over the glyphs of the selected
/// characters — one rectangle per run. Characters are 7
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
        var directions: [String: Bool] = [:]
        for case let (string, origin, _, rightToLeft)? in host.host.displayList().items.map(\.drawnText) {
            drawn[string] = origin.x - left
            directions[string] = rightToLeft ?? false
        }
        // "abc " from the left edge, then the Hebrew word, drawn as one right-to-left run.
        #expect(drawn == ["abc ": 0, "שלום": 28])
        #expect(directions == ["abc ": false, "שלום": true])
    }

    @Test func arrowsMoveTheCaretInLogicalOrder() {
        let host = TestHost(Field())
        host.tab()
        host.press(.home)
        #expect(session(host).state.head == 0)
        // The line reads left to right ("a" is its first strong letter):
        // Right goes on character by character, through "abc " and into
        // the Hebrew word in the order it is typed, whose caret then moves
        // leftwards on the screen.
        var heads: [Int] = []
        var carets: [CGFloat] = []
        for _ in 0..<6 {
            host.press(.rightArrow)
            heads.append(session(host).state.head)
            carets.append(caretX(host) - textLeft(host))
        }
        #expect(heads == [1, 2, 3, 4, 5, 6])
        // After "abc " the caret stands at the Hebrew word's right edge (its
        // logical start, 28 + 28), then one letter further left each time.
        #expect(carets == [7, 14, 21, 56, 49, 42])
        host.press(.leftArrow)
        #expect(session(host).state.head == 5)
        // Ctrl moves by word in the same order; Shift extends the logical selection.
        host.press(.leftArrow, modifiers: .control)
        #expect(session(host).state.head == 4)
        host.press(.rightArrow, modifiers: [.control, .shift])
        #expect(session(host).state.selection == 4..<8)
        // Without Shift, Left collapses a selection to its logical start, Right to its end.
        host.press(.leftArrow)
        #expect(session(host).state.head == 4 && !session(host).state.hasSelection)
    }

    @Test func rightGoesBackInARightToLeftLine() {
        struct Hebrew: View {
            @State var text = "שלום abc"
            var body: some View { TextField("Text", text: $text).frame(width: 200) }
        }
        let host = TestHost(Hebrew())
        host.tab()
        host.press(.end)
        #expect(session(host).state.head == 8)
        // The line reads right to left: Right moves to the previous character…
        var heads: [Int] = []
        for _ in 0..<3 {
            host.press(.rightArrow)
            heads.append(session(host).state.head)
        }
        #expect(heads == [7, 6, 5])
        // …Left to the next, Shift+Left extends towards the logical end.
        host.press(.leftArrow)
        #expect(session(host).state.head == 6)
        host.press(.leftArrow, modifiers: .shift)
        host.press(.leftArrow, modifiers: .shift)
        #expect(session(host).state.selection == 6..<8)
        // A selection collapses to its logical end with Left, its start with Right.
        host.press(.rightArrow)
        #expect(session(host).state.head == 6)
        // Ctrl+Right goes back to the start of "abc", Ctrl+Left on to its end.
        host.press(.rightArrow, modifiers: .control)
        #expect(session(host).state.head == 5)
        host.press(.leftArrow, modifiers: .control)
        #expect(session(host).state.head == 8)
        // A field with no strong letters reads as the layout does.
        struct Digits: View {
            @State var text = "12 34"
            var body: some View { TextField("Text", text: $text).frame(width: 200) }
        }
        let rtl = TestHost(Digits().environment(\.layoutDirection, .rightToLeft))
        rtl.tab()
        rtl.press(.home)
        rtl.press(.leftArrow)
        #expect(session(rtl).state.head == 1)
        let ltr = TestHost(Digits())
        ltr.tab()
        ltr.press(.home)
        ltr.press(.leftArrow)
        #expect(session(ltr).state.head == 0)
    }

    /// The caret's x: the one-point-wide fill the focused field draws.
    private func caretX(_ host: TestHost) -> CGFloat {
        var found: CGFloat = .nan
        for case .fill(let path, _) in host.host.displayList().items where path.boundingRect.width == 1 {
            found = path.boundingRect.minX
        }
        return found
    }

    @Test func aSelectionIsHighlightedOverItsGlyphs() {
        let host = TestHost(Field())
        host.tab()
        host.press(.end)
        host.press(.leftArrow)   // 7: between "ל" and "ם"
        host.press(.leftArrow, modifiers: .shift)
        host.press(.leftArrow, modifiers: .shift)
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
        // the line is drawn in logical order instead of measuring every caret
        // place; it still reads right to left, so Left moves on.
        struct Long: View {
            @State var text = String(repeating: "שלום ", count: 12_000)
            var body: some View { TextField("Text", text: $text).frame(width: 200) }
        }
        let host = TestHost(Long())
        host.tab()
        host.press(.home)
        host.press(.leftArrow)
        #expect(session(host).state.head == 1)
        host.press(.rightArrow)
        #expect(session(host).state.head == 0)
        // Bidi controls nested far past the algorithm's depth, and ten thousand
        // marks on one letter, in a right-to-left text: laid out and drawn.
        let nested = String(repeating: "\u{202B}\u{202A}", count: 200) + "abc שלום" + String(repeating: "\u{202C}", count: 400)
        let marks = "ש" + String(repeating: "\u{05B8}", count: 10_000)
        let text = TestHost(VStack { Text(nested); Text(marks) }.environment(\.layoutDirection, .rightToLeft))
        #expect(text.host.displayList().items.contains { $0.drawnText != nil })
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
