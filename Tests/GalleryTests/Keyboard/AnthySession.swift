import Foundation
import Testing
import XvfbSupport

/// A real input method under Xvfb for the end-to-end tests: uim's XIM
/// server with Anthy (Japanese), which offers on-the-spot pre-editing, and
/// the gallery's order form started to use it.
///
/// XIM matches the client's locale against the server's, and uim serves
/// Anthy in a Japanese locale: the session compiles ja_JP.UTF-8 into a
/// private directory (`localedef`, LOCPATH) rather than touching the
/// machine's locales.
final class AnthySession {
    let scratch: String
    let server: XvfbServer
    let windowManager: WindowManager
    let inputMethod: ChildProcess
    let xdo: XDoTool
    let app: AppUnderTest
    let window: XWindowID

    init() throws {
        scratch = NSTemporaryDirectory() + "trellis-im-\(getpid())-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: scratch + "/home/.uim.d/customs", withIntermediateDirectories: true)
        let compiled = try Subprocess.run(["localedef", "-i", "ja_JP", "-f", "UTF-8", scratch + "/ja_JP.UTF-8"],
                                          environment: ["PATH": "/usr/bin:/bin"], timeout: 60)
        try #require(compiled.succeeded, "localedef could not compile ja_JP.UTF-8 (package locales): \(compiled)")
        // Anthy is the input method uim starts with.
        try "(define default-im-name 'anthy-utf8)\n(define custom-activate-default-im-name? #t)\n"
            .write(toFile: scratch + "/home/.uim.d/customs/custom-global.scm", atomically: true, encoding: .utf8)
        let japanese = ["LOCPATH": scratch, "LC_ALL": "ja_JP.UTF-8", "PATH": "/usr/bin:/bin"]

        server = try XvfbServer(width: 1024, height: 768)
        windowManager = try WindowManager(display: server.display)
        inputMethod = try ChildProcess(["uim-xim", "--engine=anthy-utf8"],
                                       environment: japanese.merging(["DISPLAY": server.display, "HOME": scratch + "/home"]) { $1 },
                                       stderr: scratch + "/uim-xim.log")
        xdo = XDoTool(display: server.display)
        let xdo = xdo
        try waitUntil("uim-xim announces itself (XIM_SERVERS)", timeout: 10) {
            (try? xdo.run(["xprop", "-root", "XIM_SERVERS"], timeout: 2))?.contains("@server=uim") ?? false
        }
        app = try AppUnderTest(product: "gallery", arguments: ["form"], server: server, windowManager: windowManager,
                               environment: japanese.merging(["XMODIFIERS": "@im=uim"]) { $1 })
        window = try app.window()
        try xdo.focus(window: window)
        _ = try app.waitForInspection { $0.mainWindow?.node(text: "Editing name") != nil }
        // The input method opens after the first frame.
        Thread.sleep(forTimeInterval: 0.5)
    }

    deinit {
        _ = app.terminate()
        _ = inputMethod.terminate(grace: 1)
        try? FileManager.default.removeItem(atPath: scratch)
    }

    /// The form's fields of a kind ("TextField", "SecureField"), in order.
    func fields(kind: String) throws -> [Inspection.Rect] {
        try app.waitForInspection().mainWindow!.nodes(kind: kind).map(\.rect)
    }

    /// Dark pixels inside a field: the caret, typed, bullet or pre-edit
    /// glyphs (a placeholder is grey).
    func darkPixels(in field: Inspection.Rect) throws -> Int {
        try Screenshot.capture(display: server.display, window: window)
            .cropped(x: Int(field.x) + 2, y: Int(field.y) + 2, width: Int(field.width) - 4, height: Int(field.height) - 4)
            .count { $0.red < 90 && $0.green < 90 && $0.blue < 90 }
    }

    /// Waits until the form shows `text` (after the keys sent so far).
    @discardableResult
    func waitFor(text: String) throws -> Bool {
        (try? app.waitForInspection(timeout: 10) { $0.mainWindow?.node(text: text) != nil })?.mainWindow?.node(text: text) != nil
    }
}
