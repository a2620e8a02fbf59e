/// `interactiveDismissDisabled(_:)`: a sheet whose content says so stays
/// open when the user presses Escape (with no cancel button to take it)
/// or the window manager's close button asks it to close, and such a
/// popover when the user clicks outside it or presses Escape; their own
/// buttons, `dismiss` and their bindings still close them.
package nonisolated struct InteractiveDismissView<Content: View>: View {
    package typealias Body = Never
    let content: Content
    let isDisabled: Bool
}

/// A view that may forbid the dialog it is in to be closed by the user.
@MainActor
protocol InteractiveDismissDeclaring {
    var forbidsInteractiveDismiss: Bool { get }
}

@MainActor extension InteractiveDismissView: TransparentView, InteractiveDismissDeclaring {
    func forEachElement(_ visit: (ChildKey, any View) -> Void) { visit(.index(0), content) }
    var forbidsInteractiveDismiss: Bool { isDisabled }
}

extension ViewHost {
    /// Whether the user may close this dialog by Escape or the window
    /// manager: no view shown in it disables that (the innermost
    /// modifier on a path decides, as an inner `false` re-enables it).
    package var allowsInteractiveDismiss: Bool {
        func forbids(_ node: ViewNode, inherited: Bool) -> Bool {
            if node.isHidden { return false }
            var current = inherited
            if let declaring = node.view as? any InteractiveDismissDeclaring { current = declaring.forbidsInteractiveDismiss }
            if current, node.children.isEmpty { return true }
            return node.children.contains { forbids($0, inherited: current) }
        }
        return !forbids(root, inherited: false)
    }
}

nonisolated extension View {
    /// Keeps a sheet or popover showing this view from being closed by
    /// Escape, the window's close button or a click outside while
    /// `isDisabled` is true.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        InteractiveDismissView(content: self, isDisabled: isDisabled)
    }
}
