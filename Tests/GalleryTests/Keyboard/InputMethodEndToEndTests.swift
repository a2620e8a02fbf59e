import Foundation
import Testing
import XvfbSupport

/// A real input method under Xvfb: uim's XIM server with Anthy (Japanese),
/// which offers on-the-spot pre-editing. Typing "nihon" shows the pre-edit
/// in the focused field (drawn by Trellis, underlined); Space converts it,
/// Return commits "日本" into the binding, and Return again submits.
///
/// XIM matches the client's locale against the server's, and uim serves
/// Anthy in a Japanese locale: the test compiles ja_JP.UTF-8 into a
/// private directory (`localedef`, LOCPATH) rather than touching the
/// machine's locales.
@Suite("Input method, end to end", .serialized)
struct InputMethodEndToEndTests {
    @Test func anAnthyPreeditIsDrawnInTheFieldAndItsCommitLandsInTheBinding() throws {
        let scratch = NSTemporaryDirectory() + "trellis-im-\(getpid())-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: scratch + "/home/.uim.d/customs", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let compiled = try Subprocess.run(["localedef", "-i", "ja_JP", "-f", "UTF-8", scratch + "/ja_JP.UTF-8"],
                                          environment: ["PATH": "/usr/bin:/bin"], timeout: 60)
        try #require(compiled.succeeded, "localedef could not compile ja_JP.UTF-8 (package locales): \(compiled)")
        // Anthy is the input method uim starts with.
        try "(define default-im-name 'anthy-utf8)\n(define custom-activate-default-im-name? #t)\n"
            .write(toFile: scratch + "/home/.uim.d/customs/custom-global.scm", atomically: true, encoding: .utf8)
        let japanese = ["LOCPATH": scratch, "LC_ALL": "ja_JP.UTF-8", "PATH": "/usr/bin:/bin"]

        let server = try XvfbServer(width: 1024, height: 768)
        let windowManager = try WindowManager(display: server.display)
        let inputMethod = try ChildProcess(["uim-xim", "--engine=anthy-utf8"],
                                           environment: japanese.merging(["DISPLAY": server.display, "HOME": scratch + "/home"]) { $1 },
                                           stderr: scratch + "/uim-xim.log")
        defer { _ = inputMethod.terminate(grace: 1) }
        let xdo = XDoTool(display: server.display)
        try waitUntil("uim-xim announces itself (XIM_SERVERS)", timeout: 10) {
            (try? xdo.run(["xprop", "-root", "XIM_SERVERS"], timeout: 2))?.contains("@server=uim") ?? false
        }
        let app = try AppUnderTest(product: "gallery", arguments: ["form"], server: server, windowManager: windowManager,
                                   environment: japanese.merging(["XMODIFIERS": "@im=uim"]) { $1 })
        defer { _ = app.terminate() }
        let window = try app.window()
        try xdo.focus(window: window)
        let ready = try app.waitForInspection { $0.mainWindow?.node(text: "Editing name") != nil }.mainWindow!
        let field = try #require(ready.nodes(kind: "TextField").first).rect
        /// Dark pixels in the name field: the caret, typed or pre-edit
        /// glyphs (the placeholder is grey).
        func darkPixels() throws -> Int {
            try Screenshot.capture(display: server.display, window: window)
                .cropped(x: Int(field.x) + 2, y: Int(field.y) + 2, width: Int(field.width) - 4, height: Int(field.height) - 4)
                .count { $0.red < 90 && $0.green < 90 && $0.blue < 90 }
        }
        // Only the caret (one pixel wide, a line high) at first.
        let empty = try darkPixels()
        #expect(empty <= Int(field.height))
        // The input method opens after the first frame; Shift+Space turns Anthy on.
        Thread.sleep(forTimeInterval: 0.5)
        try xdo.key("shift+space")
        try xdo.type("nihon")
        try waitUntil("the pre-edit is drawn in the field", timeout: 10) { ((try? darkPixels()) ?? 0) > empty + 40 }
        // Nothing is submitted or committed yet; Space converts, Return commits.
        #expect(try app.waitForInspection().mainWindow?.node(text: "Nothing submitted yet") != nil)
        try xdo.key("space")
        try xdo.key("Return")
        Thread.sleep(forTimeInterval: 0.3)
        try xdo.key("Return")
        let submitted = try app.waitForInspection(timeout: 10) { $0.mainWindow?.node(text: "Submitted: 日本, 1") != nil }
        #expect(submitted.mainWindow?.node(text: "Submitted: 日本, 1") != nil)
    }
}
