import Testing
@testable import TrellisCore

/// The editing model: grapheme clusters, words, selection, undo grouping.
@Suite("Text editing state")
struct TextEditingStateTests {
    @Test func typingAndBackspaceMoveByGraphemeClusters() {
        var state = TextEditingState()
        for piece in ["a", "👍🏽", "e\u{301}", "한", "👨‍👩‍👧"] { state.insert(piece) }
        #expect(state.text == "a👍🏽é한👨‍👩‍👧")
        #expect(state.count == 5)
        state.move(forward: false, by: .character, extend: false)
        state.move(forward: false, by: .character, extend: false)
        state.deleteBackward()
        #expect(state.text == "a👍🏽한👨‍👩‍👧")
        #expect(state.head == 2)
        state.deleteForward()
        #expect(state.text == "a👍🏽👨‍👩‍👧")
        state.move(forward: true, by: .character, extend: true)
        #expect(state.selectedText == "👨‍👩‍👧")
    }

    @Test func arrowsCollapseASelectionShiftArrowsExtendIt() {
        var state = TextEditingState(text: "hello world", caret: 5)
        state.move(forward: true, by: .character, extend: true)
        state.move(forward: true, by: .character, extend: true)
        #expect(state.selection == 5..<7)
        state.move(forward: false, by: .character, extend: false)
        #expect(state.selection == 5..<5)
        state.move(forward: false, by: .document, extend: true)
        #expect(state.selectedText == "hello")
        state.insert("bye")
        #expect(state.text == "bye world")
        #expect(state.head == 3)
    }

    @Test func controlArrowsMoveByWords() {
        var state = TextEditingState(text: "one, two_2  three", caret: 0)
        state.move(forward: true, by: .word, extend: false)
        #expect(state.head == 3)
        state.move(forward: true, by: .word, extend: false)
        #expect(state.head == 10)
        state.move(forward: true, by: .word, extend: false)
        #expect(state.head == 17)
        state.move(forward: false, by: .word, extend: false)
        #expect(state.head == 12)
        state.deleteBackward(byWord: true)
        #expect(state.text == "one, three")
    }

    @Test func doubleAndTripleClickSelectWordAndLine() {
        var state = TextEditingState(text: "first line\nsecond  word here")
        state.selectWord(at: 13)
        #expect(state.selectedText == "second")
        state.selectWord(at: 18)
        #expect(state.selectedText == "  ")
        state.selectParagraph(at: 3)
        #expect(state.selectedText == "first line")
        state.selectParagraph(at: 20)
        #expect(state.selectedText == "second  word here")
        state.move(forward: false, by: .line, extend: false)
        #expect(state.head == 11)
    }

    @Test func typingBurstsUndoTogetherAndAPauseOrAMoveSplitsThem() {
        var state = TextEditingState()
        for (i, c) in "hello".enumerated() { state.insert(String(c), at: Double(i) * 0.2) }
        for (i, c) in " world".enumerated() { state.insert(String(c), at: 3 + Double(i) * 0.2) }
        state.move(forward: false, by: .document, extend: false)
        state.insert(">", at: 10)
        #expect(state.text == ">hello world")
        state.undo()
        #expect(state.text == "hello world")
        state.undo()
        #expect(state.text == "hello")
        #expect(state.head == 5)
        state.redo()
        #expect(state.text == "hello world")
        state.undo()
        state.undo()
        #expect(state.text == "")
        #expect(!state.canUndo)
        state.redo()
        state.redo()
        state.redo()
        #expect(state.text == ">hello world")
        #expect(!state.canRedo)
        // A new edit clears the redo steps.
        state.undo()
        state.insert("!", at: 20)
        #expect(!state.canRedo)
    }

    @Test func backspacesInARowUndoTogether() {
        var state = TextEditingState(text: "abcdef")
        state.deleteBackward(at: 0)
        state.deleteBackward(at: 0.1)
        state.deleteBackward(at: 0.2)
        #expect(state.text == "abc")
        state.undo()
        #expect(state.text == "abcdef")
        #expect(state.head == 6)
    }

    @Test func undoRestoresTheSelectionThatWasReplaced() {
        var state = TextEditingState(text: "keep THIS text")
        state.select(5..<9)
        state.insert("that")
        #expect(state.text == "keep that text")
        state.undo()
        #expect(state.text == "keep THIS text")
        #expect(state.selection == 5..<9)
    }

    @Test func anOutsideChangeClampsTheCaretAndKeepsTheText() {
        var state = TextEditingState(text: "a long sentence", caret: 12)
        state.select(4..<14)
        state.adopt("short")
        #expect(state.text == "short")
        #expect(state.selection == 4..<5)
        #expect(!state.canUndo)
        state.adopt("")
        #expect(state.selection == 0..<0)
    }

    /// A search completion or a value formatted on commit replaces the
    /// text under a caret at its end: the caret stays at the end.
    @Test func aCaretAtTheEndStaysAtTheEndOfAnOutsideChange() {
        var state = TextEditingState(text: "Al", caret: 2)
        state.adopt("Alan Turing")
        #expect(state.selection == 11..<11)
        state.setCaret(1)
        state.adopt("Alan M. Turing")
        #expect(state.selection == 1..<1)
    }

    @Test func aCombiningMarkTypedAfterALetterJoinsIt() {
        var state = TextEditingState(text: "e")
        state.insert("\u{301}")
        #expect(state.text == "é")
        #expect(state.count == 1)
        #expect(state.head == 1)
    }
}
