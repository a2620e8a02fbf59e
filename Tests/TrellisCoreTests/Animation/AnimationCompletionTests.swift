import Testing
@testable import TrellisCore

@MainActor private final class Log { var entries: [String] = [] }

private struct Mover: View {
    let log: Log
    @State private var wide = false
    var body: some View {
        VStack {
            Button("Move") {
                withAnimation(.linear(duration: 1)) { wide.toggle() } completion: { log.entries.append("moved") }
            }
            Button("Nothing") {
                withAnimation(.linear(duration: 1)) {} completion: { log.entries.append("nothing") }
            }
            Color.red.frame(width: wide ? 200 : 100, height: 10)
        }
    }
}

/// `withAnimation(_:completionCriteria:_:completion:)` and
/// `Transaction.addAnimationCompletion`: the completion runs once, when
/// the animations the changes started are over.
@Suite("Animation completions")
@MainActor
struct AnimationCompletionTests {
    @Test func theCompletionRunsWhenTheAnimationEnds() {
        let log = Log()
        let host = TestHost(Mover(log: log), width: 300, height: 200)
        host.click(text: "Move")
        host.advance(by: 0.5)
        #expect(log.entries.isEmpty, "halfway through the second")
        host.advance(by: 0.6)
        #expect(log.entries == ["moved"])
        host.advance(by: 1)
        #expect(log.entries == ["moved"], "exactly once")
    }

    @Test func withNoChangeItRunsAtOnce() {
        let log = Log()
        let host = TestHost(Mover(log: log), width: 300, height: 200)
        host.click(text: "Nothing")
        #expect(log.entries == ["nothing"])
    }

    @Test func aTransactionCompletionRunsToo() {
        var transaction = Transaction(animation: nil)
        var ran = 0
        transaction.addAnimationCompletion { ran += 1 }
        withTransaction(transaction) {}
        #expect(ran == 1)
    }
}
