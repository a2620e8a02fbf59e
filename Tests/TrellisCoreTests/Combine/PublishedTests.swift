import Combine
import Foundation
import Testing

private final class Settings: ObservableObject {
    @Published var name = "a"
    @Published var count = 0
}

/// Property observers on a `@Published` property, as Mac code writes them.
private final class Observed: ObservableObject {
    var log: [String] = []
    @Published var value = 0 {
        willSet { log.append("will \(newValue)") }
        didSet { log.append("did \(oldValue)→\(value)") }
    }
}

private final class Label {
    var text = ""
}

@Suite("@Published and assign")
struct PublishedTests {
    @Test func dollarPropertyPublishesTheCurrentValueThenEachNewOneBeforeItIsStored() {
        let settings = Settings()
        var seen: [String] = []
        let cancellable = settings.$name.sink { [unowned settings] value in
            seen.append("\(value) (stored: \(settings.name))")
        }
        settings.name = "b"
        #expect(seen == ["a (stored: a)", "b (stored: a)"])
        _ = cancellable
    }

    @Test func objectWillChangeComesFirst() {
        let settings = Settings()
        var order: [String] = []
        let a = settings.objectWillChange.sink { order.append("will change") }
        let b = settings.$count.dropFirstValue { order.append("count \($0)") }
        settings.count = 1
        #expect(order == ["will change", "count 1"])
        _ = (a, b)
    }

    @Test func assignToOnWritesEveryValue() {
        let subject = PassthroughSubject<Int, Never>()
        let label = Label()
        let cancellable = subject.map { "n=\($0)" }.assign(to: \.text, on: label)
        subject.send(1)
        #expect(label.text == "n=1")
        cancellable.cancel()
        subject.send(2)
        #expect(label.text == "n=1")
    }

    @Test func assignToPublishedRepublishesAndLivesWithTheObject() {
        let subject = PassthroughSubject<Int, Never>()
        weak var weakSettings: Settings?
        var announcements = 0
        do {
            let settings = Settings()
            weakSettings = settings
            subject.assign(to: &settings.$count)
            let cancellable = settings.objectWillChange.sink { announcements += 1 }
            subject.send(5)
            #expect(settings.count == 5)
            #expect(announcements == 1)
            _ = cancellable
        }
        #expect(weakSettings == nil)                  // no cycle through the subscription
        #expect(subject.subscriberCount == 0)
    }

    @Test func observersOnAPublishedProperty() {
        let observed = Observed()
        var announced: [String] = []
        let cancellable = observed.objectWillChange.sink { announced.append("objectWillChange \(observed.value)") }
        observed.value = 2
        #expect(observed.log == ["will 2", "did 0→2"])
        #expect(announced == ["objectWillChange 0"])
        _ = cancellable
    }

    @Test func aCustomObjectWillChangePublisher() {
        final class Manual: ObservableObject {
            let objectWillChange = PassthroughSubject<Void, Never>()
        }
        let manual = Manual()
        var count = 0
        let cancellable = manual.objectWillChange.sink { count += 1 }
        manual.objectWillChange.send()
        #expect(count == 1)
        _ = cancellable
    }
}

private extension Publisher where Failure == Never {
    /// Skips the value a `$property` publishes on subscription.
    func dropFirstValue(_ receive: @escaping (Output) -> Void) -> AnyCancellable {
        var first = true
        return sink { value in
            if first { first = false } else { receive(value) }
        }
    }
}
