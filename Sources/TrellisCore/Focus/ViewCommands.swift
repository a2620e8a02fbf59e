/// The direction of a move command: an arrow key pressed while a view
/// with `onMoveCommand` (or one of its descendants) has the focus.
public enum MoveCommandDirection: Hashable, Sendable {
    case up
    case down
    case left
    case right
}

/// A command the keyboard gives the focused view, as AppKit's responder
/// chain gives `cancelOperation:`, `moveUp:`… and `deleteBackward:`: a
/// key the focused control did not use itself.
enum ViewCommand: Equatable {
    case exit
    /// An arrow, on the screen (not yet mirrored for right to left).
    case move(MoveCommandDirection)
    case delete

    /// The command a plain key gives: Escape, an arrow, BackSpace or Delete
    /// without modifiers (Shift+arrow extends a selection, Alt+BackSpace
    /// deletes a word: those are not these commands).
    init?(_ key: CommandKey, modifiers: EventModifiers) {
        guard modifiers.isDisjoint(with: [.shift, .control, .option, .command]) else { return nil }
        switch key {
        case .escape: self = .exit
        case .upArrow: self = .move(.up)
        case .downArrow: self = .move(.down)
        case .leftArrow: self = .move(.left)
        case .rightArrow: self = .move(.right)
        case .backspace, .delete: self = .delete
        default: return nil
        }
    }
}

/// `onExitCommand`, `onMoveCommand` and `onDeleteCommand`: an action for a
/// command while the view or one of its descendants has the focus. The
/// innermost view with an action for the command runs it, after the
/// `onKeyPress` handlers and the focused control itself (a text field
/// keeps its arrows and BackSpace).
package nonisolated struct ViewCommandView<Content: View>: View {
    package typealias Body = Never
    let content: Content
    let exit: (() -> Void)?
    let move: ((MoveCommandDirection) -> Void)?
    let delete: (() -> Void)?
}

/// A node whose view answers commands on the way out from the focused view.
@MainActor
protocol ViewCommandHandling {
    func perform(_ command: ViewCommand, layoutDirection: LayoutDirection) -> Bool
}

@MainActor extension ViewCommandView: TransparentView, ViewCommandHandling {
    func forEachElement(_ visit: (ChildKey, any View) -> Void) { visit(.index(0), content) }

    func perform(_ command: ViewCommand, layoutDirection: LayoutDirection) -> Bool {
        switch command {
        case .exit:
            guard let exit else { return false }
            exit()
        case .delete:
            guard let delete else { return false }
            delete()
        case .move(let direction):
            guard let move else { return false }
            move(layoutDirection == .rightToLeft ? direction.mirrored : direction)
        }
        return true
    }
}

extension MoveCommandDirection {
    /// Left and right swapped: a right-to-left view's coordinates run from
    /// the right, so the key towards the screen's left moves to its right.
    var mirrored: MoveCommandDirection {
        switch self {
        case .left: .right
        case .right: .left
        case .up, .down: self
        }
    }
}

extension ViewHost {
    /// Runs the innermost command action around `origin` (the focused
    /// view, or the list that takes keys when nothing is focused).
    func performViewCommand(_ command: ViewCommand, from origin: ViewNode?) -> Bool {
        var current = origin
        while let node = current {
            if !node.isUnit, let handler = ViewKindCache.transparent(node.view) as? any ViewCommandHandling,
               handler.perform(command, layoutDirection: node.environment.layoutDirection) { return true }
            current = node.parent
        }
        return false
    }
}

nonisolated extension View {
    /// Runs `action` when Escape is pressed while this view or one of its
    /// descendants has the focus.
    public func onExitCommand(perform action: (() -> Void)?) -> some View {
        ViewCommandView(content: self, exit: action, move: nil, delete: nil)
    }

    /// Runs `action` with the arrow pressed while this view or one of its
    /// descendants has the focus (left and right as the view's layout
    /// direction reads them).
    public func onMoveCommand(perform action: ((MoveCommandDirection) -> Void)?) -> some View {
        ViewCommandView(content: self, exit: nil, move: action, delete: nil)
    }

    /// Runs `action` when BackSpace or Delete is pressed while this view or
    /// one of its descendants has the focus and does not use the key itself.
    public func onDeleteCommand(perform action: (() -> Void)?) -> some View {
        ViewCommandView(content: self, exit: nil, move: nil, delete: action)
    }
}
