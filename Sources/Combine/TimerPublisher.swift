import Foundation

extension Timer {
    /// A publisher of the current date every `interval` seconds, as
    /// Combine's: connect it (or `autoconnect()`) to start the timer.
    ///
    /// On `RunLoop.main` — in a Trellis app, the X11 event loop — the timer
    /// is a dispatch timer on the main queue, which the event loop polls, so
    /// an idle window wakes only when a tick is due.
    public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
                               in mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil) -> TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode, options: options)
    }

    /// `Timer.publish`'s publisher: every subscriber receives the ticks of
    /// one timer, which runs while connected.
    public final class TimerPublisher: ConnectablePublisher, @unchecked Sendable {
        public typealias Output = Date
        public typealias Failure = Never

        public let interval: TimeInterval
        public let tolerance: TimeInterval?
        public let runLoop: RunLoop
        public let mode: RunLoop.Mode
        public let options: RunLoop.SchedulerOptions?

        private let ticks = PassthroughSubject<Date, Never>()
        private let lock = Lock()
        private var connection: AnyCancellable?

        public init(interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode,
                    options: RunLoop.SchedulerOptions? = nil) {
            self.interval = interval
            self.tolerance = tolerance
            self.runLoop = runLoop
            self.mode = mode
            self.options = options
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
            ticks.receive(subscriber: subscriber)
        }

        /// Starts the timer (once; connecting again while it runs returns
        /// the same connection). Cancelling the result stops it.
        public func connect() -> any Cancellable {
            if let running = lock.withLock({ connection }) { return running }
            let started = start()
            let made = AnyCancellable { [weak self] in
                started.cancel()
                self?.lock.withLock { self?.connection = nil }
            }
            lock.withLock { connection = made }
            return made
        }

        /// The timer sends into `ticks`; it holds the subject, not this
        /// publisher, so an unreferenced publisher is freed (and its
        /// connection with it).
        private func start() -> any Cancellable {
            let ticks = self.ticks
            let seconds = max(interval, 0.000_1)
            if runLoop === RunLoop.main {
                let source = DispatchSource.makeTimerSource(queue: .main)
                source.setEventHandler { ticks.send(Date()) }
                let leeway = DispatchTimeInterval.nanoseconds(Int((tolerance ?? 0) * 1_000_000_000))
                source.schedule(deadline: .now() + seconds, repeating: seconds, leeway: leeway)
                source.resume()
                return AnyCancellable { source.cancel() }
            }
            let timer = Timer(timeInterval: seconds, repeats: true) { _ in ticks.send(Date()) }
            if let tolerance { timer.tolerance = tolerance }
            runLoop.add(timer, forMode: mode)
            return AnyCancellable { timer.invalidate() }
        }
    }
}
