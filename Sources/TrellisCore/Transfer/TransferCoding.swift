import Foundation

/// Turns `Transferable` items into clipboard content and back, through
/// their representations (`TransferEntry`): a content type becomes its
/// MIME type on the clipboard (its identifier when it has none), and an
/// offered type is accepted by the first importing representation whose
/// content type it conforms to.
enum TransferCoding {
    /// The clipboard's name for a content type.
    static func clipboardType(of type: UTType) -> String {
        if type == .utf8PlainText || type == .plainText { return ClipboardContent.textType }
        return type.preferredMIMEType ?? type.identifier
    }

    /// The content type an offered clipboard type stands for.
    static func contentType(ofClipboardType name: String) -> UTType? {
        if ClipboardContent.sameType(name, ClipboardContent.textType) { return .utf8PlainText }
        return name.contains("/") ? UTType(mimeType: name) : UTType(name)
    }

    /// The offered type and importing representation a paste of items of
    /// these entries uses: the entries' order decides, then the offer's.
    static func match(offered: [String], entries: [TransferEntry]) -> (type: String, entry: TransferEntry)? {
        let kinds = offered.map { ($0, contentType(ofClipboardType: $0)) }
        for entry in entries where entry.canImport {
            if let (name, _) = kinds.first(where: { $0.1?.conforms(to: entry.contentType) ?? false }) {
                return (name, entry)
            }
        }
        return nil
    }

    /// Whether a paste of these entries can use what is offered.
    static func accepts(offered: [String], entries: [TransferEntry]) -> Bool {
        offered.contains(ClipboardContent.itemsType) || match(offered: offered, entries: entries) != nil
    }

    // MARK: Copying

    /// The clipboard content of items: one item's representations; for
    /// several, their texts joined by lines, the first item's other
    /// representations, and all of them in Trellis' own items type.
    static func content(of items: [SendableItem], entries: [TransferEntry]) async -> ClipboardContent? {
        var perItem: [[ClipboardContent.Representation]] = []
        for item in items {
            var representations: [ClipboardContent.Representation] = []
            for entry in entries where entry.exports(item) && entry.isPublicVisibility {
                let type = clipboardType(of: entry.contentType)
                guard !representations.contains(where: { ClipboardContent.sameType($0.type, type) }),
                      let data = try? await entry.exportData(item) else { continue }
                representations.append(.init(type: type, data: data))
            }
            if !representations.isEmpty { perItem.append(representations) }
        }
        guard let first = perItem.first else { return nil }
        if perItem.count == 1 { return ClipboardContent(representations: first) }
        var combined = first.map { representation in
            guard ClipboardContent.sameType(representation.type, ClipboardContent.textType) else { return representation }
            let texts = perItem.compactMap { ClipboardContent(representations: $0).text }
            return ClipboardContent.Representation(type: representation.type, data: Data(texts.joined(separator: "\n").utf8))
        }
        let archived = perItem.map { $0.map { ArchivedRepresentation(type: $0.type, data: $0.data) } }
        if let data = try? JSONEncoder().encode(archived) {
            combined.append(.init(type: ClipboardContent.itemsType, data: data))
        }
        return ClipboardContent(representations: combined)
    }

    // MARK: Pasting

    /// The items in a representation read from the clipboard (several
    /// when it is Trellis' items type), decoded by the first entry that
    /// accepts each; items no entry can decode are left out.
    static func items(from representation: ClipboardContent.Representation, entries: [TransferEntry]) async -> [SendableItem] {
        if representation.type == ClipboardContent.itemsType {
            guard let archived = try? JSONDecoder().decode([[ArchivedRepresentation]].self, from: representation.data)
            else { return [] }
            var items: [SendableItem] = []
            for item in archived {
                let offered = item.map(\.type)
                guard let (type, entry) = match(offered: offered, entries: entries),
                      let found = item.first(where: { $0.type == type }),
                      let decoded = try? await entry.importData(found.data) else { continue }
                items.append(decoded)
            }
            return items
        }
        guard let (_, entry) = match(offered: [representation.type], entries: entries),
              let decoded = try? await entry.importData(representation.data) else { return [] }
        return [decoded]
    }

    /// The types to ask the clipboard for, best first, given its offer.
    static func typesToRead(offered: [String], entries: [TransferEntry]) -> [String] {
        var types: [String] = []
        if offered.contains(ClipboardContent.itemsType) { types.append(ClipboardContent.itemsType) }
        if let (type, _) = match(offered: offered, entries: entries) { types.append(type) }
        return types
    }

    private struct ArchivedRepresentation: Codable {
        let type: String
        let data: Data
    }
}
