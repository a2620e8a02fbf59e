import CoreTransferable
import Foundation

/// A control that shares items, as SwiftUI's `ShareLink`. macOS shows a
/// menu of sharing services; a Linux desktop has no share sheet, so the
/// label opens a menu of what one offers: "Copy" (every item on the
/// clipboard, in all its `Transferable` representations), "Open" for URLs
/// (through `openURL`, so `xdg-open` by default) and "Send by Email…"
/// (`xdg-email` with the subject and the message and items as the body;
/// only where xdg-email is installed). A preview's title heads the menu.
public nonisolated struct ShareLink<Data: RandomAccessCollection, PreviewImage: Transferable, PreviewIcon: Transferable, Label: View>: View
where Data.Element: Transferable {
    let items: Data
    let subject: Text?
    let message: Text?
    let preview: ((Data.Element) -> SharePreview<PreviewImage, PreviewIcon>)?
    let label: Label

    init(storing items: Data, subject: Text?, message: Text?,
         preview: ((Data.Element) -> SharePreview<PreviewImage, PreviewIcon>)?, label: Label) {
        self.items = items
        self.subject = subject
        self.message = message
        self.preview = preview
        self.label = label
    }

    @MainActor public var body: some View {
        ShareMenu(request: request, label: label)
    }

    /// What the menu's actions need, with the item type erased.
    @MainActor var request: ShareRequest {
        let elements = Array(items)
        let texts: [String] = elements.compactMap { element in
            if let url = element as? URL { return url.absoluteString }
            return element as? String
        }
        return ShareRequest(items: elements.map { SendableItem($0) }, entries: Data.Element.transferEntries,
                            urls: elements.compactMap { $0 as? URL }, texts: texts,
                            subject: subject?.content, message: message?.content,
                            title: preview.flatMap { make in elements.first.map { make($0).title.content } })
    }
}

/// A share link's items and words, for its menu.
struct ShareRequest {
    let items: [SendableItem]
    let entries: [TransferEntry]
    /// The items that are URLs ("Open" is offered when every item is one).
    let urls: [URL]
    /// The items as text (URLs and strings), for an email's body.
    let texts: [String]
    let subject: String?
    let message: String?
    let title: String?

    /// The message, then each textual item on its own line.
    var emailBody: String { ([message].compactMap { $0 } + texts).joined(separator: "\n") }
}

/// The menu behind a share link's label.
private nonisolated struct ShareMenu<Label: View>: View {
    let request: ShareRequest
    let label: Label
    @Environment(\.windowTransfer) private var transfer
    @Environment(\.openURL) private var openURL
    @Environment(\.shareEmailSender) private var email

    nonisolated init(request: ShareRequest, label: Label) {
        self.request = request
        self.label = label
    }

    @MainActor var body: some View {
        let request = request
        Menu {
            if let title = request.title { Section(title) { actions(request) } } else { actions(request) }
        } label: {
            label
        }
        .menuIndicator(.hidden)
        .disabled(request.items.isEmpty)
    }

    @MainActor @ViewBuilder private func actions(_ request: ShareRequest) -> some View {
        Button("Copy", systemImage: "doc.on.doc") {
            guard let clipboard = transfer?.clipboard else { return }
            ClipboardTransfer.copy(request.items, entries: request.entries, to: clipboard)
        }
        if !request.urls.isEmpty, request.urls.count == request.items.count {
            Button("Open", systemImage: "arrow.up.forward.app") { for url in request.urls { openURL(url) } }
        }
        if let email {
            Button("Send by Email…", systemImage: "envelope") { email.send(request.subject, request.emailBody) }
        }
    }
}
