/// Where a view is hosted, for controls that open popups: the shared
/// stack of popups, the level of this host's window (0: the main window)
/// and whether that window is a menu.
struct PopupContext {
    let stack: PopupStack
    let level: Int
    var isMenu: Bool { level > 0 }
}

private struct PopupContextKey: EnvironmentKey {
    static let defaultValue: PopupContext? = nil
}

extension EnvironmentValues {
    var popupContext: PopupContext? {
        get { self[PopupContextKey.self] }
        set { self[PopupContextKey.self] = newValue }
    }
}
