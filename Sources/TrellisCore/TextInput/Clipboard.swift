/// The desktop's selections as the core sees them: `CLIPBOARD` (Ctrl+C,
/// Ctrl+V) and `PRIMARY` (whatever is selected; middle-click pastes it).
/// The X11 backend serves and reads them as an X client; tests use
/// `MemoryClipboard`. Text is one representation among others: copied
/// `Transferable` items put theirs (by MIME type, see `ClipboardContent`)
/// and a paste asks for the first of the types it accepts.
@MainActor
package protocol Clipboard: AnyObject {
    /// Puts representations on the selection (replacing what was there).
    func write(_ content: ClipboardContent, to selection: ClipboardSelection)
    /// Reads the selection in the first of `types` (MIME types, best
    /// first) that it offers; `completion` runs later (another client
    /// answers asynchronously), with nil when it offers none of them.
    func read(_ selection: ClipboardSelection, as types: [String],
              completion: @escaping @MainActor (ClipboardContent.Representation?) -> Void)
    /// The types the selection offers now (MIME types, and type
    /// identifiers for an app's own types); `completion` runs later.
    func availableTypes(_ selection: ClipboardSelection, completion: @escaping @MainActor ([String]) -> Void)
    /// What `CLIPBOARD` offers, kept current for Paste buttons and the Edit menu.
    var offer: ClipboardOffer { get }
    /// Asks the selection owner again what it offers (after the window
    /// regains the focus: another app may have copied meanwhile).
    func refreshOffer()
    /// Reads the selection before returning, waiting a moment at most for
    /// another client to answer: for APIs that are synchronous (AppKit's
    /// `NSPasteboard`), as GTK's `gtk_clipboard_wait_for_text` does. Nil
    /// when it holds none of `types` or its owner does not answer.
    func readNow(_ selection: ClipboardSelection, as types: [String]) -> ClipboardContent.Representation?
    /// The types the selection offers, waiting likewise.
    func typesNow(_ selection: ClipboardSelection) -> [String]
}

/// The app's clipboard for code outside any view (`NSPasteboard.general`):
/// the backend's once it runs, selections in memory before.
@MainActor
package enum AppClipboard {
    package static var shared: any Clipboard = MemoryClipboard()
}

extension Clipboard {
    func write(_ text: String, to selection: ClipboardSelection) {
        write(ClipboardContent(text: text), to: selection)
    }

    /// Reads the selection's text; `completion` runs later, with nil
    /// when there is none.
    func read(_ selection: ClipboardSelection, completion: @escaping @MainActor (String?) -> Void) {
        read(selection, as: [ClipboardContent.textType]) { representation in
            completion(representation.map { String(decoding: $0.data, as: UTF8.self) })
        }
    }
}

package enum ClipboardSelection: Sendable {
    case clipboard, primary
}

/// Selections kept in memory: the default of a host without a backend.
@MainActor
package final class MemoryClipboard: Clipboard {
    package var items: [ClipboardSelection: ClipboardContent] = [:] {
        didSet { offer.types = items[.clipboard]?.types ?? [] }
    }
    package let offer = ClipboardOffer()
    package init() {}

    /// The selections' text, for tests.
    package var contents: [ClipboardSelection: String] {
        get { items.compactMapValues(\.text) }
        set { items = newValue.mapValues { ClipboardContent(text: $0) } }
    }

    package func write(_ content: ClipboardContent, to selection: ClipboardSelection) { items[selection] = content }

    package func read(_ selection: ClipboardSelection, as types: [String],
                      completion: @escaping @MainActor (ClipboardContent.Representation?) -> Void) {
        completion(items[selection]?.first(of: types))
    }

    package func availableTypes(_ selection: ClipboardSelection, completion: @escaping @MainActor ([String]) -> Void) {
        completion(items[selection]?.types ?? [])
    }

    package func refreshOffer() { offer.types = items[.clipboard]?.types ?? [] }

    package func readNow(_ selection: ClipboardSelection, as types: [String]) -> ClipboardContent.Representation? {
        items[selection]?.first(of: types)
    }

    package func typesNow(_ selection: ClipboardSelection) -> [String] { items[selection]?.types ?? [] }
}
