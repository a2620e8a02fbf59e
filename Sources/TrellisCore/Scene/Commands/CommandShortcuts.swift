/// Runs the menu bar's keyboard shortcuts with the menus closed.
@MainActor
package protocol WindowCommandHandling: AnyObject {
    /// Runs the command whose shortcut `press` types in the window `host`
    /// shows; false when none matches.
    func performCommand(matching press: KeyPress, in host: ViewHost) -> Bool
}

extension AppWindows: WindowCommandHandling {
    /// The menus' items live in a host of their own for each window (never
    /// shown), kept up to date like a window's, so that a shortcut runs the
    /// same button the menu shows, with the same enabled state.
    package func performCommand(matching press: KeyPress, in host: ViewHost) -> Bool {
        guard let context = host.windowContext, let record = record(context.id), record.spec.kind != .settings
        else { return false }
        let shortcuts = record.shortcutHost ?? makeShortcutHost(like: host, context: context)
        record.shortcutHost = shortcuts
        _ = shortcuts.update()
        return shortcuts.performShortcut(matching: press)
    }

    private func makeShortcutHost(like host: ViewHost, context: WindowContext) -> ViewHost {
        let items = commands.allItems.environment(\.appWindowContext, context)
        let shortcuts = ViewHost(rootView: items, measurer: host.measurer, clock: host.clock, windowResizeAnimation: nil)
        shortcuts.windowContext = context
        shortcuts.resize(to: CGSize(width: 400, height: 400))
        return shortcuts
    }
}
