extension ViewNode {
    /// The transaction for this node given its layout parent's: the
    /// markers of the modifiers between the two (`.animation(_:value:)`,
    /// `.transaction`) applied from the outermost in.
    func transaction(below unit: ViewNode?, from inherited: Transaction) -> Transaction {
        var markers: [TransactionMarker] = []
        var current = parent
        while let node = current, node !== unit {
            if let marker = node.transactionMarker { markers.append(marker) }
            current = node.parent
        }
        var transaction = inherited
        for marker in markers.reversed() { marker.apply(to: &transaction) }
        return transaction
    }
}
