/// Whether the user may resize, minimize or close the window showing a
/// view, as SwiftUI's `WindowInteractionBehavior` with
/// `windowResizeBehavior`, `windowMinimizeBehavior` and
/// `windowDismissBehavior` (macOS 15). The X11 backend tells the window
/// manager (`_MOTIF_WM_HINTS` functions; a window that may not be resized
/// also has its minimum and maximum size pinned to its size in
/// WM_NORMAL_HINTS) and ignores a close request while closing is disabled.
public struct WindowInteractionBehavior: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, enabled, disabled }
    let kind: Kind

    public static let automatic = WindowInteractionBehavior(kind: .automatic)
    public static let enabled = WindowInteractionBehavior(kind: .enabled)
    public static let disabled = WindowInteractionBehavior(kind: .disabled)

    /// `.automatic` and `.enabled` allow it: a window can be resized,
    /// minimized and closed unless a view says otherwise.
    var allows: Bool { kind != .disabled }
}

/// What the views of a window ask of its frame.
package struct WindowInteractions: Equatable, Sendable {
    package var allowsResize = true
    package var allowsMinimize = true
    package var allowsDismiss = true
    package init() {}
}

nonisolated extension View {
    /// Whether the user can resize the window presenting this view.
    public func windowResizeBehavior(_ behavior: WindowInteractionBehavior) -> some View {
        WindowInteractionRegistration(content: self) { $0.allowsResize = behavior.allows }
    }

    /// Whether the user can minimize the window presenting this view.
    public func windowMinimizeBehavior(_ behavior: WindowInteractionBehavior) -> some View {
        WindowInteractionRegistration(content: self) { $0.allowsMinimize = behavior.allows }
    }

    /// Whether the user can close the window presenting this view (its
    /// close button and the window manager's close, Alt+F4).
    public func windowDismissBehavior(_ behavior: WindowInteractionBehavior) -> some View {
        WindowInteractionRegistration(content: self) { $0.allowsDismiss = behavior.allows }
    }
}

/// Writes its behaviour into the window's host when reconciled (as a loose
/// `navigationTitle` names the window).
nonisolated struct WindowInteractionRegistration<Content: View>: View {
    typealias Body = Never
    let content: Content
    let apply: @MainActor (inout WindowInteractions) -> Void
}

@MainActor extension WindowInteractionRegistration: TransparentView {
    func forEachElement(_ visit: (ChildKey, any View) -> Void) { visit(.index(0), content) }
    func reconciled(_ node: ViewNode, previous: any View) {
        guard let host = node.host as? ViewHost else { return }
        var interactions = host.windowInteractions
        apply(&interactions)
        if interactions != host.windowInteractions { host.windowInteractions = interactions }
    }
}
