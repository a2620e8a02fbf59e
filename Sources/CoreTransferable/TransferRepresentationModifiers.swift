import Foundation

extension TransferRepresentation {
    /// The name a file exported from this representation is given.
    public func suggestedFileName(_ fileName: String) -> some TransferRepresentation<Item> {
        ModifiedTransferRepresentation<Item>(base: transferEntries) { $0.fileName = { _ in fileName } }
    }

    /// The name a file exported from this representation is given, per item.
    public func suggestedFileName(_ fileName: @escaping @Sendable (Item) -> String?) -> some TransferRepresentation<Item> {
        ModifiedTransferRepresentation<Item>(base: transferEntries) { entry in
            entry.fileName = { ($0.value as? Item).flatMap(fileName) }
        }
    }

    /// Exports an item in this representation only when `condition` holds.
    public func exportingCondition(_ condition: @escaping @Sendable (Item) -> Bool) -> some TransferRepresentation<Item> {
        ModifiedTransferRepresentation<Item>(base: transferEntries) { entry in
            entry.condition = { ($0.value as? Item).map(condition) ?? false }
        }
    }

    /// Who may receive this representation. Trellis transfers within the
    /// user's session; anything narrower than `.all` keeps the
    /// representation off the desktop's clipboard and out of other apps.
    public func visibility(_ visibility: TransferRepresentationVisibility) -> some TransferRepresentation<Item> {
        ModifiedTransferRepresentation<Item>(base: transferEntries) { $0.isPublicVisibility = visibility == .all }
    }
}

/// A representation with a modifier applied to each of its entries.
struct ModifiedTransferRepresentation<Item: Transferable>: TransferRepresentation, PrimitiveTransferRepresentation {
    let primitiveEntries: [TransferEntry]

    init(base: [TransferEntry], change: (inout TransferEntry) -> Void) {
        primitiveEntries = base.map { var entry = $0; change(&entry); return entry }
    }

    var body: Never { return fatalError("ModifiedTransferRepresentation has no body") }
}

/// Which processes a representation is offered to.
public struct TransferRepresentationVisibility: Sendable, Equatable {
    let name: String
    public static let all = TransferRepresentationVisibility(name: "all")
    public static let team = TransferRepresentationVisibility(name: "team")
    public static let group = TransferRepresentationVisibility(name: "group")
    public static let ownProcess = TransferRepresentationVisibility(name: "ownProcess")
}
