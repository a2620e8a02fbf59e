import Observation
import Testing
@testable import TrellisCore

@Observable
private final class Counter {
    var count = 0
    var title = "a"
}

/// A control that writes through a binding, as `Stepper` or `TextField` do.
private struct Incrementer: View {
    @Binding var value: Int
    var body: some View { Button("add to \(value)") { value += 1 } }
}

private struct BindableProperty: View {
    @Bindable var counter: Counter
    var body: some View { Incrementer(value: $counter.count) }
}

private struct BindableLocal: View {
    let counter: Counter
    var body: some View {
        @Bindable var counter = counter
        Incrementer(value: $counter.count)
    }
}

@Suite("Bindable")
@MainActor
struct BindableTests {
    @Test func aBindablePropertyBindsToTheModelsProperties() {
        let counter = Counter()
        let host = TestHost(BindableProperty(counter: counter), width: 200, height: 100)
        host.click(text: "add to 0")
        #expect(counter.count == 1)
        #expect(host.node(text: "add to 1") != nil)
        // A change made elsewhere shows through the binding too.
        counter.count = 5
        #expect(host.node(text: "add to 5") != nil)
    }

    @Test func aBindableLocalVariableInABodyWorksTheSame() {
        let counter = Counter()
        let host = TestHost(BindableLocal(counter: counter), width: 200, height: 100)
        host.click(text: "add to 0")
        host.click(text: "add to 1")
        #expect(counter.count == 2)
        #expect(host.node(text: "add to 2") != nil)
    }

    @Test func theProjectedValueAndIdentityAreTheModels() {
        let counter = Counter()
        let bindable = Bindable(counter)
        let title = bindable.projectedValue.title
        title.wrappedValue = "b"
        #expect(counter.title == "b")
        #expect(bindable.wrappedValue === counter)
    }
}
