import Testing
@testable import TrellisCore

private struct Editor<Inspector: View>: View {
    @State private var showsInspector = false
    let inspector: Inspector
    var body: some View {
        VStack {
            Button("Inspect") { showsInspector.toggle() }
            Text("Canvas")
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .inspector(isPresented: $showsInspector) { inspector }
    }
}

/// `inspector(isPresented:)`: a trailing column, sized and dragged.
@Suite("Inspector")
@MainActor
struct InspectorTests {
    @Test func presentingPutsATrailingColumnBesideTheContent() throws {
        let host = TestHost(Editor(inspector: Text("Traits")), width: 800, height: 400)
        #expect(host.node(text: "Traits") == nil)
        let before = try #require(host.frame(text: "Canvas"))
        #expect(abs(before.midX - 400) < 1)
        host.click(text: "Inspect")
        host.advance(by: 1)
        let traits = try #require(host.frame(text: "Traits"))
        #expect(traits.minX >= 800 - 250 && traits.maxX <= 800, "the default 250-point column at the trailing edge")
        let after = try #require(host.frame(text: "Canvas"))
        #expect(abs(after.midX - (800 - 251) / 2) < 1, "the content takes what is left, beside the 1-point line")
        host.click(text: "Inspect")
        host.advance(by: 1)
        #expect(host.node(text: "Traits") == nil)
        #expect(abs(try #require(host.frame(text: "Canvas")).midX - 400) < 1)
    }

    @Test func itsWidthComesFromItsContentAndItsEdgeIsDragged() throws {
        let host = TestHost(Editor(inspector: Text("Traits").inspectorColumnWidth(min: 200, ideal: 300, max: 350)), width: 800, height: 400)
        host.click(text: "Inspect")
        host.advance(by: 1)
        #expect(abs(try #require(host.frame(text: "Canvas")).midX - (800 - 301) / 2) < 1)
        // The edge at x = 499: dragged 30 left the column grows to 330, then stops at its max.
        host.drag(from: CGPoint(x: 499, y: 300), through: [CGPoint(x: 484, y: 300), CGPoint(x: 469, y: 300)])
        host.advance(by: 1)
        #expect(abs(try #require(host.frame(text: "Canvas")).midX - (800 - 331) / 2) < 1)
        host.drag(from: CGPoint(x: 469, y: 300), through: [CGPoint(x: 300, y: 300), CGPoint(x: 200, y: 300)])
        host.advance(by: 1)
        #expect(abs(try #require(host.frame(text: "Canvas")).midX - (800 - 351) / 2) < 1)
    }
}
