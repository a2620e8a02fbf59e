import Foundation
import Testing
@testable import TrellisCore

/// `searchSuggestions` with `searchCompletion`: a list under the search
/// field, filtered by the app, chosen by keys or a click.
@Suite("search suggestions")
@MainActor
struct SearchSuggestionsTests {
    struct Fruits: View {
        @State var query = ""
        @State var submitted = ""
        let all = ["Apple", "Apricot", "Banana", "Cherry"]
        var body: some View {
            NavigationStack {
                VStack {
                    Text("query: \(query)")
                    Text("submitted: \(submitted)")
                }
                .searchable(text: $query, prompt: "Fruit")
                .searchSuggestions {
                    ForEach(all.filter { !query.isEmpty && $0.lowercased().hasPrefix(query.lowercased()) }, id: \.self) { fruit in
                        Text(fruit).searchCompletion(fruit)
                    }
                }
                .onSubmit(of: .search) { submitted = query }
            }
        }
    }

    /// The popup as a backend would open it.
    private func openPopup(_ host: TestHost) -> ViewHost? {
        guard let request = host.host.popups.requests.last else { return nil }
        let popup = host.host.makePopupHost(for: request)
        popup.resize(to: popup.sizeLimits.ideal)
        _ = popup.update()
        return popup
    }

    private func texts(_ popup: ViewHost?) -> [String] { popup?.inspectionNodes().compactMap(\.text) ?? [] }

    @Test func typingShowsTheAppsSuggestionsUnderTheField() throws {
        let host = TestHost(Fruits(), width: 500, height: 300)
        #expect(host.host.popups.requests.isEmpty)
        host.tab()
        host.type("ap")
        let request = try #require(host.host.popups.requests.last)
        #expect(request.kind == .suggestions)
        #expect(request.grabsInput == false)
        let field = try #require(host.nodes(kind: "TextField").first?.rect)
        #expect(request.anchor.minX == field.minX && request.anchor.maxY == field.maxY)
        let popup = openPopup(host)
        #expect(texts(popup) == ["Apple", "Apricot"])
        // At least as wide as the field.
        #expect((popup?.size.width ?? 0) >= field.width)
        // More typing: the app's list narrows, and the popup with it.
        host.type("r")
        #expect(texts(openPopup(host)) == ["Apricot"])
        #expect(host.host.popups.requests.count == 1)
        // No suggestion for the text: no popup.
        host.type("x")
        #expect(host.host.popups.requests.isEmpty)
    }

    @Test func downUpAndReturnChooseACompletion() {
        let host = TestHost(Fruits(), width: 500, height: 300)
        host.tab()
        host.type("a")
        host.press(.downArrow)
        host.press(.downArrow)
        host.press(.downArrow)
        host.press(.upArrow)
        host.press(.return)
        #expect(host.node(text: "query: Apricot") == nil)
        #expect(host.node(text: "query: Apple") != nil)
        // Choosing closes the list and does not reopen it for the text it wrote.
        #expect(host.host.popups.requests.isEmpty)
        #expect(host.node(text: "submitted: ") != nil)
        // Return with nothing highlighted submits the search.
        host.press(.return)
        #expect(host.node(text: "submitted: Apple") != nil)
    }

    /// The accent-coloured fills the popup paints, with their vertical middles.
    private func highlights(_ popup: ViewHost) -> [CGFloat] {
        _ = popup.update()
        let accent = Color.accentColor.resolved(in: EnvironmentValues())
        return popup.displayList().items.compactMap { item in
            if case .fill(let path, let color) = item, color == accent { path.boundingRect.midY } else { nil }
        }
    }

    @Test func theHighlightInTheOpenPopupFollowsTheKeys() throws {
        let host = TestHost(Fruits(), width: 500, height: 300)
        host.tab()
        host.type("a")
        let popup = try #require(openPopup(host))
        let apple = try #require(popup.inspectionNodes().first { $0.text == "Apple" }?.rect)
        let apricot = try #require(popup.inspectionNodes().first { $0.text == "Apricot" }?.rect)
        #expect(highlights(popup).isEmpty)
        host.press(.downArrow)
        #expect(highlights(popup).map { abs($0 - apple.midY) < 4 } == [true])
        host.press(.downArrow)
        #expect(highlights(popup).map { abs($0 - apricot.midY) < 4 } == [true])
        // Up from the first suggestion goes back to the field: nothing highlighted.
        host.press(.upArrow)
        host.press(.upArrow)
        #expect(highlights(popup).isEmpty)
        #expect(host.host.popups.requests.count == 1)
    }

    @Test func escapeClosesTheListAndKeepsTheText() {
        let host = TestHost(Fruits(), width: 500, height: 300)
        host.tab()
        host.type("b")
        #expect(host.host.popups.requests.count == 1)
        host.press(.escape)
        #expect(host.host.popups.requests.isEmpty)
        #expect(host.node(text: "query: b") != nil)
        // Down opens it again, on the first suggestion.
        host.press(.downArrow)
        #expect(host.host.popups.requests.count == 1)
        host.press(.return)
        #expect(host.node(text: "query: Banana") != nil)
    }

    @Test func clickingASuggestionCompletesTheSearch() throws {
        let host = TestHost(Fruits(), width: 500, height: 300)
        host.tab()
        host.type("c")
        let popup = try #require(openPopup(host))
        let cherry = try #require(popup.inspectionNodes().first { $0.text == "Cherry" })
        let point = CGPoint(x: cherry.rect.midX, y: cherry.rect.midY)
        popup.handle(.pointerMoved(point))
        popup.handle(.buttonDown(point, .primary))
        popup.handle(.buttonUp(point, .primary))
        _ = host.host.update()
        #expect(host.node(text: "query: Cherry") != nil)
        #expect(host.host.popups.requests.isEmpty)
    }

    @Test func theDeprecatedSearchableWithSuggestionsWorksTheSame() {
        struct Old: View {
            @State var query = ""
            var body: some View {
                Text("query: \(query)")
                    .searchable(text: $query, prompt: "Find") {
                        Text("Header")
                        Text("Kiwi").searchCompletion("kiwi")
                    }
            }
        }
        let host = TestHost(Old(), width: 500, height: 300)
        host.tab()
        host.type("k")
        #expect(texts(openPopup(host)) == ["Header", "Kiwi"])
        // Rows without a completion are skipped by the keys.
        host.press(.downArrow)
        host.press(.return)
        #expect(host.node(text: "query: kiwi") != nil)
    }
}
