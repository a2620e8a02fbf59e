import Testing
@testable import TrellisCore

/// Text as a screen reader reads and edits it: labels and fields have
/// their characters, caret and selection; editing through the tree goes
/// through the field as typing does, and what changed becomes events.
@Suite("Accessibility of text")
@MainActor
struct AccessibleTextTests {
    struct Fields: View {
        @State var name = "Ada"
        @State var secret = "hunter2"
        @State var notes = "One. Two three.\nSecond line"
        var body: some View {
            VStack {
                Text("Hello world")
                TextField("Name", text: $name)
                SecureField("Password", text: $secret)
                TextEditor(text: $notes)
                Text("name \(name) secret \(secret.count)")
            }
        }
    }

    private func element(_ host: TestHost, _ role: AccessibilityRole) throws -> AccessibilityElement {
        try #require(allElements(host.host.accessibility).first { $0.role == role })
    }

    @Test func fieldsAreEntriesWithTheirTextCaretAndStates() throws {
        let host = TestHost(Fields(), width: 400, height: 300)
        let label = try #require(allElements(host.host.accessibility).first { $0.name == "Hello world" })
        #expect(label.text?.string == "Hello world" && label.text?.editor == nil && label.text?.caret == nil)
        let entry = try element(host, .entry)
        #expect(entry.name == "Name" && entry.text?.string == "Ada")
        #expect(entry.states.isSuperset(of: [.editable, .focusable, .singleLine]))
        #expect(entry.text?.editor != nil)
        let password = try element(host, .passwordText)
        #expect(password.name == "Password" && password.text?.string == "•••••••", "a password reads as bullets")
        let editor = try element(host, .text)
        #expect(editor.states.contains(.multiLine) && editor.text?.string.hasPrefix("One.") == true)

        // A character's frame lies inside the field, each after the last.
        let text = try #require(entry.text)
        let first = text.frame(ofCharacter: 0), second = text.frame(ofCharacter: 1)
        #expect(entry.frame.contains(CGPoint(x: first.midX, y: first.midY)))
        #expect(second.minX == first.maxX && second.width > 0)
        #expect(text.offset(at: CGPoint(x: second.midX, y: second.midY)) == 1)
        let labelText = try #require(label.text)
        #expect(label.frame.contains(CGPoint(x: labelText.frame(ofCharacter: 6).midX, y: labelText.frame(ofCharacter: 6).midY)))
    }

    /// A centred field's characters are where it draws them, and a
    /// right-to-left letter has its width too (its next caret place is to
    /// its left).
    @Test func characterFramesFollowAlignmentAndDirection() throws {
        struct Centred: View {
            @State var text = "abc שלום"
            var body: some View { TextField("Mixed", text: $text).multilineTextAlignment(.center).frame(width: 300) }
        }
        let host = TestHost(Centred(), width: 400, height: 200)
        let entry = try element(host, .entry)
        let text = try #require(entry.text)
        let a = text.frame(ofCharacter: 0)
        #expect(a.minX > entry.frame.minX + 60, "centred, not at the leading edge: \(a) in \(entry.frame)")
        for offset in 4..<8 {
            let letter = text.frame(ofCharacter: offset)
            #expect(letter.width > 0 && entry.frame.contains(CGPoint(x: letter.midX, y: letter.midY)), "\(offset): \(letter)")
        }
        // Hebrew reads right to left: its first letter is drawn to the right of its last.
        #expect(text.frame(ofCharacter: 4).minX > text.frame(ofCharacter: 7).minX)
    }

    @Test func editsGoToTheBindingAndAreToldAsInsertsDeletesAndCaretMoves() throws {
        let host = TestHost(Fields(), width: 400, height: 300)
        let tree = host.host.accessibility
        let entry = try element(host, .entry)
        #expect(tree.changes().isEmpty)
        #expect(tree.edit(entry.id) { $0.insert(" Lovelace", at: 3, in: $1) })
        _ = host.host.update()
        #expect(host.node(text: "name Ada Lovelace secret 7") != nil)
        let changes = tree.changes()
        #expect(changes.contains(.textInserted(entry.id, offset: 3, text: " Lovelace")))
        #expect(changes.contains(.caretMoved(entry.id, 12)))

        #expect(tree.edit(entry.id) { $0.delete(0..<4, in: $1) })
        _ = host.host.update()
        #expect(host.node(text: "name Lovelace secret 7") != nil)
        #expect(tree.changes().contains(.textDeleted(entry.id, offset: 0, text: "Ada ")))

        // Moving the caret alone (no layout) is still told.
        #expect(tree.edit(entry.id) { $0.setCaret(2, in: $1) })
        _ = host.host.update()
        #expect(tree.changes() == [.caretMoved(entry.id, 2)])
        #expect(tree.edit(entry.id) { $0.setSelection(1..<4, in: $1) })
        _ = host.host.update()
        #expect(tree.element(entry.id)?.text?.selection == 1..<4)

        #expect(tree.edit(entry.id) { $0.setContents("Grace", in: $1) })
        _ = host.host.update()
        #expect(host.node(text: "name Grace secret 7") != nil)
    }

    @Test func aPasswordIsNeverCopiedOutButCanBeReplaced() throws {
        let host = TestHost(Fields(), width: 400, height: 300)
        let clipboard = MemoryClipboard()
        host.host.clipboard = clipboard
        let tree = host.host.accessibility
        let password = try element(host, .passwordText)
        _ = tree.edit(password.id) { editor, text in #expect(!editor.copy(0..<3, in: text)) }
        _ = tree.edit(password.id) { editor, text in #expect(!editor.cut(0..<3, in: text)) }
        #expect(clipboard.contents[.clipboard] == nil)
        _ = tree.edit(password.id) { $0.setContents("abc", in: $1) }
        _ = host.host.update()
        #expect(host.node(text: "name Ada secret 3") != nil)

        let entry = try element(host, .entry)
        _ = tree.edit(entry.id) { editor, text in #expect(editor.cut(0..<2, in: text)) }
        _ = host.host.update()
        #expect(clipboard.contents[.clipboard] == "Ad")
        _ = tree.edit(entry.id) { $0.paste(at: 1, in: $1) }
        _ = host.host.update()
        #expect(host.node(text: "name aAd secret 3") != nil)
    }

    @Test func wordsSentencesAndParagraphsAroundAnOffset() throws {
        let host = TestHost(Fields(), width: 400, height: 300)
        let text = try #require(try element(host, .text).text)
        // "One. Two three.\nSecond line"
        #expect(text.substring(text.range(of: .word, at: 6)) == "Two ")
        #expect(text.substring(text.range(of: .word, at: 0)) == "One. ")
        #expect(text.substring(text.range(of: .character, at: 1)) == "n")
        #expect(text.substring(text.range(of: .sentence, at: 7)) == "Two three.\n")
        #expect(text.substring(text.range(of: .sentence, at: 1)) == "One. ")
        #expect(text.substring(text.range(of: .paragraph, at: 20)) == "Second line")
        #expect(text.substring(text.range(of: .line, at: 1)) == "One. Two three.\n")
    }
}
