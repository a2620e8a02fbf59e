/// The window a view is in, for views that move data through the
/// desktop (Paste buttons, file dialogs): its clipboard and its dialogs.
/// Held weakly, so the environment does not keep a closed window alive.
@MainActor
final class WindowTransfer {
    private(set) weak var host: ViewHost?
    init(host: ViewHost) { self.host = host }

    var clipboard: (any Clipboard)? { host?.clipboard }
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
