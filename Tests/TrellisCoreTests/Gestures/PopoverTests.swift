import Testing
@testable import TrellisCore

private struct Anchored: View {
    @State private var shown = false
    var body: some View {
        VStack(spacing: 0) {
            Color.clear.frame(height: 40)
            Button(shown ? "Hide" : "Show") { shown.toggle() }
                .popover(isPresented: $shown) { Text("Details") }
            Spacer()
        }
    }
}

/// `popover`: a popup anchored to its view while the binding is true;
/// closing it from outside clears the binding.
@Suite("Popover")
@MainActor
struct PopoverTests {
    @Test func opensAnchoredToTheViewAndClosingItClearsTheBinding() throws {
        let host = TestHost(Anchored(), width: 300, height: 200)
        #expect(host.host.popups.requests.isEmpty)
        host.click(text: "Show")
        let request = try #require(host.host.popups.requests.first)
        #expect(request.role == "popover")
        #expect(request.anchor == host.nodes(kind: "Popover")[0].rect)
        #expect(request.anchor.minY == 40)
        // Its window holds the content.
        let popup = host.host.makePopupHost(for: request)
        popup.resize(to: popup.sizeThatFits(.unspecified))
        _ = popup.update()
        #expect(popup.inspectionNodes().contains { $0.text == "Details" })
        // A click outside (the loop dismisses the popups) sets the binding back.
        host.host.popups.dismiss()
        #expect(host.node(text: "Show") != nil)
        // The binding closes it too.
        host.click(text: "Show")
        #expect(host.host.popups.requests.count == 1)
        host.click(text: "Hide")
        #expect(host.host.popups.requests.isEmpty)
        #expect(host.node(text: "Show") != nil)
    }
}
