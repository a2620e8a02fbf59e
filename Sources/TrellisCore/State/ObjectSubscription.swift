import Foundation

/// What a view keeps for each `@StateObject`, `@ObservedObject` and
/// `@EnvironmentObject` it holds: the object it follows and the
/// subscription to that object's `objectWillChange`.
///
/// It lives in the node's per-property slots (`stateCells`, in the order
/// the properties are declared, shared with `@State`), so it goes away
/// with the node and the subscription ends with it. Re-linking to another
/// object (a new `@ObservedObject` value) replaces the subscription.
/// Nothing here holds the node strongly.
final class ObjectSubscriptionCell: @unchecked Sendable {
    /// A `@StateObject`'s instance, owned for the node's lifetime.
    var owned: AnyObject?
    private(set) weak var followed: AnyObject?
    private var subscription: AnyCancellable?

    init() {}

    /// Makes `node` re-evaluate its body whenever `object` will change.
    @MainActor
    func follow<O: ObservableObject>(_ object: O, from node: ViewNode) {
        guard followed !== object || subscription == nil else { return }
        subscription?.cancel()
        followed = object
        let box = node.handle
        let inbox = node.host.observationInbox
        subscription = object.objectWillChange.sink { @Sendable _ in
            // Announced before the change is stored: the body is only
            // scheduled here and re-evaluated at the host's next update.
            if MainExecutor.isCurrent {
                MainActor.assumeIsolated {
                    guard let node = box.node else { return }
                    node.host.noteStateChange(in: Transaction.current)
                    node.invalidateBody()
                }
            } else {
                inbox.post(box)
            }
        }
    }

    /// Stops following (the object left the environment).
    func stopFollowing() {
        subscription?.cancel()
        subscription = nil
        followed = nil
    }

    /// The cell in `node`'s slot `index`, made if the slot holds none.
    @MainActor
    static func cell(in node: ViewNode, at index: Int) -> ObjectSubscriptionCell {
        if index < node.stateCells.count, let cell = node.stateCells[index] as? ObjectSubscriptionCell { return cell }
        let cell = ObjectSubscriptionCell()
        if index < node.stateCells.count { node.stateCells[index] = cell } else { node.stateCells.append(cell) }
        return cell
    }
}
