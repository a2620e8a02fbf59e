import Testing
@testable import TrellisCore

/// What the core tells the window's input method as the focus moves: a
/// text being left resets it (what the method commits for its pre-edit
/// lands in that text, the pre-edit goes), and a password field turns it
/// off while it has the focus.
@MainActor
private final class RecordingInputMethod: TextInputMethod {
    var isEnabled = true
    var resets = 0
    /// What the next reset commits.
    var commitOnReset = ""
    func reset() -> String {
        resets += 1
        defer { commitOnReset = "" }
        return commitOnReset
    }
}

private struct Form: View {
    @State private var name = "ab"
    @State private var city = ""
    @State private var password = ""
    var body: some View {
        VStack {
            Text("name=\(name) city=\(city) password=\(password)")
            TextField("Name", text: $name).frame(width: 200)
            TextField("City", text: $city).frame(width: 200)
            SecureField("Password", text: $password).frame(width: 200)
        }
    }
}

@Suite("Input method and focus")
@MainActor
struct InputMethodFocusTests {
    private func makeHost() -> (TestHost, RecordingInputMethod) {
        let host = TestHost(Form(), width: 300, height: 200)
        let method = RecordingInputMethod()
        host.host.inputMethod = method
        host.press(.tab)
        #expect(host.host.focusedNode?.unit is EditableText)
        return (host, method)
    }

    @Test func leavingATextResetsTheMethodAndCommitsWhatItReturns() {
        let (host, method) = makeHost()
        host.host.handle(.composition(TextComposition("にほん", caret: 3)))
        _ = host.host.update()
        #expect(!host.host.textComposition.isEmpty)
        method.commitOnReset = "日本"
        host.press(.tab)
        #expect(method.resets == 1)
        // The commit went into the text being left (in place of its text,
        // which Tab selected), not into the one focused now.
        #expect(host.node(text: "name=日本 city= password=") != nil)
        #expect(host.host.textComposition.isEmpty)
    }

    @Test func aResetThatCommitsNothingDiscardsThePreedit() {
        let (host, method) = makeHost()
        host.host.handle(.composition(TextComposition("にほん", caret: 3)))
        _ = host.host.update()
        host.press(.tab)
        #expect(method.resets == 1)
        #expect(host.host.textComposition.isEmpty)
        #expect(host.node(text: "name=ab city= password=") != nil)
        // Typing in the next field starts from nothing composed.
        host.type("x")
        #expect(host.node(text: "name=ab city=x password=") != nil)
    }

    @Test func aPasswordFieldTurnsTheMethodOffWhileItHasTheFocus() {
        let (host, method) = makeHost()
        host.press(.tab)                                 // City
        #expect(method.isEnabled)
        host.press(.tab)                                 // Password
        #expect(!method.isEnabled)
        // A pre-edit that still arrives is not shown in the password field.
        host.host.handle(.composition(TextComposition("ひみつ", caret: 3)))
        _ = host.host.update()
        host.type("pw")
        #expect(host.node(text: "name=ab city= password=pw") != nil)
        let resetsBefore = method.resets
        host.press(.tab, modifiers: .shift)             // back to City
        #expect(method.isEnabled)
        // Leaving the password field has nothing to reset, and no pre-edit follows.
        #expect(method.resets == resetsBefore)
        #expect(host.host.textComposition.isEmpty)
    }
}
