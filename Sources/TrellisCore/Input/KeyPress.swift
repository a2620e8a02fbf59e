/// One key event as a focused view's handlers see it, as SwiftUI's
/// `KeyPress`. The host also routes it to the focused control.
public struct KeyPress: Sendable {
    /// Options for matching the phases of a key press.
    public struct Phases: OptionSet, Hashable, Sendable, CustomDebugStringConvertible {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        public static let down = Phases(rawValue: 1 << 0)
        public static let `repeat` = Phases(rawValue: 1 << 1)
        public static let up = Phases(rawValue: 1 << 2)
        public static let all: Phases = [.down, .repeat, .up]

        public var debugDescription: String {
            var names: [String] = []
            if contains(.down) { names.append("down") }
            if contains(.repeat) { names.append("repeat") }
            if contains(.up) { names.append("up") }
            return "[" + names.joined(separator: ", ") + "]"
        }
    }

    /// Whether a handler consumed the event.
    public enum Result: Hashable, Sendable {
        case handled
        case ignored
    }

    public let phase: Phases
    public let key: KeyEquivalent
    /// The text the key types (what the keyboard layout and the input
    /// method produce: "é" after a dead acute and "e", "Ж" on a Russian
    /// layout); empty for keys that type nothing (arrows, Escape).
    public let characters: String
    public let modifiers: EventModifiers

    package init(phase: Phases = .down, key: KeyEquivalent, characters: String = "", modifiers: EventModifiers = []) {
        self.phase = phase
        self.key = key
        self.characters = characters
        self.modifiers = modifiers
    }

    /// Text an input method committed without a key of its own (a CJK
    /// candidate, a Compose sequence): a key-down carrying that text.
    package init(committedText text: String) {
        self.init(key: KeyEquivalent(text.first ?? " "), characters: text)
    }

    /// Whether this event types `characters` into a text field: a press
    /// (or repeat) with no command modifier, carrying printable text.
    package var typedText: String? {
        guard phase != .up, modifiers.isDisjoint(with: .commandKeys), !characters.isEmpty else { return nil }
        guard !characters.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else { return nil }
        return characters
    }
}
