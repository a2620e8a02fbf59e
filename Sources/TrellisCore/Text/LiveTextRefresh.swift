import Foundation

/// Where "now" comes from for texts that show time passing
/// (`Text(date, style: .timer)`): the system's clock, or a test's.
package final class WallClock: Equatable, @unchecked Sendable {
    let now: @Sendable () -> Date
    package init(now: @escaping @Sendable () -> Date) { self.now = now }
    package static let system = WallClock { Date() }
    package static func == (a: WallClock, b: WallClock) -> Bool { a === b }
}

extension EnvironmentValues {
    package var wallClock: WallClock {
        get { self[WallClockKey.self] }
        set { self[WallClockKey.self] = newValue }
    }
}

private struct WallClockKey: EnvironmentKey { static let defaultValue = WallClock.system }

/// Redraws texts whose characters change with time when they next change:
/// one main-queue wake-up per text and change (a timer: once a second),
/// none for a text no longer laid out (removed, or scrolled far away).
@MainActor
enum LiveTextRefresh {
    private static var pending: [ObjectIdentifier: WeakNode] = [:]

    private final class WeakNode {
        weak var node: ViewNode?
        init(_ node: ViewNode) { self.node = node }
    }

    /// How many texts wait for their next change (for tests).
    package static var pendingCount: Int { pending.count }

    static func schedule(_ node: ViewNode, after delay: Double) {
        let id = ObjectIdentifier(node)
        guard pending[id] == nil else { return }
        pending[id] = WeakNode(node)
        DispatchQueue.main.asyncAfter(deadline: .now() + max(0.001, delay)) {
            MainActor.assumeIsolated { fire(id) }
        }
    }

    /// Runs every pending refresh now (tests, with a virtual wall clock).
    package static func fireAll() {
        for id in Array(pending.keys) { fire(id) }
    }

    private static func fire(_ id: ObjectIdentifier) {
        guard let entry = pending.removeValue(forKey: id), let node = entry.node, node.parent != nil else { return }
        node.idealTextLayout = nil
        node.invalidateLayout()
        node.host.setNeedsLayout()
    }
}
