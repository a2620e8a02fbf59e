import Foundation
import Testing
@testable import TrellisCore

/// An input method's pre-edit: XIM's draw edits, the caret in scalars and
/// clusters, and a field that draws it at the caret, underlined, without
/// writing the binding until the commit arrives as typed text. The
/// measurer makes every character 7 points wide.
@Suite("Input method pre-edit")
@MainActor
struct TextCompositionTests {
    @Test func drawEditsReplaceInsertAndDeleteByScalars() {
        var composition = TextComposition()
        composition.replace(first: 0, length: 0, with: "に", caret: 1)
        composition.replace(first: 1, length: 0, with: "h", caret: 2)
        #expect(composition.text == "にh")
        composition.replace(first: 1, length: 1, with: "ほ", caret: 2)
        composition.replace(first: 2, length: 0, with: "n", caret: 3)
        #expect(composition.text == "にほn")
        #expect(composition.caret == 3)
        composition.moveCaret(to: 1)
        #expect(composition.caret == 1)
        composition.replace(first: 0, length: 3, with: "日本", caret: 2)
        #expect(composition.text == "日本")
        // A deletion (no text), then numbers from a confused server: clamped.
        composition.replace(first: 1, length: 5, with: nil, caret: 9)
        #expect(composition.text == "日")
        #expect(composition.caret == 1)
        composition.replace(first: -3, length: -1, with: "x", caret: -2)
        #expect(composition.text == "x日")
        #expect(composition.caret == 0)
        // A combining mark is one cluster with its base: a caret after the
        // mark counts one character.
        let accented = TextComposition("e\u{301}a", caret: 2)
        #expect(accented.caret == 1)
    }

    @Test func itStandsInPlaceOfTheSelection() {
        let state = TextEditingState(text: "hello world", caret: 6)
        var selected = state
        selected.extendSelection(to: 11)
        let composition = TextComposition("世界", caret: 1)
        let shown = composition.shown(in: selected)
        #expect(shown.text == "hello 世界")
        #expect(shown.marked == 6..<8)
        #expect(shown.caret == 7)
        let atCaret = composition.shown(in: state)
        #expect(atCaret.text == "hello 世界world")
    }

    private struct Field: View {
        @State var name = "ab"
        var body: some View {
            VStack {
                Text("name=\(name)")
                TextField("Name", text: $name).frame(width: 200)
            }
        }
    }

    private func drawnTexts(_ host: TestHost) -> [String] {
        host.host.displayList().items.compactMap { item -> String? in
            if case .text(let string, _, _, _) = item { return string }
            return nil
        }
    }

    /// Thin fills one point high: the pre-edit's underline.
    private func underlines(_ host: TestHost) -> [CGRect] {
        host.host.displayList().items.compactMap { item -> CGRect? in
            if case .fill(let path, _) = item, case let rect = path.boundingRect, rect.height == 1, rect.width > 1 { return rect }
            return nil
        }
    }

    @Test func aFieldDrawsThePreeditAtTheCaretUnderlinedAndTheCommitWritesTheBinding() {
        let host = TestHost(Field())
        host.tab()
        host.press(.end)
        let field = host.nodes(kind: "TextField")[0].rect
        let caretBefore = host.host.textInputCaretRect
        // Text starts 6 points in; each character is 7 wide.
        #expect(caretBefore?.minX == field.minX + 6 + 14)
        host.host.handle(.composition(TextComposition("にほ", caret: 2)))
        _ = host.host.update()
        #expect(drawnTexts(host).contains("abにほ"))
        #expect(host.node(text: "name=ab") != nil)    // the binding is untouched
        let underline = underlines(host)
        #expect(underline.count == 1)
        #expect(underline.first?.minX == field.minX + 6 + 14)
        #expect(underline.first?.width == 14)
        // The candidate window goes to the caret, inside the pre-edit.
        #expect(host.host.textInputCaretRect?.minX == field.minX + 6 + 28)
        host.host.handle(.composition(TextComposition("にほ", caret: 1)))
        #expect(host.host.textInputCaretRect?.minX == field.minX + 6 + 21)
        // The method commits: the pre-edit ends and its text is typed.
        host.host.handle(.composition(TextComposition()))
        host.type("日本")
        #expect(host.node(text: "name=ab日本") != nil)
        #expect(drawnTexts(host).contains("ab日本"))
        #expect(underlines(host).isEmpty)
    }

    @Test func aSecureFieldShowsNoPreeditAndNoFocusedTextMeansNoCaretRect() {
        struct Secret: View {
            @State var secret = ""
            var body: some View { SecureField("P", text: $secret).frame(width: 100) }
        }
        let host = TestHost(Secret())
        #expect(host.host.textInputCaretRect == nil)
        host.tab()
        host.host.handle(.composition(TextComposition("x", caret: 1)))
        _ = host.host.update()
        #expect(!drawnTexts(host).contains("x"))
        #expect(underlines(host).isEmpty)
    }
}
