import Combine
import Foundation
import Testing

@Suite("Combine operators")
struct OperatorTests {
    @Test func mapFilterAndRemoveDuplicatesInOrder() {
        let subject = PassthroughSubject<Int, Never>()
        let recorder = Recorder<String>()
        let cancellable = recorder.record(
            subject.filter { $0 >= 0 }.removeDuplicates().map { "v\($0)" })
        for value in [1, 1, -3, 1, 2, 2, 3, 1] { subject.send(value) }
        subject.send(completion: .finished)
        // -3 is filtered out, so the third 1 follows a 1 and is a duplicate.
        #expect(recorder.log == ["v1", "v2", "v3", "v1", "finished"])
        _ = cancellable
    }

    @Test func removeDuplicatesByAPredicate() {
        let recorder = Recorder<String>()
        let subject = PassthroughSubject<String, Never>()
        let cancellable = recorder.record(subject.removeDuplicates { $0.lowercased() == $1.lowercased() })
        for value in ["a", "A", "b", "B", "a"] { subject.send(value) }
        #expect(recorder.values == ["a", "b", "a"])
        _ = cancellable
    }

    @Test func filterAsksForAReplacementOfEachValueItDrops() {
        // A subscriber with demand for 2: the filter must not spend it on dropped values.
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        let subscriber = AnySubscriber<Int, Never>(
            receiveSubscription: { $0.request(.max(2)) },
            receiveValue: { received.append($0); return .none })
        subject.filter { $0.isMultiple(of: 2) }.subscribe(subscriber)
        for value in 1...8 { subject.send(value) }
        #expect(received == [2, 4])
    }

    @Test func debounceWaitsForQuiet() {
        let scheduler = TestScheduler()
        let subject = PassthroughSubject<String, Never>()
        let recorder = Recorder<String>()
        let cancellable = recorder.record(subject.debounce(for: .milliseconds(300), scheduler: scheduler))
        subject.send("a")
        scheduler.advance(by: .milliseconds(100))
        subject.send("ab")
        scheduler.advance(by: .milliseconds(100))
        subject.send("abc")
        scheduler.advance(by: .milliseconds(299))
        #expect(recorder.log == [])
        scheduler.advance(by: .milliseconds(1))
        #expect(recorder.log == ["abc"])
        subject.send("x")
        scheduler.advance(by: .seconds(1))
        #expect(recorder.log == ["abc", "x"])
        _ = cancellable
    }

    @Test func debounceDropsAWaitingValueWhenTheUpstreamFinishes() {
        // As Combine's (and OpenCombine's): completion is scheduled at once.
        let scheduler = TestScheduler()
        let subject = PassthroughSubject<Int, Never>()
        let recorder = Recorder<Int>()
        let cancellable = recorder.record(subject.debounce(for: .milliseconds(50), scheduler: scheduler))
        subject.send(1)
        subject.send(completion: .finished)
        scheduler.advance(by: .seconds(1))
        #expect(recorder.log == ["finished"])
        _ = cancellable
    }

    @Test func debounceStopsWhenCancelled() {
        let scheduler = TestScheduler()
        let subject = PassthroughSubject<Int, Never>()
        let recorder = Recorder<Int>()
        let cancellable = recorder.record(subject.debounce(for: .milliseconds(50), scheduler: scheduler))
        subject.send(1)
        cancellable.cancel()
        scheduler.advance(by: .seconds(1))
        #expect(recorder.log == [])
        #expect(subject.subscriberCount == 0)
    }

    @Test func throttleLatestPublishesTheNewestOncePerInterval() {
        let scheduler = TestScheduler()
        let subject = PassthroughSubject<Int, Never>()
        let recorder = Recorder<Int>()
        let cancellable = recorder.record(subject.throttle(for: .milliseconds(100), scheduler: scheduler, latest: true))
        subject.send(1)                               // the first goes at once
        scheduler.advance()
        #expect(recorder.values == [1])
        for value in 2...4 {
            scheduler.advance(by: .milliseconds(20))
            subject.send(value)
        }
        scheduler.advance(by: .milliseconds(39))      // 99 ms after the first
        #expect(recorder.values == [1])
        scheduler.advance(by: .milliseconds(1))
        #expect(recorder.values == [1, 4])
        scheduler.advance(by: .milliseconds(500))     // nothing new: nothing sent
        subject.send(5)
        scheduler.advance()
        #expect(recorder.values == [1, 4, 5])
        _ = cancellable
    }

    @Test func throttleFirstKeepsTheFirstOfEachInterval() {
        let scheduler = TestScheduler()
        let subject = PassthroughSubject<Int, Never>()
        let recorder = Recorder<Int>()
        let cancellable = recorder.record(subject.throttle(for: .milliseconds(100), scheduler: scheduler, latest: false))
        subject.send(1)
        scheduler.advance(by: .milliseconds(10))
        subject.send(2)
        subject.send(3)
        scheduler.advance(by: .milliseconds(100))
        #expect(recorder.values == [1, 2])
        _ = cancellable
    }

    @Test func receiveOnDeliversOnTheScheduler() {
        let scheduler = TestScheduler()
        let subject = PassthroughSubject<Int, Never>()
        let recorder = Recorder<Int>()
        let cancellable = recorder.record(subject.receive(on: scheduler))
        subject.send(1)
        subject.send(2)
        subject.send(completion: .finished)
        #expect(recorder.log == [])
        scheduler.advance()
        #expect(recorder.log == ["1", "2", "finished"])
        _ = cancellable
    }

    @MainActor
    @Test func receiveOnTheMainQueueAndTheMainRunLoop() async {
        let subject = PassthroughSubject<Int, Never>()
        let recorder = Recorder<Int>()
        let fromQueue = recorder.record(subject.receive(on: DispatchQueue.main))
        let fromRunLoop = recorder.record(subject.map { $0 * 10 }.receive(on: RunLoop.main))
        DispatchQueue.global().async { subject.send(1) }
        for _ in 0..<500 where recorder.values.count < 2 { try? await Task.sleep(for: .milliseconds(10)) }
        #expect(recorder.values.sorted() == [1, 10])
        _ = (fromQueue, fromRunLoop)
    }
}
