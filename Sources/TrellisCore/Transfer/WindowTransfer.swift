import Observation

/// The window's way to the desktop's clipboard, for views that move data
/// through it (Paste buttons). Observable: a backend sets its clipboard
/// after the window's first bodies ran, and they follow.
@MainActor @Observable
final class WindowTransfer {
    var clipboard: any Clipboard = MemoryClipboard()
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
