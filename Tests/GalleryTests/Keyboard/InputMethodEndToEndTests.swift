import Foundation
import Testing
import XvfbSupport

/// A real input method under Xvfb (`AnthySession`: uim-xim with Anthy).
/// Typing "nihon" shows the pre-edit in the focused field (drawn by
/// Trellis, underlined); Space converts it, Return commits "日本" into the
/// binding, and Return again submits. Leaving a field being composed
/// resets the input method, whose pre-edit is committed there, and a
/// password field takes keys without it.
@Suite("Input method, end to end", .serialized)
struct InputMethodEndToEndTests {
    @Test func anAnthyPreeditIsDrawnInTheFieldAndItsCommitLandsInTheBinding() throws {
        let session = try AnthySession()
        let field = try #require(try session.fields(kind: "TextField").first)
        // Only the caret (one pixel wide, a line high) at first.
        let empty = try session.darkPixels(in: field)
        #expect(empty <= Int(field.height))
        // Shift+Space turns Anthy on.
        try session.xdo.key("shift+space")
        try session.xdo.type("nihon")
        try waitUntil("the pre-edit is drawn in the field", timeout: 10) { ((try? session.darkPixels(in: field)) ?? 0) > empty + 40 }
        // Nothing is submitted or committed yet; Space converts, Return commits.
        #expect(try session.waitFor(text: "Nothing submitted yet"))
        try session.xdo.key("space")
        try session.xdo.key("Return")
        Thread.sleep(forTimeInterval: 0.3)
        try session.xdo.key("Return")
        #expect(try session.waitFor(text: "Submitted: 日本, 1"))
    }

    @Test func clickingAnotherFieldWhileComposingResetsTheInputMethodAndCommitsWhatItReturns() throws {
        let session = try AnthySession()
        let fields = try session.fields(kind: "TextField")
        let name = try #require(fields.first), amount = try #require(fields.dropFirst().first)
        let empty = try session.darkPixels(in: name)
        try session.xdo.key("shift+space")
        try session.xdo.type("nihongo")
        try waitUntil("the pre-edit is drawn in the name field", timeout: 10) { ((try? session.darkPixels(in: name)) ?? 0) > empty + 40 }
        // (Tab would go to the input method while it composes, as in GTK.)
        try session.xdo.click(window: session.window, x: Int(amount.x + amount.width / 2), y: Int(amount.y + amount.height / 2))
        #expect(try session.waitFor(text: "Editing amount"))
        // uim gives its pre-edit up on a reset: as GTK does, it is committed
        // into the field being left. Nothing is composing now: Return submits.
        try session.xdo.key("Return")
        #expect(try session.waitFor(text: "Submitted: にほんご, 1"))
    }

    @Test func aPasswordFieldTakesKeysWithoutTheInputMethod() throws {
        let session = try AnthySession()
        let password = try #require(try session.fields(kind: "SecureField").first)
        // Anthy on in the name field, then Tab to the password (name, amount, notes, password).
        try session.xdo.key("shift+space")
        for _ in 0..<3 { try session.xdo.key("Tab") }
        #expect(try session.waitFor(text: "Editing password"))
        let before = try session.darkPixels(in: password)
        // Through Anthy "abc" would be a hidden pre-edit; here each key is a bullet.
        try session.xdo.type("abc")
        try waitUntil("three bullets are drawn", timeout: 10) { ((try? session.darkPixels(in: password)) ?? 0) > before + 10 }
        // Back in the notes field the input method composes again: "ka" is
        // a pre-edit that Return commits as "か", and Return submits.
        try session.xdo.key("shift+Tab")
        #expect(try session.waitFor(text: "Editing notes"))
        try session.xdo.type("ka")
        Thread.sleep(forTimeInterval: 0.3)
        try session.xdo.key("Return")
        Thread.sleep(forTimeInterval: 0.3)
        try session.xdo.key("Return")
        #expect(try session.waitFor(text: "Submitted: , 1, か"))
    }
}
