import Combine
import Foundation
import Testing

private struct Boom: Error, CustomStringConvertible {
    var description: String { "boom" }
}

/// A subscriber that asks for a fixed number of values up front.
private final class CountedSubscriber: Subscriber, @unchecked Sendable {
    typealias Input = Int
    typealias Failure = Never
    let initial: Subscribers.Demand
    var received: [Int] = []
    var subscription: (any Subscription)?

    init(initial: Subscribers.Demand) { self.initial = initial }

    func receive(subscription: any Subscription) {
        self.subscription = subscription
        subscription.request(initial)
    }

    func receive(_ input: Int) -> Subscribers.Demand {
        received.append(input)
        return .none
    }

    func receive(completion: Subscribers.Completion<Never>) {}
}

@Suite("Combine subjects")
struct SubjectTests {
    @Test func passthroughSubjectSendsToCurrentSubscribersInOrder() {
        let subject = PassthroughSubject<Int, Never>()
        let early = Recorder<Int>()
        let late = Recorder<Int>()
        subject.send(0)                            // nobody is listening: lost
        let first = early.record(subject)
        subject.send(1)
        let second = late.record(subject)
        subject.send(2)
        subject.send(completion: .finished)
        subject.send(3)                            // after completion: ignored
        #expect(early.log == ["1", "2", "finished"])
        #expect(late.log == ["2", "finished"])
        _ = (first, second)
    }

    @Test func aSubscriberAfterCompletionGetsOnlyTheCompletion() {
        let subject = PassthroughSubject<Int, Boom>()
        subject.send(completion: .failure(Boom()))
        let recorder = Recorder<Int>()
        let cancellable = recorder.record(subject)
        #expect(recorder.log == ["failed(boom)"])
        _ = cancellable
    }

    @Test func currentValueSubjectStartsWithItsValue() {
        let subject = CurrentValueSubject<String, Never>("a")
        let recorder = Recorder<String>()
        let cancellable = recorder.record(subject)
        subject.send("b")
        subject.value = "c"
        #expect(subject.value == "c")
        #expect(recorder.log == ["a", "b", "c"])
        cancellable.cancel()
        subject.send("d")
        #expect(recorder.log == ["a", "b", "c"])
    }

    @Test func demandLimitsWhatASubscriberReceives() {
        let passthrough = PassthroughSubject<Int, Never>()
        let counted = CountedSubscriber(initial: .max(2))
        passthrough.subscribe(counted)
        for value in 1...4 { passthrough.send(value) }
        #expect(counted.received == [1, 2])          // 3 and 4 had no demand: dropped
        counted.subscription?.request(.max(1))
        passthrough.send(5)
        #expect(counted.received == [1, 2, 5])

        // A current-value subject keeps the latest for when demand comes.
        let current = CurrentValueSubject<Int, Never>(10)
        let lazy = CountedSubscriber(initial: .none)
        current.subscribe(lazy)
        current.send(11)
        #expect(lazy.received == [])
        lazy.subscription?.request(.max(1))
        #expect(lazy.received == [11])
    }

    @Test func justSendsOneValueThenFinishes() {
        let recorder = Recorder<Int>()
        let cancellable = recorder.record(Just(7))
        #expect(recorder.log == ["7", "finished"])
        #expect(Just(7) == Just(7))
        _ = cancellable
    }

    @Test func anyPublisherHidesTheChain() {
        let subject = PassthroughSubject<Int, Never>()
        let erased: AnyPublisher<String, Never> = subject.map { "#\($0)" }.eraseToAnyPublisher()
        let recorder = Recorder<String>()
        let cancellable = recorder.record(erased.eraseToAnyPublisher())
        subject.send(1)
        subject.send(2)
        #expect(recorder.log == ["#1", "#2"])
        _ = cancellable
    }

    @Test func releasingTheCancellableCancelsAndFreesTheSubscriber() {
        let subject = PassthroughSubject<Int, Never>()
        weak var weakToken: AnyObject?
        var received: [Int] = []
        do {
            let token = NSObject()
            weakToken = token
            var cancellables = Set<AnyCancellable>()
            subject.sink { [token] value in _ = token; received.append(value) }.store(in: &cancellables)
            subject.send(1)
            #expect(weakToken != nil)
        }
        subject.send(2)
        #expect(received == [1])
        #expect(weakToken == nil)                    // the closure was let go
        #expect(subject.subscriberCount == 0)
    }

    @Test func storeInAnArrayKeepsTheSubscription() {
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        var cancellables: [AnyCancellable] = []
        subject.sink { received.append($0) }.store(in: &cancellables)
        subject.send(1)
        cancellables.removeAll()
        subject.send(2)
        #expect(received == [1])
    }

    @Test func aSubjectSubscribedToAPublisherRelaysItsValues() {
        let source = PassthroughSubject<Int, Never>()
        let relay = CurrentValueSubject<Int, Never>(0)
        let recorder = Recorder<Int>()
        let listening = recorder.record(relay)
        let link = source.subscribe(relay)
        source.send(1)
        link.cancel()
        source.send(2)                                 // unlinked: not relayed
        #expect(recorder.values == [0, 1])
        #expect(source.subscriberCount == 0)
        let finishing = Just(9).subscribe(relay)
        #expect(recorder.log == ["0", "1", "9", "finished"])
        _ = (listening, finishing)
    }

    @Test func sinkWithCompletionSeesFailure() {
        let subject = PassthroughSubject<Int, Boom>()
        var events: [String] = []
        let cancellable = subject.sink(receiveCompletion: { completion in
            if case .failure(let error) = completion { events.append("failed \(error)") }
        }, receiveValue: { events.append("\($0)") })
        subject.send(1)
        subject.send(completion: .failure(Boom()))
        subject.send(2)
        #expect(events == ["1", "failed boom"])
        _ = cancellable
    }
}
