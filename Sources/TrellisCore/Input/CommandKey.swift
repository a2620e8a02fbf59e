/// The keys lists, navigation stacks, tab views and dialogs act on, as one
/// small type of their own: the backend's key events are converted to it
/// in one place (`init?(_:)`), so those views do not depend on how keys
/// arrive.
enum CommandKey: Equatable {
    case upArrow, downArrow, leftArrow, rightArrow
    case home, end, pageUp, pageDown
    case delete, backspace, `return`, escape

    /// The command a key press gives, if any (a key-down or repeat with
    /// no character-producing meaning for these views).
    init?(_ press: KeyPress) {
        guard press.phase != .up else { return nil }
        switch press.key {
        case .upArrow: self = .upArrow
        case .downArrow: self = .downArrow
        case .leftArrow: self = .leftArrow
        case .rightArrow: self = .rightArrow
        case .home: self = .home
        case .end: self = .end
        case .pageUp: self = .pageUp
        case .pageDown: self = .pageDown
        case .deleteForward: self = .delete
        case .delete: self = .backspace
        case .return: self = .return
        case .escape: self = .escape
        default: return nil
        }
    }
}
