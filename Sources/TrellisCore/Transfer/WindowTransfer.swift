import Observation

/// The window's way to the desktop's clipboard, for views that move data
/// through it (Paste buttons), and its drag and drop. Observable: a backend sets its clipboard
/// after the window's first bodies ran, and they follow.
@MainActor @Observable
final class WindowTransfer {
    var clipboard: any Clipboard = MemoryClipboard()
    /// The drag in progress from one of the window's views.
    let drag = DragSession()
}

private struct WindowTransferKey: EnvironmentKey {
    static let defaultValue: WindowTransfer? = nil
}

extension EnvironmentValues {
    var windowTransfer: WindowTransfer? {
        get { self[WindowTransferKey.self] }
        set { self[WindowTransferKey.self] = newValue }
    }
}
