import Foundation

nonisolated extension View {
    /// Runs `action` with every value `publisher` sends while this view is
    /// shown, as SwiftUI's `onReceive(_:perform:)`. The subscription is
    /// made when the view appears, kept across updates (a new publisher —
    /// another subject, a different `Just` — replaces it) and cancelled
    /// when the view disappears. The action runs on the main actor; state
    /// it changes updates the view.
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
    where P.Failure == Never {
        OnReceiveView(content: self, publisher: publisher, action: action)
    }
}

/// A lifecycle modifier, so that subscribing and cancelling happen where
/// `onAppear` and `onDisappear` run: after layout, never inside a body
/// (a `Just` or a `$property` delivers at once, and its action may set
/// state), and at once when the view is removed, also while it fades out.
package nonisolated struct OnReceiveView<Content: View, P: Publisher>: View where P.Failure == Never {
    package typealias Body = Never
    let content: Content
    let publisher: P
    let action: (P.Output) -> Void
}

@MainActor extension OnReceiveView: LifecycleModifier {
    func forEachElement(_ visit: (ChildKey, any View) -> Void) { visit(.index(0), content) }

    func appear(_ record: LifecycleRecord, isFirst: Bool) {
        PublisherSubscriptionCell<P>.cell(in: record.node).subscribe(to: publisher, action: action)
    }

    func disappear(_ record: LifecycleRecord) {
        PublisherSubscriptionCell<P>.cell(in: record.node).cancel()
    }

    func change(from previous: Self, record: LifecycleRecord) -> (@MainActor () -> Void)? {
        let cell = PublisherSubscriptionCell<P>.cell(in: record.node)
        // Values from now on reach the newest view value's action.
        if cell.isSubscribed { cell.action = action }
        guard !PublisherIdentity.same(previous.publisher, publisher) else { return nil }
        return { [publisher, action] in
            guard record.isShown, !record.isRemoved else { return }
            cell.subscribe(to: publisher, action: action)
        }
    }
}

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

    static var isCurrent: Bool { Thread.isMainThread || DispatchQueue.getSpecific(key: key) == true }
}

private struct UncheckedValue: @unchecked Sendable {
    let value: () -> Void
    init(_ value: @escaping () -> Void) { self.value = value }
}

/// Whether a publisher in a new view value is the one already subscribed
/// to: the same instance for a class (a subject, a timer), equal for an
/// `Equatable` value (`Just`), and for an operator chain the same parts
/// (its closures cannot be compared and count as the same).
enum PublisherIdentity {
    static func same(_ a: Any, _ b: Any, depth: Int = 0) -> Bool {
        guard type(of: a) == type(of: b) else { return false }
        if type(of: a) is AnyClass { return (a as AnyObject) === (b as AnyObject) }
        if a is any Equatable { return areKnownEqual(a, b) }
        let left = Mirror(reflecting: a), right = Mirror(reflecting: b)
        if left.displayStyle == nil { return true }   // a closure or an opaque value
        guard depth < 8 else { return true }
        return zip(left.children, right.children).allSatisfy { same($0.value, $1.value, depth: depth + 1) }
    }
}
