import Foundation

/// A view that updates at the dates of a schedule, as SwiftUI's
/// `TimelineView`: its content is made with the schedule's latest date
/// at or before now (`context.date`), and made again at the next one.
///
/// It wakes the app only for the dates it shows: the next date is
/// scheduled when the view is painted (`TimelineRefresh`), so a timeline
/// out of sight, removed, paused or at the end of its dates costs nothing.
public nonisolated struct TimelineView<Schedule: TimelineSchedule, Content> {
    let schedule: Schedule
    let content: (TimelineViewDefaultContext) -> Content

    /// What the content is made with.
    public struct Context: Sendable {
        /// How often the view is updated.
        public enum Cadence: Comparable, Hashable, Sendable {
            case live, seconds, minutes
        }

        /// The schedule's date the content is made for.
        public let date: Date
        public let cadence: Cadence
        let restart: @MainActor @Sendable () -> Void

        /// Asks the schedule for its dates again, from now.
        public func invalidateTimelineContent() {
            let restart = restart
            MainActor.assumeIsolated { restart() }
        }
    }
}

/// The context every timeline view's content gets.
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>.Context

nonisolated extension TimelineView: View where Content: View {
    public typealias Body = Never

    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {
        self.schedule = schedule
        self.content = content
    }
}

@MainActor extension TimelineView: PrimitiveView, FramedView, ContentWrapperLayout where Content: View {
    var kindName: String { "TimelineView" }

    func forEachChild(in node: ViewNode, _ visit: (ChildKey, any View) -> Void) {
        let state = node.timelineState
        let now = node.environment.wallClock.now()
        // Made again by its parent (the schedule may be another): start over.
        if !state.isFiring { state.restart(schedule.entries(from: now, mode: .normal)) }
        state.isFiring = false
        state.advance(to: now) { schedule.entries(from: now, mode: .normal) }
        let context = TimelineViewDefaultContext(date: state.current ?? now, cadence: cadence) { [weak node] in
            guard let node else { return }
            node.timelineState.needsRestart = true
            node.invalidateBody()
        }
        visit(.index(0), content(context))
    }

    func paintTree(node: ViewNode, into recorder: inout DisplayListRecorder) {
        if let next = node.timelineState.next {
            TimelineRefresh.schedule(node, at: next, now: node.environment.wallClock.now())
        }
        for child in node.paintOrder { child.paint(into: &recorder) }
    }

    private var cadence: TimelineViewDefaultContext.Cadence {
        switch schedule {
        case let periodic as PeriodicTimelineSchedule: periodic.interval >= 60 ? .minutes : periodic.interval >= 1 ? .seconds : .live
        case is EveryMinuteTimelineSchedule: .minutes
        default: .live
        }
    }
}

/// Where a timeline view is in its schedule's dates.
final class TimelineState {
    private var entries: AnyIterator<Date>?
    /// The latest date at or before now, and the one after it.
    private(set) var current: Date?
    private(set) var next: Date?
    /// The body is made because a date came (not because the parent changed).
    var isFiring = false
    var needsRestart = false

    /// Dates gone through before starting over from now.
    static let maximumSteps = 10_000

    func restart<S: Sequence>(_ dates: S) where S.Element == Date {
        var iterator = dates.makeIterator()
        entries = AnyIterator { iterator.next() }
        current = nil
        next = entries?.next()
        needsRestart = false
    }

    /// Moves `current` to the last date not after `now`.
    func advance<S: Sequence>(to now: Date, restartingWith dates: () -> S) where S.Element == Date {
        if entries == nil || needsRestart { restart(dates()) }
        var steps = 0
        while let date = next, date <= now {
            current = date
            next = entries?.next()
            steps += 1
            if steps == Self.maximumSteps {
                // Far behind (a long sleep, a tiny interval): from now on.
                restart(dates())
                steps = 0
                if let date = next, date <= now { current = date; next = entries?.next() }
                while let date = next, date <= now, steps < Self.maximumSteps { current = date; next = entries?.next(); steps += 1 }
                break
            }
        }
        // Dates that do not advance would wake the loop for nothing.
        if let date = next, let current, date <= current { next = nil }
    }
}

extension ViewNode {
    var timelineState: TimelineState {
        if let state = layoutCache as? TimelineState { return state }
        let state = TimelineState()
        layoutCache = state
        return state
    }
}

/// Wakes timeline views at their next dates: one main-queue wake-up per
/// view and date, scheduled when the view is painted.
@MainActor
package enum TimelineRefresh {
    private static var pending: [ObjectIdentifier: (node: WeakTimelineNode, due: Date)] = [:]

    final class WeakTimelineNode {
        weak var node: ViewNode?
        init(_ node: ViewNode) { self.node = node }
    }

    /// The dates timeline views wait for (for tests).
    package static var pendingDates: [Date] { pending.values.map(\.due).sorted() }

    static func schedule(_ node: ViewNode, at due: Date, now: Date) {
        let id = ObjectIdentifier(node)
        if let existing = pending[id], existing.due <= due, existing.node.node === node { return }
        pending[id] = (WeakTimelineNode(node), due)
        DispatchQueue.main.asyncAfter(deadline: .now() + max(0.001, due.timeIntervalSince(now))) {
            MainActor.assumeIsolated { fire(id, due: due) }
        }
    }

    /// Runs every refresh whose date is at or before `now` (tests, with a
    /// virtual wall clock).
    package static func fireDue(now: Date) {
        for (id, entry) in pending where entry.due <= now { fire(id, due: entry.due) }
    }

    private static func fire(_ id: ObjectIdentifier, due: Date) {
        guard let entry = pending[id], entry.due == due else { return }
        pending[id] = nil
        guard let node = entry.node.node, node.parent != nil else { return }
        node.timelineState.isFiring = true
        node.invalidateBody()
    }
}
