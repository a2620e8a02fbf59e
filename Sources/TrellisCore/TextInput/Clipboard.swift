/// The desktop's selections as the core sees them: `CLIPBOARD` (Ctrl+C,
/// Ctrl+V) and `PRIMARY` (whatever is selected; middle-click pastes it).
/// The X11 backend serves and reads them as an X client; tests use
/// `MemoryClipboard`.
@MainActor
package protocol Clipboard: AnyObject {
    func write(_ text: String, to selection: ClipboardSelection)
    /// Reads the selection's text; `completion` runs later (another
    /// client answers asynchronously), with nil when there is none.
    func read(_ selection: ClipboardSelection, completion: @escaping @MainActor (String?) -> Void)
}

package enum ClipboardSelection: Sendable {
    case clipboard, primary
}

/// Selections kept in memory: the default of a host without a backend.
@MainActor
package final class MemoryClipboard: Clipboard {
    package var contents: [ClipboardSelection: String] = [:]
    package init() {}
    package func write(_ text: String, to selection: ClipboardSelection) { contents[selection] = text }
    package func read(_ selection: ClipboardSelection, completion: @escaping @MainActor (String?) -> Void) {
        completion(contents[selection])
    }
}
