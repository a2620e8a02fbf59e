import Foundation
import Testing
@testable import TrellisCore

private struct Settings: View {
    @AppStorage("count") private var count = 5
    var body: some View { Button("count \(count)") { count += 1 } }
}

/// A settings file that cannot be used gives the defaults and one line on
/// stderr, and is never lost: it stays as it is while the app only reads,
/// and is moved aside (not overwritten) when a value first changes.
@MainActor
@Suite struct AppStorageDamagedFileTests {
    @Test func aCorruptFileGivesDefaultsAndOneWarningAndIsLeftAlone() {
        let home = TemporaryConfigHome()
        defer { home.remove() }
        let garbage = #"{"count": 9, "name": "trunc"#
        home.write(garbage)
        let log = WarningLog()
        let store = log.store(home.file())
        let host = TestHost(Settings().environment(\.appStorageStore, store))
        #expect(host.node(text: "count 5") != nil)
        host.resize(width: 300, height: 200)
        #expect(log.lines.count == 1)
        #expect(log.lines.first?.contains(home.file().path) == true)
        #expect(home.contents(of: home.file()) == garbage)
        #expect(home.listing() == ["AppStorage.json"])
    }

    @Test func theFirstChangeMovesTheCorruptFileAsideWithItsBytes() throws {
        let home = TemporaryConfigHome()
        defer { home.remove() }
        let garbage = "\u{0}\u{1}not json at all"
        home.write(garbage)
        let log = WarningLog()
        let host = TestHost(Settings().environment(\.appStorageStore, log.store(home.file())))
        host.click(text: "count 5")
        #expect(host.node(text: "count 6") != nil)
        let listing = home.listing()
        #expect(listing.count == 2)
        let backup = try #require(listing.first { $0.hasPrefix("AppStorage.json.damaged-") })
        let directory = home.file().deletingLastPathComponent()
        #expect(home.contents(of: directory.appendingPathComponent(backup)) == garbage)
        #expect(home.contents(of: home.file())?.contains("\"count\" : 6") == true)
        #expect(log.lines.count == 2)
        #expect(log.lines.last?.contains(backup) == true)
        // Later changes just replace the new file.
        host.click(text: "count 6")
        #expect(home.listing().count == 2)
        #expect(log.lines.count == 2)
    }

    @Test func anExistingBackupIsNeverReplaced() throws {
        let home = TemporaryConfigHome()
        defer { home.remove() }
        // Two damaged files in a row, within the same second.
        for round in 1...2 {
            home.write("garbage \(round)")
            let host = TestHost(Settings().environment(\.appStorageStore, WarningLog().store(home.file())))
            host.click(text: "count 5")
        }
        let backups = home.listing().filter { $0.contains(".damaged-") }
        #expect(backups.count == 2)
        let directory = home.file().deletingLastPathComponent()
        let contents = Set(backups.compactMap { home.contents(of: directory.appendingPathComponent($0)) })
        #expect(contents == ["garbage 1", "garbage 2"])
    }

    @Test func aJSONValueThatIsNotAnObjectIsDamaged() {
        let home = TemporaryConfigHome()
        defer { home.remove() }
        home.write("[1, 2, 3]")
        let log = WarningLog()
        let store = log.store(home.file())
        #expect(store.value(forKey: "count") == nil)
        #expect(log.lines.count == 1)
        #expect(home.contents(of: home.file()) == "[1, 2, 3]")
    }

    @Test func aDirectoryInThePlaceOfTheFileKeepsChangesInMemory() {
        let home = TemporaryConfigHome()
        defer { home.remove() }
        try? FileManager.default.createDirectory(at: home.file(), withIntermediateDirectories: true)
        let log = WarningLog()
        let host = TestHost(Settings().environment(\.appStorageStore, log.store(home.file())))
        host.click(text: "count 5")
        host.click(text: "count 6")
        #expect(host.node(text: "count 7") != nil)
        // One line for the unusable path, one for not being able to move it.
        #expect(log.lines.count == 2)
        var isDirectory: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: home.file().path, isDirectory: &isDirectory) && isDirectory.boolValue)
    }

    /// /proc refuses new directories even to root, so the write fails
    /// as it would on a read-only or full disk.
    @Test func aFailingWriteWarnsOnceAndKeepsValuesInMemory() {
        let log = WarningLog()
        let file = URL(fileURLWithPath: "/proc/self/trellis-test/AppStorage.json")
        let host = TestHost(Settings().environment(\.appStorageStore, log.store(file)))
        host.click(text: "count 5")
        host.click(text: "count 6")
        #expect(host.node(text: "count 7") != nil)
        #expect(log.lines.count == 1)
        #expect(log.lines.first?.contains("cannot save settings") == true)
    }

    @Test func noConfigDirectoryWarnsOnceAndKeepsValuesInMemory() {
        let log = WarningLog()
        let host = TestHost(Settings().environment(\.appStorageStore, AppStorageStore(file: nil, warn: { log.append($0) })))
        host.click(text: "count 5")
        #expect(host.node(text: "count 6") != nil)
        #expect(log.lines.count == 1)
    }
}
