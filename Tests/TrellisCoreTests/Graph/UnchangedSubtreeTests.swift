import Observation
import Testing
@testable import TrellisCore

/// How often each body ran, by name.
@MainActor
private final class SubtreeLog {
    private(set) var counts: [String: Int] = [:]
    private(set) var actions: [String] = []
    func ran(_ name: String) { counts[name, default: 0] += 1 }
    func acted(_ what: String) { actions.append(what) }
    subscript(name: String) -> Int { counts[name, default: 0] }
}

/// What the tests change from outside, as a timer or a network reply would.
@Observable
private final class Driver {
    var tick = 0
    var label = "A"
    var number = 0
    var observed = 0
}

private final class CountModel: ObservableObject {
    @Published var count = 0
}

private struct NumberKey: EnvironmentKey { static let defaultValue = 0 }
private extension EnvironmentValues {
    var testNumber: Int {
        get { self[NumberKey.self] }
        set { self[NumberKey.self] = newValue }
    }
}

private struct Leaf: View {
    let name: String
    let log: SubtreeLog
    var body: some View {
        log.ran(name)
        return Text(name).padding(2)
    }
}

private struct EnvironmentReader: View {
    let log: SubtreeLog
    @Environment(\.testNumber) private var number
    var body: some View {
        log.ran("environment")
        return Text("number \(number)")
    }
}

private struct ActionHolder: View {
    let name: String
    let log: SubtreeLog
    let action: @MainActor @Sendable () -> Void
    var body: some View {
        log.ran(name)
        return Button(name, action: action)
    }
}

private struct ObjectReader: View {
    @ObservedObject var object: CountModel
    let log: SubtreeLog
    var body: some View {
        log.ran("object")
        return Text("object \(object.count)")
    }
}

private struct ModelReader: View {
    let driver: Driver
    let log: SubtreeLog
    var body: some View {
        log.ran("model")
        return Text("model \(driver.observed)")
    }
}

private struct BoundStepper: View {
    @Binding var value: Int
    let log: SubtreeLog
    var body: some View {
        log.ran("bound")
        return Button("bound \(value)") { value += 1 }
    }
}

private struct OwnCounter: View {
    let log: SubtreeLog
    @State private var count = 0
    var body: some View {
        log.ran("own")
        return Button("own \(count)") { count += 1 }
    }
}

/// Equal by its title alone: `.equatable()` lets its `==` decide.
private struct Digest: View, Equatable {
    let title: String
    let ignored: Int
    let log: SubtreeLog
    var body: some View {
        log.ran("digest")
        return Text("\(title) \(ignored)")
    }
    nonisolated static func == (a: Digest, b: Digest) -> Bool { a.title == b.title }
}

private struct Board: View {
    let driver: Driver
    let object: CountModel
    let log: SubtreeLog
    @State private var bound = 0

    var body: some View {
        let tick = driver.tick
        log.ran("board")
        return VStack {
            Text("tick \(tick)")
            Leaf(name: "fixed", log: log)
            Leaf(name: "label \(driver.label)", log: log)
            EnvironmentReader(log: log).environment(\.testNumber, driver.number)
            ActionHolder(name: "capturing", log: log) { log.acted("tick \(tick)") }
            ActionHolder(name: "constant", log: log) {}
            ObjectReader(object: object, log: log)
            ModelReader(driver: driver, log: log)
            BoundStepper(value: $bound, log: log)
            OwnCounter(log: log)
            Digest(title: "digest", ignored: tick, log: log).equatable()
        }
    }
}

@Suite("Unchanged subtrees are left as they were")
@MainActor
struct UnchangedSubtreeTests {
    private let driver = Driver()
    private let object = CountModel()
    private let log = SubtreeLog()

    private func makeHost() -> TestHost {
        let host = TestHost(Board(driver: driver, object: object, log: log), width: 400, height: 600)
        #expect(log["board"] == 1)
        return host
    }

    private func update(_ host: TestHost) { _ = host.host.update() }

    @Test func aChildWithEqualInputsIsNotEvaluatedAgain() {
        let host = makeHost()
        driver.tick = 1
        update(host)
        #expect(log["board"] == 2)
        #expect(host.node(text: "tick 1") != nil)
        for name in ["fixed", "label A", "environment", "constant", "object", "model", "bound", "own"] {
            #expect(log[name] == 1, "\(name) ran again")
        }
    }

    @Test func aChangedFieldEvaluatesTheChild() {
        let host = makeHost()
        driver.label = "B"
        update(host)
        #expect(log["label B"] == 1)
        #expect(host.node(text: "label B") != nil)
        #expect(log["fixed"] == 1)
    }

    @Test func aCapturingClosureIsNeverTakenForTheSame() {
        let host = makeHost()
        driver.tick = 1
        update(host)
        #expect(log["capturing"] == 2)
        host.click(text: "capturing")
        // The action the button runs is the one the last body made.
        #expect(log.actions == ["tick 1"])
    }

    @Test func aChangedEnvironmentValueEvaluatesTheChild() {
        let host = makeHost()
        driver.number = 5
        update(host)
        #expect(log["environment"] == 2)
        #expect(host.node(text: "number 5") != nil)
        #expect(log["fixed"] == 1)
    }

    @Test func aChangedObservedObjectEvaluatesTheChildAlsoWhenItsParentRuns() {
        let host = makeHost()
        object.count = 3
        driver.tick = 1
        update(host)
        #expect(log["object"] == 2)
        #expect(host.node(text: "object 3") != nil)
    }

    @Test func aChangedObservableModelEvaluatesTheChildAlsoWhenItsParentRuns() {
        let host = makeHost()
        driver.observed = 4
        driver.tick = 1
        update(host)
        #expect(log["model"] == 2)
        #expect(host.node(text: "model 4") != nil)
    }

    @Test func aBindingIsTheSameUntilItsValueChanges() {
        let host = makeHost()
        host.click(text: "bound 0")
        // The parent owns the state: it runs, and the child sees the new value.
        #expect(log["board"] == 2)
        #expect(log["bound"] == 2)
        #expect(host.node(text: "bound 1") != nil)
        #expect(log["fixed"] == 1)
    }

    @Test func aChildsOwnStateStillEvaluatesIt() {
        let host = makeHost()
        host.click(text: "own 0")
        #expect(log["own"] == 2)
        #expect(log["board"] == 1)
        #expect(host.node(text: "own 1") != nil)
    }

    @Test func equatableLetsTheViewsEqualityDecide() {
        let host = makeHost()
        driver.tick = 1
        update(host)
        #expect(log["digest"] == 1)
        #expect(host.node(text: "digest 0") != nil)
    }
}

/// The comparison itself, on values the graph meets.
@Suite("Comparing view values")
@MainActor
struct ViewValueComparisonTests {
    @Test func valuesAreComparedFieldByField() {
        #expect(ViewValueComparison.areEqual(Text("a").padding(3), Text("a").padding(3)))
        #expect(!ViewValueComparison.areEqual(Text("a").padding(3), Text("a").padding(4)))
        #expect(!ViewValueComparison.areEqual(Text("a"), Text("a").padding(4)))
        #expect(ViewValueComparison.areEqual(AnyView(Text("a")), AnyView(Text("a"))))
        #expect(!ViewValueComparison.areEqual(AnyView(Text("a")), AnyView(Text("b"))))
        #expect(ViewValueComparison.areEqual(VStack { Text("a"); Text("b") }, VStack { Text("a"); Text("b") }))
        #expect(!ViewValueComparison.areEqual(VStack { Text("a"); Text("b") }, VStack { Text("a"); Text("c") }))
    }

    @Test func closuresAreTheSameOnlyWhenTheyCaptureTheSameThings() {
        func button(_ captured: Int) -> some View { Button("b") { _ = captured } }
        #expect(!ViewValueComparison.areEqual(button(1), button(1)))
        func plain() -> some View { Button("b") {} }
        #expect(ViewValueComparison.areEqual(plain(), plain()))
    }

    @Test func aConstantBindingIsItsValue() {
        #expect(ViewValueComparison.equal(Binding.constant(1), Binding.constant(1)))
        #expect(!ViewValueComparison.equal(Binding.constant(1), Binding.constant(2)))
        var stored = 1
        let made = Binding(get: { stored }, set: { stored = $0 })
        #expect(!ViewValueComparison.equal(made, Binding(get: { stored }, set: { stored = $0 })))
    }
}
