/// Where a window's keyboard focus is, and what follows it: the focused
/// unit, whether its ring shows, the `.focused` bindings and keyboard
/// shortcuts declared in the window, and the focus-state changes user
/// code asked for in this update.
@MainActor
final class FocusTracker {
    /// The focused unit (a `Focusable`), if any.
    var node: ViewNode?
    /// The ring shows: the focus came from the keyboard (Tab, a focus
    /// state set by code), or the control always shows it (a text field).
    var ringIsVisible = false
    /// The window has the keyboard focus of the desktop. Before the
    /// backend says otherwise it is assumed to (a headless host has it).
    var windowIsFocused = true
    /// The focus chain when the focus last moved, to find the next view
    /// in reading order if the focused one disappears.
    var chainSnapshot: [ViewNode] = []
    /// `.focused` modifiers' nodes (pruned when they leave the tree).
    var bindingNodes: [ViewNode] = []
    /// `.keyboardShortcut` modifiers' nodes.
    var shortcutNodes: [ViewNode] = []
    /// `.defaultFocus` modifiers' nodes, applied once when the window first shows.
    var defaultFocusNodes: [ViewNode] = []
    var defaultFocusApplied = false
    /// Whether the caret was shown in the last frame (it blinks).
    var caretWasShown = false
    /// The input method's pre-edit, drawn by the focused text.
    var composition = TextComposition()
    /// Focus states user code set since the last update.
    var requests: [any AnyFocusStateCell] = []

    func register(_ node: ViewNode, in list: inout [ViewNode]) {
        if !list.contains(where: { $0 === node }) { list.append(node) }
    }
}

/// A `.focused(_:)` or `.focused(_:equals:)` modifier: the focus state it
/// binds and the value that state takes while focus is inside it.
@MainActor
protocol FocusBinding {
    var focusCell: (any AnyFocusStateCell)? { get }
    var focusValue: AnyHashable { get }
}
