import Testing
@testable import TrellisCore

private struct PresentingDemo: View {
    @State private var showsDetail = false
    @State private var count = 0
    @State private var hidesBack = false
    var body: some View {
        NavigationStack {
            VStack {
                Button("Show detail") { showsDetail = true }
                Button("Count") { count += 1 }
            }
            .navigationTitle("Home")
            .navigationDestination(isPresented: $showsDetail) {
                VStack {
                    Text("Detail \(count)")
                    Button("Close") { showsDetail = false }
                    Button("Hide back") { hidesBack = true }
                }
                .navigationBarBackButtonHidden(hidesBack)
            }
        }
    }
}

private struct ItemDemo: View {
    @State private var item: Int? = nil
    var body: some View {
        NavigationStack {
            VStack {
                Text("Item \(item.map(String.init) ?? "none")")
                Button("Three") { item = 3 }
            }
            .navigationDestination(item: $item) { number in
                VStack {
                    Text("Number \(number)")
                    Button("Next") { item = number + 1 }
                    Button("Clear") { item = nil }
                }
            }
        }
    }
}

/// `navigationDestination(isPresented:)`/`(item:)` and
/// `navigationBarBackButtonHidden`: bindings push and pop, going back
/// resets them.
@Suite("Navigation destinations from bindings")
@MainActor
struct NavigationPresentationTests {
    @Test func aBooleanPushesItsDestinationAndBackResetsIt() {
        let host = TestHost(PresentingDemo(), width: 400, height: 300)
        #expect(host.node(text: "Detail 0") == nil)
        host.click(text: "Show detail")
        host.advance(by: 1)
        #expect(host.node(text: "Detail 0") != nil)
        #expect(host.node(text: "Show detail") == nil, "the root level is covered")
        host.click(text: "‹ Back")
        host.advance(by: 1)
        #expect(host.node(text: "Detail 0") == nil)
        // The binding was reset: showing again pushes again.
        host.click(text: "Show detail")
        host.advance(by: 1)
        #expect(host.node(text: "Detail 0") != nil)
        // Setting it false from the destination pops.
        host.click(text: "Close")
        host.advance(by: 1)
        #expect(host.node(text: "Detail 0") == nil)
        #expect(host.node(text: "Show detail") != nil)
    }

    @Test func theBackButtonCanBeHiddenAndAltLeftRespectsIt() {
        let host = TestHost(PresentingDemo(), width: 400, height: 300)
        host.click(text: "Show detail")
        host.advance(by: 1)
        #expect(host.node(text: "‹ Back") != nil)
        host.click(text: "Hide back")
        host.advance(by: 1)
        #expect(host.node(text: "‹ Back") == nil)
        host.host.heldModifiers = .alt
        host.press(.leftArrow, modifiers: .option)
        host.advance(by: 1)
        #expect(host.node(text: "Detail 0") != nil, "Alt+Left does not go back either")
        host.host.heldModifiers = []
        host.click(text: "Close")
        host.advance(by: 1)
        #expect(host.node(text: "Show detail") != nil)
    }

    @Test func anItemPushesReplacesAndPops() {
        let host = TestHost(ItemDemo(), width: 400, height: 300)
        host.click(text: "Three")
        host.advance(by: 1)
        #expect(host.node(text: "Number 3") != nil)
        host.click(text: "Next")
        host.advance(by: 1)
        #expect(host.node(text: "Number 4") != nil)
        #expect(host.node(text: "Number 3") == nil, "a new item replaces the shown one")
        host.click(text: "‹ Back")
        host.advance(by: 1)
        #expect(host.node(text: "Number 4") == nil)
        #expect(host.node(text: "Item none") != nil, "going back set the item to nil")
        host.click(text: "Three")
        host.advance(by: 1)
        host.click(text: "Clear")
        host.advance(by: 1)
        #expect(host.node(text: "Number 3") == nil)
        #expect(host.node(text: "Item none") != nil)
    }
}
