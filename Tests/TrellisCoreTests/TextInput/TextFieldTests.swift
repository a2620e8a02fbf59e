import Foundation
import Testing
@testable import TrellisCore

/// Text fields, secure fields and text editors driven headlessly: typing,
/// the binding, number formats, submit, the clipboard, the pointer, the
/// caret's blink. The measurer makes every character 7 points wide.
@Suite("Text fields")
@MainActor
struct TextFieldTests {
    final class Model {
        var log: [String] = []
    }

    private struct Form: View {
        @State var name = ""
        @State var amount = 12
        let model: Model
        var body: some View {
            VStack {
                Text("name=\(name) amount=\(amount)")
                TextField("Name", text: $name)
                TextField("Amount", value: $amount, format: .number)
                    .onSubmit { model.log.append("submit \(amount)") }
                Button("Submit") { model.log.append("button \(name) \(amount)") }
                    .keyboardShortcut(.defaultAction)
            }
            .frame(width: 200)
        }
    }

    private func editable(_ host: TestHost, _ index: Int = 0) -> ViewNode {
        var found: [ViewNode] = []
        func visit(_ node: ViewNode) {
            if node.unit is EditableText { found.append(node) }
            node.children.forEach(visit)
        }
        visit(host.host.root)
        return found[index]
    }

    private func session(_ host: TestHost, _ index: Int = 0) -> TextEditingSession {
        editable(host, index).textEditor as! TextEditingSession
    }

    @Test func typingWritesTheBindingAndTheFieldIsOneLineHigh() {
        let model = Model()
        let host = TestHost(Form(model: model))
        let field = host.nodes(kind: "TextField")[0].rect
        #expect(abs(field.height - (16 + 6)) < 0.001)
        #expect(field.width == 200)
        host.tab()
        host.type("Ada")
        #expect(host.node(text: "name=Ada amount=12") != nil)
        host.press(.delete)
        host.type("a 👍🏽")
        #expect(host.node(text: "name=Ada 👍🏽 amount=12") != nil)
        host.press(.leftArrow, modifiers: .shift)
        host.press(.delete)
        #expect(host.node(text: "name=Ada  amount=12") != nil)
    }

    @Test func aNumberFieldParsesOnReturnAndKeepsInvalidTextWithoutWritingIt() {
        let model = Model()
        let host = TestHost(Form(model: model))
        host.tab(2)
        #expect(session(host, 1).state.text == "12")
        #expect(session(host, 1).state.selection == 0..<2)   // Tab selects the whole text
        host.type("4x")
        host.press(.return)
        #expect(host.node(text: "name= amount=12") != nil)
        #expect(session(host, 1).state.text == "4x")
        #expect(session(host, 1).isInvalid)
        // The onSubmit action ran, and Return went on to the default button.
        #expect(model.log == ["submit 12", "button  12"])
        host.press(.delete)
        host.type("2")
        host.press(.return)
        #expect(host.node(text: "name= amount=42") != nil)
        #expect(model.log.suffix(2) == ["submit 42", "button  42"])
        // Focus leaving commits too; the text is reformatted.
        host.press(.home)
        host.type("1")
        host.tab()
        #expect(host.node(text: "name= amount=142") != nil)
    }

    @Test func theBindingChangedFromOutsideClampsTheCaret() {
        struct Outside: View {
            @State var text = "a long text here"
            var body: some View {
                VStack {
                    TextField("T", text: $text)
                    Button("Shorten") { text = "ab" }
                }
            }
        }
        let host = TestHost(Outside())
        host.tab()
        host.press(.end)
        #expect(session(host).state.head == 16)
        host.click(text: "Shorten")
        #expect(host.host.focusedNode?.unit is EditableText)
        host.type("c")
        #expect(session(host).state.text == "abc")
    }

    @Test func aClickPlacesTheCaretADoubleClickSelectsAWordADragSelects() {
        struct One: View {
            @State var text = "hello big world"
            var body: some View { TextField("T", text: $text).frame(width: 300) }
        }
        let host = TestHost(One())
        let frame = host.nodes(kind: "TextField")[0].rect
        // Text starts 6 points in; each character is 7 wide: x = 6 + 7·n.
        let y = frame.midY
        host.click(CGPoint(x: frame.minX + 6 + 7 * 7 + 2, y: y))
        #expect(session(host).state.selection == 7..<7)
        #expect(host.host.focusedNode?.unit is EditableText)
        host.click(CGPoint(x: frame.minX + 6 + 7 * 7 + 2, y: y))
        #expect(session(host).state.selectedText == "big")
        host.click(CGPoint(x: frame.minX + 6 + 7 * 7 + 2, y: y))
        #expect(session(host).state.selectedText == "hello big world")
        // Later, a press and a drag select characters.
        host.clock.advance(by: 1)
        host.host.handle(.buttonDown(CGPoint(x: frame.minX + 6 + 7 * 1, y: y), .primary))
        host.host.handle(.pointerMoved(CGPoint(x: frame.minX + 6 + 7 * 5, y: y)))
        host.host.handle(.buttonUp(CGPoint(x: frame.minX + 6 + 7 * 5, y: y), .primary))
        #expect(session(host).state.selectedText == "ello")
    }

    @Test func copyCutAndPasteGoThroughTheClipboardAndPrimary() {
        struct Two: View {
            @State var a = "copy me"
            @State var b = ""
            var body: some View {
                VStack { TextField("A", text: $a); TextField("B", text: $b); SecureField("P", text: $b) }
            }
        }
        let host = TestHost(Two())
        let clipboard = MemoryClipboard()
        host.host.clipboard = clipboard
        host.tab()
        host.press("c", characters: "c", modifiers: .control)
        #expect(clipboard.contents[.clipboard] == "copy me")
        #expect(clipboard.contents[.primary] == "copy me")
        host.press("x", characters: "x", modifiers: .control)
        #expect(session(host).state.text == "")
        host.tab()
        host.press("v", characters: "v", modifiers: .control)
        host.press("v", characters: "v", modifiers: .control)
        #expect(session(host, 1).state.text == "copy mecopy me")
        // The secure field shows bullets and refuses to copy.
        host.tab()
        #expect(session(host, 2).state.text == "copy mecopy me")
        clipboard.contents[.clipboard] = "untouched"
        host.press("c", characters: "c", modifiers: .control)
        #expect(clipboard.contents[.clipboard] == "untouched")
        let texts = host.host.displayList().items.compactMap { item -> String? in
            if case .text(let string, _, _, _) = item { return string }
            return nil
        }
        #expect(texts.contains(String(repeating: "•", count: 14)))
        // A middle click pastes the primary selection where it lands.
        clipboard.contents[.primary] = "P"
        let first = host.nodes(kind: "TextField")[0].rect
        host.host.handle(.buttonDown(CGPoint(x: first.minX + 3, y: first.midY), .middle))
        _ = host.host.update()
        #expect(session(host).state.text == "P")
    }

    @Test func undoAndRedoFromTheKeyboard() {
        struct One: View {
            @State var text = ""
            var body: some View { VStack { Text(text); TextField("T", text: $text) } }
        }
        let host = TestHost(One())
        host.tab()
        host.type("hello")
        host.clock.advance(by: 2)
        host.type(" you")
        host.press("z", characters: "z", modifiers: .control)
        #expect(host.node(text: "hello") != nil)
        host.press("z", characters: "z", modifiers: [.control, .shift])
        #expect(host.node(text: "hello you") != nil)
        host.press("a", characters: "a", modifiers: .control)
        host.type("X")
        #expect(host.node(text: "X") != nil)
    }

    @Test func aThousandKeystrokesArriveInOrder() {
        struct One: View {
            @State var text = ""
            var body: some View { TextField("T", text: $text) }
        }
        let host = TestHost(One())
        host.tab()
        let expected = (0..<1000).map { String(UnicodeScalar(UInt8(97 + $0 % 26))) }.joined()
        for character in expected {
            host.host.handle(.keyDown(KeyEquivalent(character), characters: String(character)))
        }
        _ = host.host.update()
        #expect(session(host).state.text == expected)
    }

    @Test func aTextEditorWrapsTakesReturnAndMovesBetweenLines() {
        struct Editor: View {
            @State var text = "one two three four"
            var body: some View { TextEditor(text: $text).frame(width: 80, height: 60) }
        }
        let host = TestHost(Editor())
        host.tab()
        let node = editable(host)
        let editor = node.unit as! EditableText
        // 70 points inside: ten characters per line.
        let lines = editor.lines(session(host).state.text, node: node, width: editor.contentRect(node).width)
        #expect(lines.lines.map(\.text) == ["one two ", "three four"])
        host.press(.home, modifiers: .control)
        host.press(.downArrow)
        #expect(session(host).state.head == 8)
        host.press(.end)
        host.press(.return)
        host.type("x")
        #expect(session(host).state.text == "one two three four\nx")
        host.press(.upArrow)
        #expect(session(host).state.head == 9)
    }

    @Test func theCaretBlinksOnlyWhileTheWindowHasTheFocusAndRestsAfterAWhile() {
        struct One: View {
            @State var text = ""
            var body: some View { TextField("T", text: $text) }
        }
        let host = TestHost(One())
        #expect(host.host.nextCaretBlink == nil)
        host.tab()
        let start = host.clock.now
        #expect(host.host.nextCaretBlink == start + TextEditingSession.half)
        let caretItems = { host.host.displayList().items.filter { if case .fill(_, let c) = $0 { return c.alpha > 0.8 && c.red < 0.1 }; return false }.count }
        #expect(caretItems() == 1)
        #expect(host.advance(by: TextEditingSession.half))   // hidden: a repaint
        #expect(caretItems() == 0)
        host.host.handle(.windowFocus(false))
        #expect(host.host.nextCaretBlink == nil)
        host.host.handle(.windowFocus(true))
        host.advance(by: TextEditingSession.timeout + 1)
        #expect(host.host.nextCaretBlink == nil)
        #expect(caretItems() == 1)
    }

    @Test func aHugePasteIsCutToWhatASingleLineFieldHolds() {
        struct One: View {
            @State var text = "ab"
            var body: some View { TextField("T", text: $text) }
        }
        let host = TestHost(One())
        let clipboard = MemoryClipboard()
        host.host.clipboard = clipboard
        clipboard.contents[.clipboard] = String(repeating: "x", count: 10_000_000)
        host.tab()
        host.press(.end)
        host.press("v", characters: "v", modifiers: .control)
        #expect(session(host).state.count == EditableText.singleLineLimit)
        host.type("y")
        #expect(session(host).state.count == EditableText.singleLineLimit)
        #expect(session(host).state.text.hasPrefix("abxx"))
    }

    @Test func theWheelScrollsATextEditorWithinItsText() {
        struct Editor: View {
            @State var text = (1...20).map { "line \($0)" }.joined(separator: "\n")
            var body: some View { TextEditor(text: $text).frame(width: 100, height: 88) }
        }
        let host = TestHost(Editor())
        let frame = host.nodes(kind: "TextEditor")[0].rect
        let center = CGPoint(x: frame.midX, y: frame.midY)
        host.host.handle(.scroll(center, delta: CGSize(width: 0, height: 40)))
        #expect(session(host).scroll == 40)
        // 20 lines of 16 points in 80 points of content: at most 240.
        host.host.handle(.scroll(center, delta: CGSize(width: 0, height: 1000)))
        #expect(session(host).scroll == 240)
        host.host.handle(.scroll(center, delta: CGSize(width: 0, height: -1000)))
        #expect(session(host).scroll == 0)
    }
}
