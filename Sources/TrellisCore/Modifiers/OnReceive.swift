import Foundation

nonisolated extension View {
    /// Runs `action` with every value `publisher` sends while this view is
    /// in the tree, as SwiftUI's `onReceive(_:perform:)`. The subscription
    /// is made when the view first appears, kept across updates (a new
    /// publisher — another subject, a different `Just` — replaces it) and
    /// cancelled when the view goes away. The action runs on the main
    /// actor; state it changes updates the view.
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
    where P.Failure == Never {
        OnReceiveView(content: self, link: PublisherLink(publisher: publisher, action: action))
    }
}

/// A view with a body (its content), so that the node it gets holds the
/// subscription in its state slots and frees it with the node.
package nonisolated struct OnReceiveView<Content: View, P: Publisher>: View where P.Failure == Never {
    let content: Content
    let link: PublisherLink<P>

    @MainActor package var body: Content { content }
}

/// `onReceive`'s property: links the node to a subscription cell.
nonisolated struct PublisherLink<P: Publisher> where P.Failure == Never {
    let publisher: P
    let action: (P.Output) -> Void
}

@MainActor extension PublisherLink: GraphLinkedProperty {
    func link(to node: ViewNode, stateIndex: inout Int) {
        defer { stateIndex += 1 }
        let cell: PublisherSubscriptionCell<P>
        if stateIndex < node.stateCells.count, let existing = node.stateCells[stateIndex] as? PublisherSubscriptionCell<P> {
            cell = existing
        } else {
            cell = PublisherSubscriptionCell<P>()
            if stateIndex < node.stateCells.count { node.stateCells[stateIndex] = cell } else { node.stateCells.append(cell) }
        }
        cell.update(publisher: publisher, action: action)
    }
}

/// The subscription of one `onReceive`, kept in its node's state slots:
/// released with the node, which cancels it (`AnyCancellable`). The
/// action is the latest view value's, so it sees current properties.
@MainActor
final class PublisherSubscriptionCell<P: Publisher> where P.Failure == Never {
    private var publisher: P?
    private var action: ((P.Output) -> Void)?
    private var subscription: AnyCancellable?

    func update(publisher newPublisher: P, action newAction: @escaping (P.Output) -> Void) {
        action = newAction
        if let publisher, subscription != nil, PublisherIdentity.same(publisher, newPublisher) { return }
        subscription?.cancel()
        publisher = newPublisher
        // Held weakly: the cell owns the subscription, not the other way round.
        // @Sendable: not isolated to the main actor, as values may come from any thread.
        subscription = newPublisher.sink { @Sendable [weak self] value in
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
