/// A user input event in window coordinates (points, top-left origin), as
/// a backend delivers it to a `ViewHost`.
package enum InputEvent: Sendable {
    /// The pointer moved to a location inside the window.
    case pointerMoved(CGPoint)
    /// The pointer left the window; hover feedback ends.
    case pointerExited
    case buttonDown(CGPoint, MouseButton)
    case buttonUp(CGPoint, MouseButton)
    /// A wheel or touchpad scroll at a location. `delta` is in points;
    /// a positive `height` reveals content further down.
    case scroll(CGPoint, delta: CGSize)
    /// A key went down, repeated or came up (its phase says which), read
    /// with the user's keyboard layout; text an input method commits
    /// arrives as a key-down carrying it.
    case key(KeyPress)
    /// The window gained or lost the keyboard focus (the caret blinks and
    /// the focus ring shows only while it has it).
    case windowFocus(Bool)
    /// The input method's pre-edit changed (empty: composing ended or was
    /// committed); the focused text draws it at its caret.
    case composition(TextComposition)
}

package enum MouseButton: Sendable, Equatable {
    case primary, secondary, middle
}

extension InputEvent {
    /// A key press, as tests and menus write it: `.keyDown(.downArrow)`.
    package static func keyDown(_ key: KeyEquivalent, characters: String = "", modifiers: EventModifiers = []) -> InputEvent {
        .key(KeyPress(phase: .down, key: key, characters: characters, modifiers: modifiers))
    }
}

extension InputEvent: Equatable {
    package static func == (a: InputEvent, b: InputEvent) -> Bool {
        switch (a, b) {
        case (.pointerMoved(let p), .pointerMoved(let q)): p == q
        case (.pointerExited, .pointerExited): true
        case (.buttonDown(let p, let x), .buttonDown(let q, let y)), (.buttonUp(let p, let x), .buttonUp(let q, let y)): p == q && x == y
        case (.scroll(let p, let d), .scroll(let q, let e)): p == q && d == e
        case (.key(let x), .key(let y)):
            x.phase == y.phase && x.key == y.key && x.characters == y.characters && x.modifiers == y.modifiers
        case (.windowFocus(let x), .windowFocus(let y)): x == y
        case (.composition(let x), .composition(let y)): x == y
        default: false
        }
    }
}
