import Observation
import Testing
@testable import TrellisCore

@Observable
private final class VoteModel {
    var votes = 0
    var unrelated = 0
}

private struct VoteView: View {
    let model: VoteModel
    var body: some View {
        Button("votes \(model.votes)") { model.votes += 1 }
    }
}

@Suite("Observable models")
@MainActor
struct ObservationTests {
    @Test func aBodyThatReadsAModelUpdatesWhenTheModelChanges() {
        let model = VoteModel()
        let host = TestHost(VoteView(model: model), width: 200, height: 100)
        host.click(text: "votes 0")
        #expect(host.node(text: "votes 1") != nil)
        // A change made outside any view (a timer, a network reply) shows too.
        model.votes = 7
        #expect(host.node(text: "votes 7") != nil)
    }
}
