import Observation
import Testing
@testable import TrellisCore

@Observable
private final class Counter {
    var value = 1
    var unrelated = 0
}

private struct Watcher: View {
    let model: Counter
    let log: ActionLog
    var initial = false
    var body: some View {
        Text("\(model.value) \(model.unrelated)")
            .onChange(of: model.value, initial: initial) { old, new in log("\(old)→\(new)") }
    }
}

private struct ZeroArgumentWatcher: View {
    let model: Counter
    let log: ActionLog
    var body: some View {
        Text("\(model.value)").onChange(of: model.value, initial: true) { log("changed to \(model.value)") }
    }
}

/// The deprecated one-argument form (the test that uses it is deprecated
/// too, so that the test target builds without warnings).
@available(*, deprecated)
private struct DeprecatedWatcher: View {
    let model: Counter
    let log: ActionLog
    var body: some View {
        Text("\(model.value)").onChange(of: model.value) { new in log("new \(new)") }
    }
}

@Suite("onChange")
@MainActor
struct ChangeActionTests {
    @Test func theActionGetsTheOldAndNewValueOncePerChange() {
        let model = Counter(), log = ActionLog()
        let host = TestHost(Watcher(model: model, log: log))
        #expect(log.take() == [])
        model.value = 2
        host.advance(by: 0)
        #expect(log.take() == ["1→2"])
        // An update in which the value stayed the same calls nothing.
        model.unrelated = 5
        host.advance(by: 0)
        host.advance(by: 0)
        #expect(log.take() == [])
        model.value = 3
        model.value = 4
        host.advance(by: 0)
        #expect(log.take() == ["2→4"])
    }

    @Test func initialAlsoRunsWhenTheViewAppearsWithTheValueAsBoth() {
        let model = Counter(), log = ActionLog()
        let host = TestHost(Watcher(model: model, log: log, initial: true))
        #expect(log.take() == ["1→1"])
        model.value = 2
        host.advance(by: 0)
        #expect(log.take() == ["1→2"])
    }

    @Test func theZeroArgumentFormRunsAfterTheUpdate() {
        let model = Counter(), log = ActionLog()
        let host = TestHost(ZeroArgumentWatcher(model: model, log: log))
        #expect(log.take() == ["changed to 1"])
        model.value = 9
        host.advance(by: 0)
        #expect(log.take() == ["changed to 9"])
    }

    @available(*, deprecated)
    @Test func theDeprecatedFormGetsTheNewValue() {
        let model = Counter(), log = ActionLog()
        let host = TestHost(DeprecatedWatcher(model: model, log: log))
        model.value = 3
        host.advance(by: 0)
        #expect(log.take() == ["new 3"])
    }

    @Test func stateChangedByTheActionIsHandledInAFollowingRound() {
        struct Echo: View {
            let model: Counter
            @State private var echoed = 0
            var body: some View {
                Text("echo \(echoed)").onChange(of: model.value) { _, new in echoed = new * 10 }
            }
        }
        let model = Counter()
        let host = TestHost(Echo(model: model))
        model.value = 4
        host.advance(by: 0)
        #expect(host.node(text: "echo 40") != nil)
    }

    @Test func anActionWhoseStateReEvaluatesItsViewDoesNotRunAgain() {
        struct Counting: View {
            let model: Counter
            let log: ActionLog
            @State private var runs = 0
            var body: some View {
                // Its own body reads `runs`: the action's change re-evaluates
                // it with the same watched value, which is no change.
                Text("runs \(runs)").onChange(of: model.value) { old, new in
                    log("\(old)→\(new)")
                    runs += 1
                }
            }
        }
        let model = Counter(), log = ActionLog()
        let host = TestHost(Counting(model: model, log: log))
        model.value = 2
        host.advance(by: 0)
        host.advance(by: 0)
        #expect(log.take() == ["1→2"])
        #expect(host.node(text: "runs 1") != nil)
    }
}
