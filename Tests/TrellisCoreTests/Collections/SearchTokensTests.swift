import Testing
@testable import TrellisCore

/// `searchable(text:tokens:…)`: tokens as chips at the start of the search
/// field, before the text; Backspace with nothing typed removes the last.
@Suite("Search tokens")
@MainActor
struct SearchTokensTests {
    struct Fruit: Identifiable, Equatable {
        let id: String
    }

    struct Fruits: View {
        @State var query = ""
        @State var tokens = [Fruit(id: "Red"), Fruit(id: "Sweet")]
        var body: some View {
            NavigationStack {
                VStack {
                    Text("Tokens: \(tokens.map(\.id).joined(separator: ","))")
                    Text("Query: \(query)")
                }
                .searchable(text: $query, tokens: $tokens, prompt: "Find a fruit") { token in
                    Text(token.id)
                }
            }
        }
    }

    @Test func tokensAreChipsBeforeTheTextInsideTheField() throws {
        let host = TestHost(Fruits(), width: 500, height: 200)
        let red = try #require(host.frame(text: "Red"))
        let sweet = try #require(host.frame(text: "Sweet"))
        let field = try #require(host.nodes(kind: "TextField").first?.rect)
        #expect(red.maxX < sweet.minX)
        #expect(sweet.maxX < field.minX)
        #expect(abs(red.midY - field.midY) < 1 && abs(sweet.midY - field.midY) < 1)
        // The prompt shows only while there are no tokens.
        #expect(host.node(text: "Find a fruit") == nil)
        // The chips and the text share the toolbar's 180-point field.
        #expect(field.maxX - red.minX < 180)
    }

    @Test func backspaceWithNothingTypedRemovesTheLastToken() throws {
        let host = TestHost(Fruits(), width: 500, height: 200)
        host.tab()
        host.type("ap")
        #expect(host.node(text: "Query: ap") != nil)
        host.press(.delete)
        host.press(.delete)
        #expect(host.node(text: "Query: ") != nil)
        #expect(host.node(text: "Tokens: Red,Sweet") != nil)  // the text went first
        host.press(.delete)
        #expect(host.node(text: "Tokens: Red") != nil)
        #expect(host.node(text: "Sweet") == nil)
        host.press(.delete)
        #expect(host.node(text: "Tokens: ") != nil)
        host.press(.delete)  // nothing left: nothing happens
        #expect(host.node(text: "Tokens: ") != nil)
        // Typing still reaches the field.
        host.type("k")
        #expect(host.node(text: "Query: k") != nil)
    }

    @Test func eachChipIsAnAccessibleElementNamedByItsTokenThatCanBeRemoved() throws {
        let host = TestHost(Fruits(), width: 500, height: 200)
        let tree = host.host.accessibility
        let chip = try #require(allElements(tree).first { $0.name == "Sweet" })
        #expect(chip.actions.map(\.name).contains("Remove"))
        let remove = try #require(chip.actions.firstIndex { $0.name == "Remove" })
        #expect(tree.perform(action: remove, on: chip.id))
        _ = host.host.update()
        #expect(host.node(text: "Tokens: Red") != nil)
    }
}
