/// A button that pastes the clipboard's items of one `Transferable` type.
/// It is enabled only while the clipboard offers something of that type
/// (the offer is asked again when the window regains the focus, as
/// another app may have copied meanwhile); a click reads the items and
/// hands them to `onPaste`.
public nonisolated struct PasteButton: View {
    let entries: [TransferEntry]
    let onPaste: @MainActor ([SendableItem]) -> Void

    public init<T: Transferable>(payloadType: T.Type, onPaste: @escaping @MainActor ([T]) -> Void) {
        entries = T.transferEntries
        self.onPaste = { items in
            let typed = items.compactMap { $0.value as? T }
            if !typed.isEmpty { onPaste(typed) }
        }
    }

    public var body: some View { PasteButtonContent(entries: entries, onPaste: onPaste) }
}

/// The button itself, reading the window's clipboard offer in its body
/// so that it follows the offer.
private struct PasteButtonContent: View {
    let entries: [TransferEntry]
    let onPaste: @MainActor ([SendableItem]) -> Void
    @Environment(\.windowTransfer) private var transfer

    nonisolated init(entries: [TransferEntry], onPaste: @escaping @MainActor ([SendableItem]) -> Void) {
        self.entries = entries
        self.onPaste = onPaste
    }

    var body: some View {
        let clipboard = transfer?.clipboard
        let accepts = clipboard.map { TransferCoding.accepts(offered: $0.offer.types, entries: entries) } ?? false
        Button {
            guard let clipboard else { return }
            ClipboardTransfer.paste(from: clipboard, entries: entries, completion: onPaste)
        } label: {
            Label("Paste", systemImage: "doc.on.clipboard")
        }
        .disabled(!accepts)
        .onAppear { clipboard?.refreshOffer() }
    }
}
