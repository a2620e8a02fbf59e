import Combine
import Dispatch

/// A scheduler whose clock moves only when a test says so: `debounce`,
/// `throttle` and `receive(on:)` become exact and instant to test. Its
/// times and intervals are `DispatchQueue`'s, so `.milliseconds(300)` reads
/// as it would with `DispatchQueue.main`.
final class TestScheduler: Scheduler, @unchecked Sendable {
    typealias SchedulerTimeType = DispatchQueue.SchedulerTimeType
    typealias SchedulerOptions = Never

    private struct Work {
        var due: SchedulerTimeType
        var order: Int
        var interval: SchedulerTimeType.Stride?
        var id: Int
        var action: () -> Void
    }

    private(set) var now = SchedulerTimeType(DispatchTime(uptimeNanoseconds: 1_000_000_000))
    var minimumTolerance: SchedulerTimeType.Stride { .nanoseconds(0) }
    private var queue: [Work] = []
    private var counter = 0
    private var cancelled: Set<Int> = []

    private func enqueue(_ due: SchedulerTimeType, interval: SchedulerTimeType.Stride? = nil, _ action: @escaping () -> Void) -> Int {
        counter += 1
        queue.append(Work(due: due, order: counter, interval: interval, id: counter, action: action))
        return counter
    }

    func schedule(options: Never?, _ action: @escaping () -> Void) { _ = enqueue(now, action) }

    func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: Never?, _ action: @escaping () -> Void) {
        _ = enqueue(date, action)
    }

    func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
                  options: Never?, _ action: @escaping () -> Void) -> any Cancellable {
        let id = enqueue(date, interval: interval, action)
        return AnyCancellable { [weak self] in self?.cancelled.insert(id) }
    }

    /// Runs everything due up to `now + interval`, in time order, moving
    /// the clock to each piece of work as it runs.
    func advance(by interval: SchedulerTimeType.Stride = .nanoseconds(0)) {
        let end = now.advanced(by: interval)
        while let next = queue.filter({ $0.due <= end }).min(by: { ($0.due, $0.order) < ($1.due, $1.order) }) {
            queue.removeAll { $0.order == next.order }
            guard !cancelled.contains(next.id) else { continue }
            now = next.due
            next.action()
            if let interval = next.interval {
                counter += 1
                queue.append(Work(due: next.due.advanced(by: interval), order: counter, interval: interval, id: next.id, action: next.action))
            }
        }
        now = end
    }
}

/// What a sink saw, in order.
final class Recorder<Value>: @unchecked Sendable {
    enum Event: CustomStringConvertible {
        case value(Value)
        case finished
        case failed(String)

        var description: String {
            switch self {
            case .value(let value): "\(value)"
            case .finished: "finished"
            case .failed(let error): "failed(\(error))"
            }
        }
    }

    private(set) var events: [Event] = []
    var values: [Value] { events.compactMap { if case .value(let value) = $0 { value } else { nil } } }
    /// The events as text: `["1", "2", "finished"]`.
    var log: [String] { events.map(\.description) }

    func record<P: Publisher>(_ publisher: P) -> AnyCancellable where P.Output == Value {
        publisher.sink(receiveCompletion: { [self] completion in
            switch completion {
            case .finished: events.append(.finished)
            case .failure(let error): events.append(.failed("\(error)"))
            }
        }, receiveValue: { [self] in events.append(.value($0)) })
    }
}
