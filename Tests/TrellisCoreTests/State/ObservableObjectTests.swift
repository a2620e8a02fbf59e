import Observation
import Testing
@testable import TrellisCore

private final class Counter: ObservableObject {
    nonisolated(unsafe) static var made = 0
    nonisolated(unsafe) static weak var last: Counter?
    @Published var count = 0
    @Published var label = "votes"
    init() {
        Counter.made += 1
        Counter.last = self
    }
}

private struct ObservedView: View {
    @ObservedObject var counter: Counter
    var body: some View {
        VStack {
            Text("\(counter.label) \(counter.count)")
            Button("more") { counter.count += 1 }
        }
    }
}

/// Owns its counter; the parent re-renders it with a new title.
private struct Owner: View {
    let title: String
    @StateObject private var counter = Counter()
    var body: some View {
        Button("\(title) \(counter.count)") { counter.count += 1 }
    }
}

private struct OwnerParent: View {
    @State private var title = "a"
    @State private var shown = true
    var body: some View {
        VStack {
            Button("rename") { title = "b" }
            Button("hide") { shown = false }
            if shown { Owner(title: title) }
        }
    }
}

private struct EnvironmentReader: View {
    @EnvironmentObject private var counter: Counter
    var body: some View {
        Button("env \(counter.count)") { counter.count += 1 }
    }
}

/// Writes through `$counter.label`, a binding made by the dynamic member lookup.
private struct BindingWriter: View {
    @EnvironmentObject private var counter: Counter
    var body: some View {
        LabelEditor(label: $counter.label)
    }
}

private struct LabelEditor: View {
    @Binding var label: String
    var body: some View { Button("label \(label)") { label = "ballots" } }
}

@Observable
private final class Tally {
    var total = 0
}

private struct ObservableEnvironmentReader: View {
    @Environment(Tally.self) private var tally
    var body: some View { Button("tally \(tally.total)") { tally.total += 2 } }
}

@Suite("ObservableObject")
@MainActor
struct ObservableObjectTests {
    @Test func publishedSendsObjectWillChangeBeforeStoring() {
        let counter = Counter()
        let seen = SeenValues()
        nonisolated(unsafe) let observed = counter
        let subscription = counter.objectWillChange.sink { seen.values.append(observed.count) }
        counter.count = 5
        counter.label = "x"
        #expect(seen.values == [0, 5])           // announced before each change, once per change
        subscription.cancel()
        counter.count = 6
        #expect(seen.values == [0, 5])
        #expect(counter.objectWillChange === counter.objectWillChange)
    }

    @Test func anObservedObjectReRendersTheViewThatReadsIt() {
        let counter = Counter()
        let host = TestHost(ObservedView(counter: counter), width: 300, height: 200)
        #expect(host.node(text: "votes 0") != nil)
        host.click(text: "more")
        #expect(host.node(text: "votes 1") != nil)
        counter.count = 10                        // a change from outside any view
        #expect(host.node(text: "votes 10") != nil)
    }

    @Test func aStateObjectIsMadeOncePerIdentityAndReleasedWithIt() {
        Counter.made = 0
        let host = TestHost(OwnerParent(), width: 300, height: 200)
        host.click(text: "a 0")
        host.click(text: "a 1")
        host.click(text: "rename")               // a new Owner value, the same identity
        #expect(host.node(text: "b 2") != nil)
        #expect(Counter.made == 1)
        #expect(Counter.last != nil)
        host.click(text: "hide")
        #expect(host.node(text: "b 2") == nil)
        #expect(Counter.last == nil)             // the node took its object with it
    }

    @Test func anEnvironmentObjectIsFoundByTypeAndFollowed() {
        let counter = Counter()
        let host = TestHost(EnvironmentReader().environmentObject(counter), width: 300, height: 200)
        host.click(text: "env 0")
        #expect(counter.count == 1)
        #expect(host.node(text: "env 1") != nil)
    }

    @Test func dollarPropertyOfAnEnvironmentObjectIsABinding() {
        let counter = Counter()
        let host = TestHost(BindingWriter().environmentObject(counter), width: 300, height: 200)
        host.click(text: "label votes")
        #expect(counter.label == "ballots")
        #expect(host.node(text: "label ballots") != nil)
    }

    @Test func aViewThatGoesAwayStopsListening() {
        let counter = Counter()
        let host = TestHost(Toggle(counter: counter), width: 300, height: 200)
        #expect(counter.objectWillChange.subscriberCount == 1)
        host.click(text: "drop")
        _ = host.nodes
        #expect(counter.objectWillChange.subscriberCount == 0)
        counter.count = 3                         // nothing left to invalidate; no trap
        #expect(host.node(text: "votes 3") == nil)
    }

    @Test func anObservableModelFromTheEnvironmentByType() {
        let tally = Tally()
        let host = TestHost(ObservableEnvironmentReader().environment(tally), width: 300, height: 200)
        host.click(text: "tally 0")
        #expect(tally.total == 2)
        #expect(host.node(text: "tally 2") != nil)
        tally.total = 7
        #expect(host.node(text: "tally 7") != nil)
    }
}

private struct Toggle: View {
    let counter: Counter
    @State private var shown = true
    var body: some View {
        VStack {
            Button("drop") { shown = false }
            if shown { ObservedView(counter: counter) }
        }
    }
}

private final class SeenValues: @unchecked Sendable {
    var values: [Int] = []
}
