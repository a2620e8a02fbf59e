import Testing
@testable import TrellisCore

/// `if flag { Text("x").padding() }` builds an `Optional` of a unit. The
/// view-kind cache once judged the Optional by its first value, took it
/// for the unit inside, and trapped when the flag went false.
private struct Toggled: View {
    @State private var shown = true
    let animated: Bool

    var body: some View {
        VStack {
            Button("toggle") {
                if animated { withAnimation(.linear(duration: 1)) { shown.toggle() } } else { shown.toggle() }
            }
            if shown { Text("inside").padding() }
        }
    }
}

@Suite("An if around a unit")
@MainActor
struct ConditionalUnitTests {
    @Test(arguments: [false, true])
    func removingAndReinsertingTheUnit(animated: Bool) {
        let host = TestHost(Toggled(animated: animated))
        #expect(host.node(text: "inside") != nil)
        host.click(text: "toggle")
        host.advance(by: 2)                              // past any fade
        #expect(host.node(text: "inside") == nil)
        host.click(text: "toggle")
        host.advance(by: 2)
        #expect(host.node(text: "inside") != nil)
    }
}
