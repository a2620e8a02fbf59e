import Observation
import Testing
@testable import TrellisCore

@Observable
private final class Shown {
    var isShown = true
    var items = [1, 2]
    var label = "loading"
}

/// A text that logs its appearances and disappearances under `name`.
private struct Logged: View {
    let name: String
    let log: ActionLog
    var body: some View {
        Text(name)
            .onAppear { log("appear \(name)") }
            .onDisappear { log("disappear \(name)") }
    }
}

private struct Conditional: View {
    let model: Shown
    let log: ActionLog
    var body: some View {
        VStack {
            Logged(name: "always", log: log)
            if model.isShown { Logged(name: "maybe", log: log) }
        }
    }
}

private struct List: View {
    let model: Shown
    let log: ActionLog
    var body: some View {
        VStack { ForEach(model.items, id: \.self) { Logged(name: "row \($0)", log: log) } }
    }
}

@Suite("onAppear and onDisappear")
@MainActor
struct AppearanceTests {
    @Test func aViewAppearsBeforeItsFirstFrameAndOnlyOnce() {
        let log = ActionLog()
        let host = TestHost(Logged(name: "a", log: log))
        #expect(log.take() == ["appear a"])
        host.advance(by: 1)
        host.resize(width: 200, height: 100)
        #expect(log.take() == [])
    }

    @Test func anIfRemovesAndReinsertsItsView() {
        let model = Shown(), log = ActionLog()
        let host = TestHost(Conditional(model: model, log: log))
        #expect(log.take() == ["appear always", "appear maybe"])
        model.isShown = false
        host.advance(by: 0)
        #expect(log.take() == ["disappear maybe"])
        model.isShown = true
        host.advance(by: 0)
        #expect(log.take() == ["appear maybe"])
    }

    @Test func aSwappedBranchOrANewIDDisappearsBeforeItsReplacementAppears() {
        struct Swapped: View {
            let model: Shown
            let log: ActionLog
            var body: some View {
                VStack {
                    if model.isShown { Logged(name: "then", log: log) } else { Logged(name: "else", log: log) }
                    Logged(name: "identified", log: log).id(model.items.count)
                }
            }
        }
        let model = Shown(), log = ActionLog()
        let host = TestHost(Swapped(model: model, log: log))
        #expect(log.take() == ["appear then", "appear identified"])
        model.isShown = false
        host.advance(by: 0)
        #expect(log.take() == ["disappear then", "appear else"])
        model.items = [1]
        host.advance(by: 0)
        #expect(log.take() == ["disappear identified", "appear identified"])
    }

    @Test func forEachElementsAppearAsTheyAreInsertedAndDisappearAsTheyAreRemoved() {
        let model = Shown(), log = ActionLog()
        let host = TestHost(List(model: model, log: log))
        #expect(log.take() == ["appear row 1", "appear row 2"])
        model.items = [1, 2, 3]
        host.advance(by: 0)
        #expect(log.take() == ["appear row 3"])
        model.items = [3, 1]
        host.advance(by: 0)
        // Moving row 3 keeps its identity: it does not appear again.
        #expect(log.take() == ["disappear row 2"])
    }

    @Test func onlyTheCandidateViewThatFitsShowsAppears() {
        let log = ActionLog()
        // 7 points a character: the wide text needs 140 points.
        let view = ViewThatFits(in: .horizontal) {
            Logged(name: "twenty characters...", log: log)
            Logged(name: "short", log: log)
        }
        let host = TestHost(view, width: 400, height: 100)
        #expect(log.take() == ["appear twenty characters..."])
        host.resize(width: 100, height: 100)
        #expect(log.take() == ["disappear twenty characters...", "appear short"])
        host.resize(width: 90, height: 100)
        #expect(log.take() == [])
        host.resize(width: 300, height: 100)
        #expect(log.take() == ["disappear short", "appear twenty characters..."])
    }

    @Test func nestedViewsAppearChildrenFirstAndModifiersInTheOrderWritten() {
        let log = ActionLog()
        let view = Group {
            VStack {
                Text("leaf")
                    .onAppear { log("leaf 1") }
                    .onChange(of: 0, initial: true) { log("leaf 2") }
                    .onAppear { log("leaf 3") }
            }
            .onAppear { log("stack") }
        }
        .onAppear { log("group") }
        _ = TestHost(view)
        #expect(log.take() == ["leaf 1", "leaf 2", "leaf 3", "stack", "group"])
    }

    @Test func removedViewsDisappearChildrenFirst() {
        let model = Shown(), log = ActionLog()
        struct Nested: View {
            let model: Shown
            let log: ActionLog
            var body: some View {
                VStack {
                    if model.isShown {
                        VStack { Text("inner").onDisappear { log("inner") } }
                            .onDisappear { log("outer") }
                    }
                }
            }
        }
        let host = TestHost(Nested(model: model, log: log))
        model.isShown = false
        host.advance(by: 0)
        #expect(log.take() == ["inner", "outer"])
    }

    @Test func stateSetInOnAppearIsInTheFirstFrame() {
        let model = Shown()
        struct Loading: View {
            let model: Shown
            @State private var count = 0
            var body: some View {
                Text("\(model.label) \(count)").onAppear {
                    model.label = "loaded"
                    count += 1
                }
            }
        }
        let host = TestHost(Loading(model: model))
        // Handled by a second round of bodies and layout before the frame
        // was painted, not by a body evaluated inside the first pass.
        #expect(host.node(text: "loaded 1") != nil)
        #expect(host.host.statistics.layoutPasses == 2)
    }

    @Test func aClosingWindowsViewsDisappearChildrenFirst() {
        let log = ActionLog()
        let view = VStack {
            Text("item").onDisappear { log("item") }
        }
        .onDisappear { log("menu") }
        let host = TestHost(view)
        host.host.dismantle()
        #expect(log.take() == ["item", "menu"])
        // Nothing is left to disappear a second time.
        host.host.dismantle()
        #expect(log.take() == [])
    }

    @Test func aModifierOnNothingNeverAppears() {
        let log = ActionLog()
        _ = TestHost(VStack { EmptyView().onAppear { log("empty") }; Text("x") })
        #expect(log.take() == [])
    }

    @Test func actionsThatKeepChangingStateAreCutOffPerFrame() {
        Diagnostics.log.removeAll()
        let model = Shown(), log = ActionLog()
        struct Flicker: View {
            let model: Shown
            let log: ActionLog
            var body: some View {
                VStack {
                    if model.isShown {
                        Text("now").onAppear { log("on"); model.isShown = false }
                    } else {
                        Text("then").onAppear { log("off"); model.isShown = true }
                    }
                }
            }
        }
        _ = TestHost(Flicker(model: model, log: log))
        #expect(log.take().count == ViewHost.lifecycleRoundsPerFrame)
        #expect(Diagnostics.log.contains { $0.contains("changed state in") })
    }
}
