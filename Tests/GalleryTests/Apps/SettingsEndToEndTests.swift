import Foundation
import Testing
import XvfbSupport

/// `gallery settings`: `@AppStorage` values survive a restart, and a
/// corrupted settings file gives the defaults, one line on stderr, and is
/// kept (moved aside on the first change, never overwritten).
@Suite("Settings, end to end", .serialized)
struct SettingsEndToEndTests {
    /// A private config directory: the app never sees the real home.
    private let configHome = NSTemporaryDirectory() + "trellis-settings-e2e-" + UUID().uuidString
    private var appDirectory: String { configHome + "/gallery" }
    private var settingsFile: String { appDirectory + "/AppStorage.json" }

    private func start() throws -> GallerySession {
        try GallerySession("settings", environment: ["XDG_CONFIG_HOME": configHome, "HOME": "/nonexistent-home"])
    }

    private func click(_ session: GallerySession, _ text: String) throws {
        try session.click(try #require(try session.main.node(text: text), "no \(text)"))
    }

    private func waitForTexts(_ session: GallerySession, _ texts: [String]) throws {
        try session.wait { window in texts.allSatisfy { window.texts.contains($0) } }
    }

    @Test func valuesSurviveARestartAndACorruptedFile() throws {
        defer { try? FileManager.default.removeItem(atPath: configHome) }

        // First run: defaults, then change the switch and the counter.
        do {
            let session = try start()
            try waitForTexts(session, ["Sound: On", "Count: 0", "Saved: sound on, count 0"])
            try click(session, "Sound: On")
            try click(session, "Count: 0")
            try waitForTexts(session, ["Count: 1"])
            try click(session, "Count: 1")
            // The summary is another body reading the same keys.
            try waitForTexts(session, ["Sound: Off", "Count: 2", "Saved: sound off, count 2"])
            #expect(session.app.stderr.isEmpty)
        }
        let saved = try String(contentsOfFile: settingsFile, encoding: .utf8)
        #expect(saved.contains("\"launchCount\" : 2"))

        // Second run: as left.
        do {
            let session = try start()
            try waitForTexts(session, ["Sound: Off", "Count: 2", "Saved: sound off, count 2"])
        }

        // Third run on a corrupted file: defaults and one line; the file is untouched.
        let garbage = "{\"launchCount\": 2, \"soundEnabled\": fal"
        try Data(garbage.utf8).write(to: URL(fileURLWithPath: settingsFile))
        do {
            let session = try start()
            try waitForTexts(session, ["Sound: On", "Count: 0"])
            let lines = session.app.stderr.split(separator: "\n")
            #expect(lines.count == 1)
            #expect(lines.first?.contains("AppStorage") == true)
            #expect(try String(contentsOfFile: settingsFile, encoding: .utf8) == garbage)

            // The first change moves the damaged file aside, bytes intact.
            try click(session, "Count: 0")
            try waitForTexts(session, ["Count: 1"])
            let backups = try FileManager.default.contentsOfDirectory(atPath: appDirectory).filter { $0.contains(".damaged-") }
            #expect(backups.count == 1)
            if let backup = backups.first {
                #expect(try String(contentsOfFile: appDirectory + "/" + backup, encoding: .utf8) == garbage)
            }
        }

        // Fourth run: the value written after the corruption is kept.
        do {
            let session = try start()
            try waitForTexts(session, ["Sound: On", "Count: 1"])
        }
    }
}
