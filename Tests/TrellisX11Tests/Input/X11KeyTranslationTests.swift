import CX11
import Testing
@testable import TrellisCore
@testable import TrellisX11

/// Keysyms and modifier states → the core's keys, without a server.
@Suite("X11 key translation")
struct X11KeyTranslationTests {
    @Test func specialKeysMapToSwiftUIsKeyEquivalents() {
        #expect(X11KeyTranslation.key(forKeysym: 0xff52, text: "") == .upArrow)
        #expect(X11KeyTranslation.key(forKeysym: 0xff0d, text: "\r") == .return)
        #expect(X11KeyTranslation.key(forKeysym: 0xff8d, text: "\r") == .return)       // keypad Enter
        #expect(X11KeyTranslation.key(forKeysym: 0xfe20, text: "") == .tab)            // ISO_Left_Tab (Shift+Tab)
        #expect(X11KeyTranslation.key(forKeysym: 0xff08, text: "\u{8}") == .delete)   // BackSpace
        #expect(X11KeyTranslation.key(forKeysym: 0xffff, text: "") == .deleteForward)
        #expect(X11KeyTranslation.key(forKeysym: 0xff50, text: "") == .home)
        #expect(X11KeyTranslation.key(forKeysym: 0xffbe, text: "") == KeyEquivalent("\u{F704}"))   // F1
        #expect(X11KeyTranslation.key(forKeysym: 0xffe1, text: "") == nil)            // Shift alone
    }

    @Test func printableKeysAreTheirTextByLayout() {
        // A Cyrillic keysym with the input method's text.
        #expect(X11KeyTranslation.key(forKeysym: 0x6c6, text: "ж") == KeyEquivalent("ж"))
        #expect(X11KeyTranslation.key(forKeysym: 0x61, text: "") == KeyEquivalent("a"))
        #expect(X11KeyTranslation.key(forKeysym: 0x0100_20ac, text: "") == KeyEquivalent("€"))
        #expect(X11KeyTranslation.scalar(forKeysym: 0xe9) == "é")
        #expect(X11KeyTranslation.scalar(forKeysym: 0x6c6) == nil)
    }

    @Test func modifiersFromTheEventState() {
        let state = UInt32(ShiftMask | ControlMask | Mod1Mask | Mod4Mask | LockMask)
        let modifiers = X11KeyTranslation.modifiers(state: state, keysym: 0x61)
        #expect(modifiers == [.shift, .control, .option, .command, .capsLock])
        #expect(X11KeyTranslation.modifiers(state: 0, keysym: 0xffb5).contains(.numericPad))
        #expect(X11KeyTranslation.printable("\u{1}a\u{7f}") == "a")
    }
}
