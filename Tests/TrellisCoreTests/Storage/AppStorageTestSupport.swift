import Foundation
@testable import TrellisCore

/// A fresh directory under the system's temporary directory, standing in
/// for `XDG_CONFIG_HOME`: tests never touch the real home.
struct TemporaryConfigHome {
    let path: String

    init() {
        path = NSTemporaryDirectory() + "trellis-appstorage-" + UUID().uuidString
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// The settings file an app named `app` uses under this directory.
    func file(app: String = "testapp") -> URL {
        AppStorageLocation.file(environment: ["XDG_CONFIG_HOME": path, "HOME": "/nonexistent-home"], appName: app)!
    }

    func remove() { try? FileManager.default.removeItem(atPath: path) }

    func contents(of url: URL) -> String? { try? String(contentsOf: url, encoding: .utf8) }

    /// The names in the app's directory, sorted.
    func listing(app: String = "testapp") -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: file(app: app).deletingLastPathComponent().path)) ?? []).sorted()
    }

    func write(_ text: String, app: String = "testapp") {
        let url = file(app: app)
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? Data(text.utf8).write(to: url)
    }
}

/// Collects the store's warning lines instead of printing them.
final class WarningLog: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String] = []

    var lines: [String] { lock.withLock { stored } }

    func append(_ line: String) { lock.withLock { stored.append(line) } }

    func store(_ file: URL) -> AppStorageStore { AppStorageStore(file: file, warn: { self.append($0) }) }
}
