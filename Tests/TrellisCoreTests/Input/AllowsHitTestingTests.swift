import Testing
@testable import TrellisCore

/// `allowsHitTesting(false)`: the view and its subtree are passed over, and
/// the pointer reaches what lies behind.
@Suite("allowsHitTesting")
@MainActor
struct AllowsHitTestingTests {
    final class Log { var entries: [String] = [] }

    @Test func aButtonThatIgnoresHitsLetsTheClickThroughToTheOneBehind() {
        let log = Log()
        let host = TestHost(ZStack {
            Button("Back") { log.entries.append("back") }.frame(width: 100, height: 100)
            Button("Front") { log.entries.append("front") }.frame(width: 100, height: 100).allowsHitTesting(false)
        }, width: 400, height: 300)
        host.click(CGPoint(x: 200, y: 150))
        #expect(log.entries == ["back"])
    }

    @Test func aTapGestureInsideIsSkippedAndTheOneBehindTaps() {
        let log = Log()
        let host = TestHost(ZStack {
            Color.blue.frame(width: 200, height: 200).onTapGesture { log.entries.append("behind") }
            VStack { Color.red.frame(width: 100, height: 100).onTapGesture { log.entries.append("front") } }
                .allowsHitTesting(false)
        }, width: 400, height: 300)
        host.click(CGPoint(x: 200, y: 150))
        #expect(log.entries == ["behind"])
    }

    @Test func trueInsideFalseDoesNotTurnHitsBackOn() {
        let log = Log()
        let host = TestHost(ZStack {
            Color.blue.frame(width: 200, height: 200).onTapGesture { log.entries.append("behind") }
            Color.red.frame(width: 100, height: 100).onTapGesture { log.entries.append("front") }
                .allowsHitTesting(true).allowsHitTesting(false)
        }, width: 400, height: 300)
        host.click(CGPoint(x: 200, y: 150))
        #expect(log.entries == ["behind"])
    }

    @Test func allowsHitTestingTrueChangesNothing() {
        let log = Log()
        let host = TestHost(ZStack {
            Color.blue.frame(width: 200, height: 200).onTapGesture { log.entries.append("behind") }
            Color.red.frame(width: 100, height: 100).onTapGesture { log.entries.append("front") }.allowsHitTesting(true)
        }, width: 400, height: 300)
        host.click(CGPoint(x: 200, y: 150))
        // Outside the red square but inside the blue one: behind.
        host.click(CGPoint(x: 110, y: 60))
        #expect(log.entries == ["front", "behind"])
    }
}
