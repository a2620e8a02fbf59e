import Foundation

/// The subscription of one `onReceive`, kept in its node's first state
/// slot (a lifecycle modifier's node has no other state): released with
/// the node, which cancels it (`AnyCancellable`).
@MainActor
final class PublisherSubscriptionCell<P: Publisher> where P.Failure == Never {
    var action: ((P.Output) -> Void)?
    private var subscription: AnyCancellable?

    static func cell(in node: ViewNode) -> PublisherSubscriptionCell {
        if let existing = node.stateCells.first as? PublisherSubscriptionCell { return existing }
        let made = PublisherSubscriptionCell()
        node.stateCells = [made]
        return made
    }

    /// Replaces any subscription with one to `publisher`.
    func subscribe(to publisher: P, action newAction: @escaping (P.Output) -> Void) {
        subscription?.cancel()
        action = newAction
        // @Sendable: not isolated to the main actor, as values may come
        // from any thread. Held weakly: the cell owns the subscription.
        subscription = publisher.sink { @Sendable [weak self] value in
            // The value is handed to the main actor and not used here again.
            nonisolated(unsafe) let value = value
            let deliver = UncheckedValue { MainActor.assumeIsolated { self?.action?(value) } }
            if MainExecutor.isCurrent {
                deliver.value()
            } else {
                // SwiftUI expects main-thread publishers; a value from
                // elsewhere is delivered on the main queue instead.
                DispatchQueue.main.async { deliver.value() }
            }
        }
    }

    var isSubscribed: Bool { subscription != nil }

    /// Also drops the action, so that a value already on its way to the
    /// main queue finds nothing to run.
    func cancel() {
        subscription?.cancel()
        subscription = nil
        action = nil
    }
}

/// Whether code runs where the main actor does: on the main thread (the
/// X11 event loop's), or in a block of the main queue, which after
/// `dispatchMain()` (as in test runners) drains on another thread.
enum MainExecutor {
    private static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    static var isCurrent: Bool { MainThread.isCurrent || DispatchQueue.getSpecific(key: key) == true }
}

private struct UncheckedValue: @unchecked Sendable {
    let value: () -> Void
    init(_ value: @escaping () -> Void) { self.value = value }
}
