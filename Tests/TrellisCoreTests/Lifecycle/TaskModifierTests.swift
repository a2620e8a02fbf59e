import Foundation
import Observation
import Testing
@testable import TrellisCore

@Observable
private final class Switches {
    var isShown = true
    var id = 1
}

/// A log a cancellation handler can write to from any thread.
private final class SendableLog: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [String] = []

    func callAsFunction(_ entry: String) { lock.withLock { entries.append(entry) } }

    var count: Int { lock.withLock { entries.count } }

    func take() -> [String] {
        lock.withLock {
            defer { entries.removeAll() }
            return entries
        }
    }
}

/// Logs when its task starts, when it is cancelled (at once, from the
/// cancellation handler) and how it ended.
private struct Worker: View {
    let model: Switches
    let log: SendableLog
    var body: some View {
        let id = model.id, log = log
        VStack {
            if model.isShown {
                Text("worker").task(id: id) {
                    log("start \(id)")
                    await withTaskCancellationHandler {
                        try? await Task.sleep(for: .seconds(3600))
                    } onCancel: {
                        log("cancel \(id)")
                    }
                    log(Task.isCancelled ? "ended \(id) cancelled" : "ended \(id)")
                }
            }
        }
    }
}

/// Lets the main actor run the jobs queued on it (the tasks) until `done`
/// holds: other suites' tasks share the main actor while tests run in
/// parallel, so a fixed number of turns is not always enough. Without a
/// condition, a few turns (to see that nothing more happens).
@MainActor
private func settle(until done: (() -> Bool)? = nil) async {
    guard let done else {
        for _ in 0..<20 { await Task.yield() }
        return
    }
    for _ in 0..<2000 where !done() {
        await Task.yield()
        try? await Task.sleep(for: .milliseconds(1))
    }
}

@Suite("task")
@MainActor
struct TaskModifierTests {
    @Test func theTaskStartsWhenTheViewAppearsAndIsCancelledWhenItIsRemoved() async {
        let model = Switches(), log = SendableLog()
        let host = TestHost(Worker(model: model, log: log))
        // Started with the appearance; its body runs when the main actor is free.
        #expect(log.take() == [])
        await settle { log.count == 1 }
        #expect(log.take() == ["start 1"])
        model.isShown = false
        host.advance(by: 0)
        #expect(log.take() == ["cancel 1"])
        await settle { log.count == 1 }
        #expect(log.take() == ["ended 1 cancelled"])
    }

    @Test func aNewIDCancelsTheTaskAndStartsAnother() async {
        let model = Switches(), log = SendableLog()
        let host = TestHost(Worker(model: model, log: log))
        await settle { log.count == 1 }
        #expect(log.take() == ["start 1"])
        model.id = 2
        host.advance(by: 0)
        // Cancelled in the update; the old task's end and the new one's
        // start then run in whichever order the executor picks.
        #expect(log.take() == ["cancel 1"])
        await settle { log.count == 2 }
        #expect(Set(log.take()) == ["ended 1 cancelled", "start 2"])
        // An update that keeps the id leaves the task running.
        host.resize(width: 200, height: 100)
        await settle()
        #expect(log.take() == [])
    }

    @Test func aTaskRunsOnTheMainActorAndMayChangeState() async {
        struct Loader: View {
            @State private var text = "loading"
            var body: some View {
                Text(text).task {
                    await Task.yield()
                    text = "loaded"
                }
            }
        }
        let host = TestHost(Loader())
        await settle { host.node(text: "loaded") != nil }
        #expect(host.node(text: "loaded") != nil)
    }

    @Test func onlyTheChosenViewThatFitsCandidateRunsItsTask() async {
        let log = SendableLog()
        func sleeper(_ name: String) -> some View {
            Text(name).task {
                log("start \(name)")
                await withTaskCancellationHandler {
                    try? await Task.sleep(for: .seconds(3600))
                } onCancel: {
                    log("cancel \(name)")
                }
            }
        }
        let view = ViewThatFits(in: .horizontal) {
            sleeper("twenty characters...")
            sleeper("short")
        }
        let host = TestHost(view, width: 100, height: 100)
        await settle { log.count == 1 }
        await settle()
        #expect(log.take() == ["start short"])
        // Set aside: cancelled in the update; the chosen one starts.
        host.resize(width: 400, height: 100)
        #expect(log.take() == ["cancel short"])
        await settle { log.count == 1 }
        #expect(log.take() == ["start twenty characters..."])
    }
}
