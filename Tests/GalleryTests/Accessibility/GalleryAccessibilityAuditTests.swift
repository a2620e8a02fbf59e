import Foundation
import Testing
import XvfbSupport

/// "A screen reader can read and operate every gallery app": each app's
/// whole tree, as pyatspi walks it, has a role for every element and a
/// name and something to do for every element a person operates.
@Suite("Every gallery app is accessible", .serialized)
struct GalleryAccessibilityAuditTests {
    /// The apps `gallery --help` lists.
    static let apps = ["palette", "dropdowns", "chips", "ticker", "timer", "petvote", "settings", "form", "controls",
                       "drawing", "cards", "notes", "books", "contacts", "text", "appearance", "worldtext"]

    @Test func theAuditCoversEveryAppTheGalleryLists() throws {
        let help = try Subprocess.run([try BuiltProducts.executable("gallery"), "--help"], timeout: 30).stdout
        let listed = help.split(separator: "\n").drop { !$0.hasPrefix("apps:") }.dropFirst()
            .compactMap { $0.split(separator: " ").first.map(String.init) }.filter { $0 != "tiles" }
        #expect(listed == Self.apps)
    }

    @Test(arguments: apps)
    func everyOperableElementHasARoleANameAndSomethingToDo(app: String) throws {
        let bus = try AccessibilityBus()
        let session = try GallerySession(app, environment: bus.environment)
        let report = try AccessibilityAudit.run(pid: session.app.pid, bus: bus, display: session.app.display)
        #expect(!report.windows.isEmpty && report.elements > 1)
        #expect(report.findings.isEmpty, "\(app): \(report.findings.map(\.description).joined(separator: "\n"))")
    }

    /// Every action of the main window's elements, run once through the
    /// bus: each is carried out, the app stays up and on the bus, and what
    /// the actions opened (menus, sheets, windows) passes the audit. (An
    /// element an earlier action took away — a row a sort moved out of
    /// sight — is skipped.)
    @Test(arguments: apps)
    func everyActionIsCarriedOut(app: String) throws {
        let bus = try AccessibilityBus()
        let session = try GallerySession(app, environment: bus.environment)
        let report = try AccessibilityAudit.run(pid: session.app.pid, bus: bus, display: session.app.display, performing: true)
        let performed = report.performed ?? []
        let refused = performed.filter { $0[2] != "True" || $0[3] != "True" }
        #expect(refused.isEmpty, "\(app): \(refused.map { $0.joined(separator: " ") }.joined(separator: "\n"))")
        #expect(session.app.isRunning)
        #expect(report.findings.isEmpty, "\(app): \(report.findings.map(\.description).joined(separator: "\n"))")
        print("\(app): after the actions, windows \(report.windows)")
        // Only rows a sort moved out of sight may have gone in between.
        #expect(performed.count * 2 >= report.actions ?? 0, "\(app): \(performed.count) of \(report.actions ?? 0) actions found again")
    }
}
