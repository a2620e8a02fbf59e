/// What a layout pass decided, for the animator: each unit placed, in
/// placement order (parents before children), with its new frame and the
/// transaction in force. Layout only records; the animator turns the
/// records into motions (`FrameAnimator.apply`). See `LayoutEngine` for
/// when the records are handed over.
struct LayoutTargets {
    struct Target {
        unowned(unsafe) let node: ViewNode
        let frame: CGRect
        /// The nearest geometry group above the node (an ancestor: alive).
        unowned(unsafe) let reference: ViewNode?
        /// Index into `transactions`.
        let transaction: Int32
        /// The top of a subtree that appears in this pass (it fades in
        /// when the transaction animates).
        let isInsertion: Bool
    }

    private(set) var targets: [Target] = []
    /// The distinct transactions of the pass, in order; consecutive targets
    /// nearly always share one, so each target holds an index.
    private(set) var transactions: [Transaction] = []

    init() {}

    /// Records made elsewhere, all under `transaction` (tests).
    init(_ targets: [Target], transaction: Transaction) {
        self.targets = targets.map {
            Target(node: $0.node, frame: $0.frame, reference: $0.reference, transaction: 0, isInsertion: $0.isInsertion)
        }
        transactions = [transaction]
    }

    var isEmpty: Bool { targets.isEmpty }
    var count: Int { targets.count }

    mutating func record(_ node: ViewNode, frame: CGRect, reference: ViewNode?, transaction: Transaction, isInsertion: Bool) {
        if let last = transactions.last, last.animation == transaction.animation,
           last.disablesAnimations == transaction.disablesAnimations {
            // The common case: the same transaction as the previous target.
        } else {
            transactions.append(transaction)
        }
        targets.append(Target(node: node, frame: frame, reference: reference, transaction: Int32(transactions.count - 1),
                              isInsertion: isInsertion))
    }

    /// Empties the records, keeping their room for the next batch.
    mutating func removeAll() {
        targets.removeAll(keepingCapacity: true)
        transactions.removeAll(keepingCapacity: true)
    }
}
