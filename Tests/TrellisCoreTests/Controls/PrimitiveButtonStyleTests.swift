import Testing
@testable import TrellisCore

/// A style that acts on a double click only, as a primitive style may.
private struct DoubleClickStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(4)
            .onTapGesture(count: 2) { configuration.trigger() }
    }
}

private struct Counter: View {
    @State private var count = 0
    var body: some View {
        VStack {
            Text("Count \(count)")
            Button("Add") { count += 1 }.buttonStyle(DoubleClickStyle())
            Button("Plain add") { count += 10 }.buttonStyle(DoubleClickStyle()).buttonStyle(.bordered)
        }
    }
}

/// `PrimitiveButtonStyle`: the style, not the button, decides what operates it.
@Suite("Primitive button styles")
@MainActor
struct PrimitiveButtonStyleTests {
    @Test func theStylesGestureTriggersTheAction() throws {
        let host = TestHost(Counter(), width: 300, height: 200)
        let add = try #require(host.frame(text: "Add"))
        let point = CGPoint(x: add.midX, y: add.midY)
        host.click(point)
        host.advance(by: 1)
        #expect(host.node(text: "Count 0") != nil, "a single click does not press it: the style decides")
        host.click(point)
        host.advance(by: 0.2)
        host.click(point)
        host.advance(by: 1)
        #expect(host.node(text: "Count 1") != nil)
    }

    @Test func theInnermostStyleWins() throws {
        let host = TestHost(Counter(), width: 300, height: 200)
        // `.buttonStyle(.bordered)` outside the primitive style is overridden by it.
        host.click(text: "Plain add")
        host.advance(by: 1)
        #expect(host.node(text: "Count 0") != nil)
    }
}
