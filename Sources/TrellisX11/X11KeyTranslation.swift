import CX11
import TrellisCore

/// X key presses → the core's `Key`s.
enum X11KeyTranslation {
    /// The modifiers held, from an event's state field.
    static func modifiers(_ state: UInt32) -> HeldModifiers {
        var held = HeldModifiers()
        if state & UInt32(ShiftMask) != 0 { held.insert(.shift) }
        if state & UInt32(ControlMask) != 0 { held.insert(.control) }
        if state & UInt32(Mod1Mask) != 0 { held.insert(.alt) }
        return held
    }

    /// The key for a KeyPress event, from its keysym (and text for
    /// printable keys).
    static func key(for event: inout XKeyEvent) -> Key {
        var buffer = [CChar](repeating: 0, count: 16)
        var keysym: KeySym = 0
        let count = XLookupString(&event, &buffer, Int32(buffer.count - 1), &keysym, nil)
        switch keysym {
        case 0xff52: return .upArrow
        case 0xff54: return .downArrow
        case 0xff51: return .leftArrow
        case 0xff53: return .rightArrow
        case 0xff0d, 0xff8d: return .return
        case 0x20: return .space
        case 0xff1b: return .escape
        case 0xff09: return .tab
        case 0xffff, 0xff9f: return .delete
        case 0xff08: return .backspace
        case 0xff55, 0xff9a: return .pageUp
        case 0xff56, 0xff9b: return .pageDown
        case 0xff50, 0xff95: return .home
        case 0xff57, 0xff9c: return .end
        default:
            guard count > 0 else { return .other }
            let text = String(decoding: buffer[0..<Int(count)].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            return text.count == 1 ? .character(text.first!) : .other
        }
    }
}
