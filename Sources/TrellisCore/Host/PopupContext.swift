/// Where a view is hosted, for controls that open popups: the shared
/// stack of popups, the level of this host's window (0: the main window)
/// and whether that window is a menu (a popover's window holds ordinary views).
struct PopupContext: Equatable {
    let stack: PopupStack
    let level: Int
    var isPopover = false
    var isMenu: Bool { level > 0 && !isPopover }

    static func == (a: PopupContext, b: PopupContext) -> Bool {
        a.stack === b.stack && a.level == b.level && a.isPopover == b.isPopover
    }
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
