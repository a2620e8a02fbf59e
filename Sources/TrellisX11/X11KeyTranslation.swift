import CX11
import TrellisCore

/// X key events → the core's `KeyPress`es. Keys are read by keysym, with
/// the user's keyboard layout (what `XLookupKeysym` and the input method
/// say for the event's keycode and modifier state), never by keycode.
/// Pure functions, so the mapping is tested without a server.
enum X11KeyTranslation {
    /// The modifiers held, from a pointer event's state field (a list's
    /// Shift- and Ctrl-click).
    static func modifiers(_ state: UInt32) -> HeldModifiers {
        var held = HeldModifiers()
        if state & UInt32(ShiftMask) != 0 { held.insert(.shift) }
        if state & UInt32(ControlMask) != 0 { held.insert(.control) }
        if state & UInt32(Mod1Mask) != 0 { held.insert(.alt) }
        return held
    }

    /// The key a keysym names; nil for keys that are only modifiers (Shift
    /// alone, Caps Lock…), which reach no handler, as in SwiftUI.
    static func key(forKeysym keysym: KeySym, text: String) -> KeyEquivalent? {
        switch keysym {
        case 0xff52, 0xff97: return .upArrow
        case 0xff54, 0xff99: return .downArrow
        case 0xff51, 0xff96: return .leftArrow
        case 0xff53, 0xff98: return .rightArrow
        case 0xff0d, 0xff8d: return .return
        case 0xff09, 0xfe20: return .tab  // Tab, ISO_Left_Tab (Shift+Tab)
        case 0xff1b: return .escape
        case 0xff08: return .delete
        case 0xffff, 0xff9f: return .deleteForward
        case 0xff50, 0xff95: return .home
        case 0xff57, 0xff9c: return .end
        case 0xff55, 0xff9a: return .pageUp
        case 0xff56, 0xff9b: return .pageDown
        case 0xff0b: return .clear
        case 0x20, 0xff80: return .space
        case 0xffbe...0xffc9:
            // F1…F12 as AppKit's function-key characters.
            return KeyEquivalent(Character(Unicode.Scalar(0xF704 + UInt32(keysym - 0xffbe))!))
        case 0xffe1...0xffee, 0xfe01...0xfe0f, 0xff7e, 0xff7f:
            return nil  // modifiers, lock keys, group shifts
        default:
            if let first = text.first { return KeyEquivalent(first) }
            if let scalar = scalar(forKeysym: keysym) { return KeyEquivalent(Character(scalar)) }
            return nil
        }
    }

    /// The character a keysym stands for: Latin-1 keysyms are their code
    /// points, 0x01000000 + U is U. (Others — legacy Cyrillic or Greek
    /// keysyms — get their text from the input method instead.)
    static func scalar(forKeysym keysym: KeySym) -> Unicode.Scalar? {
        switch keysym {
        case 0x20...0x7e, 0xa0...0xff: return Unicode.Scalar(UInt32(keysym))
        case 0x0100_0100...0x0110_ffff: return Unicode.Scalar(UInt32(keysym - 0x0100_0000))
        default: return nil
        }
    }

    /// The modifiers held, from an event's state: Control, Alt (Mod1) as
    /// `.option`, Super (Mod4) as `.command`, Shift, Caps Lock.
    static func modifiers(state: UInt32, keysym: KeySym) -> EventModifiers {
        var modifiers: EventModifiers = []
        if state & UInt32(ShiftMask) != 0 { modifiers.insert(.shift) }
        if state & UInt32(LockMask) != 0 { modifiers.insert(.capsLock) }
        if state & UInt32(ControlMask) != 0 { modifiers.insert(.control) }
        if state & UInt32(Mod1Mask) != 0 { modifiers.insert(.option) }
        if state & UInt32(Mod4Mask) != 0 { modifiers.insert(.command) }
        if (0xff80...0xffbd).contains(keysym) { modifiers.insert(.numericPad) }
        return modifiers
    }

    /// Text with control characters removed (what Ctrl+letter would type).
    static func printable(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.filter { $0.properties.generalCategory != .control }))
    }
}
