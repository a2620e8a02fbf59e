/// Where a view is hosted, for controls that open popups: the shared
/// stack of popups, the level of this host's window (0: the main window)
/// and whether that window is a menu.
struct PopupContext: Equatable {
    let stack: PopupStack
    let level: Int
    var isMenu: Bool { level > 0 }

    static func == (a: PopupContext, b: PopupContext) -> Bool { a.stack === b.stack && a.level == b.level }
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
