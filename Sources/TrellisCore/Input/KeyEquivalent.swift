/// A key a shortcut or a key-press handler names, as SwiftUI's
/// `KeyEquivalent`: a character, with the special keys given the
/// private-use characters AppKit uses for them (so `KeyEquivalent.upArrow`
/// compares equal whatever backend made it).
public struct KeyEquivalent: Hashable, Sendable {
    public var character: Character

    public init(_ character: Character) { self.character = character }

    public static let upArrow = KeyEquivalent("\u{F700}")
    public static let downArrow = KeyEquivalent("\u{F701}")
    public static let leftArrow = KeyEquivalent("\u{F702}")
    public static let rightArrow = KeyEquivalent("\u{F703}")
    public static let escape = KeyEquivalent("\u{1B}")
    /// Backspace.
    public static let delete = KeyEquivalent("\u{7F}")
    public static let deleteForward = KeyEquivalent("\u{F728}")
    public static let home = KeyEquivalent("\u{F729}")
    public static let end = KeyEquivalent("\u{F72B}")
    public static let pageUp = KeyEquivalent("\u{F72C}")
    public static let pageDown = KeyEquivalent("\u{F72D}")
    public static let clear = KeyEquivalent("\u{F739}")
    public static let tab = KeyEquivalent("\t")
    public static let space = KeyEquivalent(" ")
    public static let `return` = KeyEquivalent("\r")
}

extension KeyEquivalent: ExpressibleByExtendedGraphemeClusterLiteral {
    public init(extendedGraphemeClusterLiteral value: Character) { self.init(value) }
}

/// The modifier keys held with a key, as SwiftUI's `EventModifiers`. On
/// Linux the keys map as: Control → `.control`, Alt → `.option`, Super →
/// `.command`. A shortcut declared with `.command` (SwiftUI's default) is
/// typed with Control, as Linux desktop users expect (see `KeyboardShortcut`).
public struct EventModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let capsLock = EventModifiers(rawValue: 1 << 0)
    public static let shift = EventModifiers(rawValue: 1 << 1)
    public static let control = EventModifiers(rawValue: 1 << 2)
    public static let option = EventModifiers(rawValue: 1 << 3)
    public static let command = EventModifiers(rawValue: 1 << 4)
    public static let numericPad = EventModifiers(rawValue: 1 << 5)
    public static let function = EventModifiers(rawValue: 1 << 6)
    public static let all: EventModifiers = [.capsLock, .shift, .control, .option, .command, .numericPad, .function]
}

extension EventModifiers {
    /// The modifiers that turn a key into a command rather than text
    /// (Shift and Caps Lock only change which character is typed).
    package static let commandKeys: EventModifiers = [.control, .option, .command]
}
