/// The hosts of the windows a window opens: a dialog (sheet, alert) and a
/// popup (menu, popover, tooltip), each sharing this window's scene
/// storage, appearance and key repeat.
extension ViewHost {
    /// The host for a dialog this window asked for: its content with
    /// `dismiss` closing it.
    package func makeDialogHost(for request: DialogRequest) -> ViewHost {
        let stack = dialogs, id = request.id
        let close: @MainActor @Sendable () -> Void = { stack.dismiss(id: id) }
        let content = request.content.environment(\.dismiss, DismissAction(action: close)).environment(\.dialogID, id)
            .environment(\.appWindowContext, windowContext)
        let host = ViewHost(rootView: content, measurer: measurer, clock: clock, windowResizeAnimation: nil,
                            popups: PopupStack(), level: 0, sceneStorage: sceneStorage)
        host.desktopAppearance = appearanceForPopups
        host.dialogDismiss = close
        host.keyRepeatTiming = keyRepeatTiming
        host.closesDialogAfterAction = request.kind != .sheet
        host.windowContext = windowContext
        return host
    }

    /// The host for a popup this window (or one of its popups) asked for.
    package func makePopupHost(for request: PopupRequest) -> ViewHost {
        let popup = ViewHost(rootView: request.content.environment(\.appWindowContext, windowContext), measurer: measurer, clock: clock, windowResizeAnimation: nil,
                             popups: popups, level: request.level, sceneStorage: sceneStorage,
                             isPopover: !request.closesOnChoice)
        popup.desktopAppearance = appearanceForPopups
        popup.keyRepeatTiming = keyRepeatTiming
        popups.register(popup, for: request.id)
        // Opened from the keyboard, the focus goes into the menu: its first item.
        if request.highlightsFirstItem { popup.highlightFirstItem() }
        popup.windowContext = windowContext
        return popup
    }
}
