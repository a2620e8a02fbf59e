/// A key combination that runs a control, as SwiftUI's `KeyboardShortcut`.
///
/// On Linux, `.command` (SwiftUI's default modifier) is typed with the
/// Control key: `.keyboardShortcut("s")` answers Ctrl+S, as every Linux
/// application's Save does. Letters match whatever their case.
public struct KeyboardShortcut: Hashable, Sendable {
    public var key: KeyEquivalent
    public var modifiers: EventModifiers

    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.key = key
        self.modifiers = modifiers
    }

    /// Return: the button a form's Return presses.
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    /// Escape: the button that dismisses.
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])

    /// Whether a key press types this shortcut.
    package func matches(_ press: KeyPress) -> Bool {
        guard press.phase != .up else { return false }
        let relevant: EventModifiers = [.shift, .control, .option, .command]
        var wanted = modifiers.intersection(relevant)
        if wanted.contains(.command) { wanted.remove(.command); wanted.insert(.control) }
        var held = press.modifiers.intersection(relevant)
        if held.contains(.command) { held.remove(.command); held.insert(.control) }
        let keyCharacter = String(key.character).lowercased(), pressed = String(press.key.character).lowercased()
        guard keyCharacter == pressed else { return false }
        // Shift is part of a letter's case: Ctrl+Shift+S types "S".
        if key.character.isLetter { return held.subtracting(.shift) == wanted.subtracting(.shift) && (held.contains(.shift) == wanted.contains(.shift) || key.character.isUppercase) }
        return held == wanted || held.subtracting(.shift) == wanted
    }
}

extension KeyboardShortcut {
    /// How a menu shows the shortcut, as GTK does: "Ctrl+N",
    /// "Shift+Ctrl+A", "Alt+Left" (⌘ is Ctrl on Linux).
    package var label: String {
        var parts: [String] = []
        if modifiers.contains(.shift) { parts.append("Shift") }
        if modifiers.contains(.control) || modifiers.contains(.command) { parts.append("Ctrl") }
        if modifiers.contains(.option) { parts.append("Alt") }
        let name: String = switch key {
        case .return: "Enter"
        case .escape: "Esc"
        case .delete: "Backspace"
        case .deleteForward: "Delete"
        case .tab: "Tab"
        case .space: "Space"
        case .upArrow: "Up"
        case .downArrow: "Down"
        case .leftArrow: "Left"
        case .rightArrow: "Right"
        case .home: "Home"
        case .end: "End"
        case .pageUp: "Page Up"
        case .pageDown: "Page Down"
        default:
            if let scalar = key.character.unicodeScalars.first, (0xF704...0xF726).contains(scalar.value) {
                "F\(scalar.value - 0xF704 + 1)"
            } else {
                String(key.character).uppercased()
            }
        }
        parts.append(name)
        return parts.joined(separator: "+")
    }
}

/// `keyboardShortcut`: the first enabled button (or menu) inside runs when
/// its shortcut is typed anywhere in the window.
package nonisolated struct KeyboardShortcutView<Content: View>: View {
    package typealias Body = Never
    let content: Content
    let shortcut: KeyboardShortcut?
}

@MainActor
protocol KeyboardShortcutDeclaration {
    var declaredShortcut: KeyboardShortcut? { get }
}

@MainActor extension KeyboardShortcutView: TransparentView, KeyboardShortcutDeclaration {
    func forEachElement(_ visit: (ChildKey, any View) -> Void) { visit(.index(0), content) }

    func transformEnvironment(_ environment: inout EnvironmentValues) {
        environment.keyboardShortcut = shortcut
    }

    func reconciled(_ node: ViewNode, previous: any View) {
        guard let host = node.host as? ViewHost else { return }
        host.focus.register(node, in: &host.focus.shortcutNodes)
    }

    var declaredShortcut: KeyboardShortcut? { shortcut }
}

private struct KeyboardShortcutKey: EnvironmentKey {
    static let defaultValue: KeyboardShortcut? = nil
}

extension EnvironmentValues {
    /// The shortcut of the control here (a default button draws in the accent colour).
    var keyboardShortcut: KeyboardShortcut? {
        get { self[KeyboardShortcutKey.self] }
        set { self[KeyboardShortcutKey.self] = newValue }
    }
}

nonisolated extension View {
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View {
        KeyboardShortcutView(content: self, shortcut: KeyboardShortcut(key, modifiers: modifiers))
    }

    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View {
        KeyboardShortcutView(content: self, shortcut: shortcut)
    }

    /// nil removes the shortcut.
    public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View {
        KeyboardShortcutView(content: self, shortcut: shortcut)
    }
}
