import Testing
@testable import TrellisCore

/// A row with state of its own, to see whose state survives what.
private struct CounterRow: View {
    let title: String
    @State private var count = 0

    var body: some View {
        Button("\(title) \(count)") { count += 1 }
    }
}

private struct Rows: View {
    @State var order = ["a", "b", "c"]
    @State var label = "go"

    var body: some View {
        VStack {
            ForEach(order, id: \.self) { CounterRow(title: $0) }
            Button(label) { order.reverse(); label = "again" }
        }
    }
}

private struct Resettable: View {
    @State private var generation = 0

    var body: some View {
        VStack {
            CounterRow(title: "x").id(generation)
            Button("reset") { generation += 1 }
        }
    }
}

@Suite("Identity and state")
@MainActor
struct IdentityAndStateTests {
    @Test func stateFollowsForEachIdsWhenRowsAreReordered() {
        let host = TestHost(Rows(), width: 300, height: 300)
        host.click(text: "b 0")
        host.click(text: "b 1")
        #expect(host.node(text: "b 2") != nil)
        let identity = host.nodes.first { $0.text == "b 2" }!.id
        host.click(text: "go")
        // Reversed: c, b, a — b keeps its count and its identity.
        let texts = host.nodes.compactMap(\.text)
        #expect(texts == ["c 0", "b 2", "a 0", "again"])
        #expect(host.nodes.first { $0.text == "b 2" }!.id == identity)
    }

    @Test func aLabelChangeKeepsTheButtonsIdentity() {
        let host = TestHost(Rows(), width: 300, height: 300)
        let before = host.nodes.first { $0.text == "go" }!.id
        host.click(text: "go")
        #expect(host.nodes.first { $0.text == "again" }!.id == before)
    }

    @Test func changingAnExplicitIdResetsState() {
        let host = TestHost(Resettable(), width: 300, height: 300)
        host.click(text: "x 0")
        host.click(text: "x 1")
        #expect(host.node(text: "x 2") != nil)
        host.click(text: "reset")
        #expect(host.node(text: "x 0") != nil)
    }

    @Test func duplicateForEachIdsAreReported() {
        Diagnostics.log.removeAll()
        _ = TestHost(VStack { ForEach(["same", "same"], id: \.self) { Text($0) } })
        #expect(Diagnostics.log.contains { $0.contains("occurs more than once") })
    }

    @Test func bindingsWriteThroughToTheOwnersState() {
        struct Child: View {
            @Binding var value: Int
            var body: some View { Button("child \(value)") { value += 10 } }
        }
        struct Parent: View {
            @State var value = 1
            var body: some View { VStack { Text("parent \(value)"); Child(value: $value) } }
        }
        let host = TestHost(Parent(), width: 300, height: 300)
        host.click(text: "child 1")
        #expect(host.node(text: "parent 11") != nil)
        #expect(host.node(text: "child 11") != nil)
    }
}
