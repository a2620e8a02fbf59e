import Foundation
import Testing
@testable import TrellisCore

/// `RenameButton` with `renameAction`, and `HelpLink`'s round button.
@Suite("Rename and help buttons")
@MainActor
struct RenameAndHelpButtonTests {
    struct Row: View {
        @State var name = "Draft"
        @FocusState var isFocused: Bool
        let bound: Bool
        var body: some View {
            VStack {
                TextField("Name", text: $name).focused($isFocused)
                if bound {
                    RenameButton().renameAction($isFocused)
                } else {
                    RenameButton()
                }
            }
        }
    }

    @Test func aRenameButtonFocusesTheFieldItsActionNames() {
        let host = TestHost(Row(bound: true))
        #expect(host.node(text: "Rename") != nil)
        #expect(host.host.focusedNode == nil)
        host.click(text: "Rename")
        #expect(host.host.focusedNode?.unit is EditableText)
    }

    @Test func withoutAnActionItIsDisabled() {
        let host = TestHost(Row(bound: false))
        host.click(text: "Rename")
        #expect(host.host.focusedNode == nil)
        host.tab()
        #expect(host.host.focusedNode?.unit is EditableText)
        host.tab()
        #expect(host.host.focusedNode?.unit is EditableText, "a disabled button is no Tab stop")
    }

    @Test func aClosureRenameActionRuns() {
        final class Calls { var count = 0 }
        let calls = Calls()
        let host = TestHost(RenameButton().renameAction { calls.count += 1 })
        host.click(text: "Rename")
        #expect(calls.count == 1)
    }

    @Test func aHelpLinkIsARoundQuestionMarkThatOpensItsURL() {
        final class Opened { var urls: [URL] = [] }
        let opened = Opened()
        let url = URL(string: "https://example.com/help")!
        let host = TestHost(HelpLink(destination: url)
            .environment(\.openURL, OpenURLAction { opened.urls.append($0); return .handled }))
        let mark = host.frame(text: "?")!
        let button = host.nodes(kind: "Button")[0].rect
        #expect(button.size == CGSize(width: 22, height: 22))
        #expect(abs(mark.midX - button.midX) < 0.5 && abs(mark.midY - button.midY) < 0.5)
        host.click(text: "?")
        #expect(opened.urls == [url])
        // Screen readers hear "Help", not a question mark.
        #expect(allElements(host.host.accessibility).contains { $0.role == .pushButton && $0.name == "Help" })
    }

    @Test func aHelpLinkWithAnActionRunsIt() {
        final class Calls { var count = 0 }
        let calls = Calls()
        let host = TestHost(HelpLink { calls.count += 1 })
        host.click(text: "?")
        #expect(calls.count == 1)
    }
}

extension RenameAndHelpButtonTests {
    struct MenuRow: View {
        @State var name = "Draft"
        @FocusState var isFocused: Bool
        var body: some View {
            TextField("Name", text: $name)
                .focused($isFocused)
                .contextMenu { RenameButton() }
                .renameAction($isFocused)
        }
    }

    /// Apple's example: the context menu's Rename focuses the field.
    @Test func renameFromAContextMenuFocusesTheField() {
        let host = TestHost(MenuRow())
        let field = host.nodes(kind: "TextField").first?.rect ?? host.frame(text: "Draft")!
        host.host.handle(.buttonDown(CGPoint(x: field.midX, y: field.midY), .secondary))
        #expect(host.host.popups.requests.count == 1)
        let menu = host.host.makePopupHost(for: host.host.popups.requests[0])
        menu.resize(to: menu.sizeThatFits(.unspecified))
        _ = menu.update()
        menu.handle(.keyDown(.downArrow))
        menu.handle(.keyDown(.return))
        _ = host.host.update()
        #expect(host.host.focusedNode?.unit is EditableText)
    }
}
