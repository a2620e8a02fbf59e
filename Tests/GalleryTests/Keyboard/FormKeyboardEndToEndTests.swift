import Foundation
import Testing
import XvfbSupport

/// The order form filled in from the keyboard alone under Xvfb and
/// openbox: typed with xdotool (ASCII and, with a Russian layout as the
/// second group, Cyrillic), Tab between fields, Return on the default
/// button; and text through the X selections with xclip, both ways.
@Suite("Form from the keyboard, end to end", .serialized)
struct FormKeyboardEndToEndTests {
    @Test func fillingTheFormFromTheKeyboardSubmitsIt() throws {
        let session = try GallerySession("form")
        // Cyrillic letters in the keymap (group 2): xdotool types them
        // without remapping keys under the app's feet.
        try session.xdo.run(["setxkbmap", "-layout", "us,ru"])
        try session.xdo.focus(window: session.window)
        try session.wait { $0.node(text: "Editing name") != nil }   // .defaultFocus
        try session.xdo.type("Ada Lovelace")
        try session.xdo.key("Tab", "ctrl+a")
        try session.xdo.type("42")
        try session.xdo.key("Tab")
        try session.xdo.type("Привет, мир")
        try session.wait { $0.node(text: "Editing notes") != nil }
        try session.xdo.key("Return")
        let done = try session.wait { $0.node(text: "Submitted: Ada Lovelace, 42, Привет, мир") != nil }
        #expect(done.node(text: "Editing notes") != nil)
        // A number that does not parse is not written: the last good one stays.
        try session.xdo.key("shift+Tab", "ctrl+a")
        try session.xdo.type("4x")
        try session.xdo.key("Return")
        try session.wait { $0.node(text: "Submitted: Ada Lovelace, 42, Привет, мир") != nil && $0.node(text: "Editing amount") != nil }
        // Escape runs the cancel button: the form clears, the name is focused again.
        try session.xdo.key("Escape")
        try session.wait { $0.node(text: "Editing name") != nil }
        try session.xdo.type("Bo")
        try session.xdo.key("Return")
        try session.wait { $0.node(text: "Submitted: Bo, 1") != nil }
    }

    @Test func textGoesThroughTheClipboardAndPrimaryBothWays() throws {
        let session = try GallerySession("form")
        try session.xdo.focus(window: session.window)
        try session.wait { $0.node(text: "Editing name") != nil }
        try session.xdo.type("copied from Trellis")
        try session.xdo.key("ctrl+a", "ctrl+c")
        try waitUntil("xclip reads the clipboard", timeout: 5) {
            (try? session.xdo.run(["xclip", "-o", "-selection", "clipboard"], timeout: 2)) == "copied from Trellis"
        }
        #expect(try session.xdo.run(["xclip", "-o", "-selection", "primary"], timeout: 2) == "copied from Trellis")
        // Another client's text, large enough for the INCR protocol (about 1 MB).
        let large = String(repeating: "0123456789", count: 100_000) + " end"
        let file = NSTemporaryDirectory() + "trellis-clip-\(getpid()).txt"
        try large.write(toFile: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: file) }
        // xclip serves the selection in the foreground (-quiet) until our
        // copy takes it over.
        let owner = try ChildProcess(["xclip", "-quiet", "-i", "-selection", "clipboard", file],
                                     environment: ["DISPLAY": session.app.display, "PATH": "/usr/bin:/bin"])
        defer { _ = owner.terminate(grace: 0.5) }
        try waitUntil("xclip owns the clipboard", timeout: 5) {
            (try? session.xdo.run(["xclip", "-o", "-selection", "clipboard", "-t", "TARGETS"], timeout: 2))?.contains("UTF8_STRING") == true
        }
        try session.xdo.key("Tab", "Tab", "ctrl+v")
        // The paste arrives in pieces; the notes field grows with its text.
        try session.wait(timeout: 30) { $0.nodes(kind: "TextField").count == 3 && $0.nodes(kind: "TextField")[2].rect.height > 1000 }
        try session.xdo.key("ctrl+a", "ctrl+c")
        try waitUntil("the megabyte comes back out", timeout: 30) {
            (try? session.xdo.run(["xclip", "-o", "-selection", "clipboard"], timeout: 10)) == large
        }
    }
}

extension FormKeyboardEndToEndTests {
    /// Dead keys go through the input method: with the US international
    /// layout, a dead acute then "e" types "é".
    @Test func deadKeysComposeThroughTheInputMethod() throws {
        let session = try GallerySession("form")
        try session.xdo.run(["setxkbmap", "-layout", "us", "-variant", "intl"])
        try session.xdo.focus(window: session.window)
        try session.wait { $0.node(text: "Editing name") != nil }
        try session.xdo.key("dead_acute", "e", "dead_grave", "a", "n", "dead_diaeresis", "u")
        try session.xdo.key("Return")
        try session.wait { $0.node(text: "Submitted: éànü, 1") != nil }
    }
}

extension FormKeyboardEndToEndTests {
    /// A thousand keystrokes sent as fast as xdotool can: every one
    /// arrives, in order.
    @Test func aThousandFastKeystrokesAllArriveInOrder() throws {
        let session = try GallerySession("form")
        try session.xdo.focus(window: session.window)
        try session.wait { $0.node(text: "Editing name") != nil }
        let text = (0..<1000).map { String("abcdefghijklmnopqrstuvwxyz0123456789"[String.Index(utf16Offset: $0 % 36, in: "abcdefghijklmnopqrstuvwxyz0123456789")]) }.joined()
        try session.xdo.run(["xdotool", "type", "--delay", "0", "--", text], timeout: 60)
        try session.xdo.key("Return")
        try session.wait(timeout: 30) { $0.node(text: "Submitted: \(text), 1") != nil }
    }
}

extension FormKeyboardEndToEndTests {
    /// Another client offers bytes that are not UTF-8: they arrive as
    /// replacement characters, the rest intact, and nothing breaks.
    @Test func invalidUTF8FromAnotherClientIsPastedWithReplacementCharacters() throws {
        let session = try GallerySession("form")
        try session.xdo.focus(window: session.window)
        try session.wait { $0.node(text: "Editing name") != nil }
        let file = NSTemporaryDirectory() + "trellis-bad-utf8-\(getpid()).bin"
        #expect(FileManager.default.createFile(atPath: file, contents: Data([0xff, 0xfe, 0x61, 0x62, 0xc3])))
        defer { try? FileManager.default.removeItem(atPath: file) }
        let owner = try ChildProcess(["xclip", "-quiet", "-i", "-selection", "clipboard", "-t", "UTF8_STRING", file],
                                     environment: ["DISPLAY": session.app.display, "PATH": "/usr/bin:/bin"])
        defer { _ = owner.terminate(grace: 0.5) }
        try waitUntil("xclip owns the clipboard", timeout: 5) {
            (try? session.xdo.run(["xclip", "-o", "-selection", "clipboard", "-t", "TARGETS"], timeout: 2))?.contains("UTF8_STRING") == true
        }
        try session.xdo.key("ctrl+v")
        try waitUntil("the paste arrives", timeout: 10) {
            try session.xdo.key("Return")
            return try session.wait(timeout: 2) { _ in true }.texts.contains("Submitted: \u{FFFD}\u{FFFD}ab\u{FFFD}, 1")
        }
    }
}
