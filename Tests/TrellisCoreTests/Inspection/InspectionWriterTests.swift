#if canImport(Glibc)
@preconcurrency import Glibc
#endif
import Foundation
import Testing
@testable import TrellisCore

/// The inspection writer against planted symlinks (issue #8). The
/// temporary name is random, so to plant a symlink exactly where the first
/// attempt goes, the test supplies the random parts.
@Suite("Inspection writer")
struct InspectionWriterTests {
    private func temporaryDirectory() throws -> String {
        let directory = NSTemporaryDirectory() + "trellis-writer-\(getpid())-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        return directory
    }

    private let snapshot = InspectionSnapshot(frame: 3, time: 0.5, animating: false, windows: [
        .init(role: "main", title: "T", width: 10, height: 20, nodes: []),
    ])

    private func decodedFrame(_ path: String) throws -> Int? {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        return (try JSONSerialization.jsonObject(with: data) as? [String: Any])?["frame"] as? Int
    }

    @Test func aSymlinkAtTheTemporaryPathIsNeverFollowed() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let victim = directory + "/victim", path = directory + "/inspect.json"
        try "precious".write(toFile: victim, atomically: false, encoding: .utf8)
        final class Suffixes: @unchecked Sendable {
            var values = ["aaaa", "bbbb"]
            func next() -> String { values.isEmpty ? "zzzz" : values.removeFirst() }
        }
        let suffixes = Suffixes()
        let writer = InspectionWriter(path: path, randomSuffix: { suffixes.next() })
        let planted = writer.temporaryPath(suffix: "aaaa")
        #expect(planted == directory + "/.inspect.json.aaaa.tmp")
        #expect(symlink(victim, planted) == 0)
        try writer.write(snapshot)
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "precious")
        #expect(try decodedFrame(path) == 3)
        // The planted link is left alone; the second name was used and renamed away.
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: planted)) == victim)
        #expect(!FileManager.default.fileExists(atPath: writer.temporaryPath(suffix: "bbbb")))
    }

    /// Issue #12: the target must be absent or a regular file. Anything
    /// else — here a symlink to a regular file — is refused and left as it was.
    @Test func aSymlinkAtThePathIsRefusedAndLeftAlone() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let victim = directory + "/victim", path = directory + "/inspect.json"
        try "precious".write(toFile: victim, atomically: false, encoding: .utf8)
        #expect(symlink(victim, path) == 0)
        #expect(throws: InspectionWriterError.notARegularFile(path, "a symbolic link")) {
            try InspectionWriter(path: path).write(snapshot)
        }
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "precious")
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: path)) == victim)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).sorted() == ["inspect.json", "victim"])
    }

    /// A FIFO, a character device and a symlink to a device (made in a
    /// private directory: never the real /dev/null) keep their type.
    @Test func devicesFIFOsAndLinksToDevicesAreNeverReplaced() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var targets: [(path: String, kind: String, type: mode_t)] = []
        let fifo = directory + "/fifo.json"
        #expect(mkfifo(fifo, 0o600) == 0)
        targets.append((fifo, "a FIFO", S_IFIFO))
        // The same numbers as /dev/null (1, 3); needs root, as CI runs.
        let device = directory + "/null.json"
        if mknod(device, S_IFCHR | 0o666, dev_t(1 << 8 | 3)) == 0 {  // makedev(1, 3): a macro Swift cannot see
            targets.append((device, "a device", S_IFCHR))
            let link = directory + "/link.json"
            #expect(symlink(device, link) == 0)
            targets.append((link, "a symbolic link", S_IFLNK))
        } else {
            Issue.record("mknod failed (\(String(cString: strerror(errno)))): run the suite as root to test devices")
        }
        for target in targets {
            #expect(throws: InspectionWriterError.notARegularFile(target.path, target.kind)) {
                try InspectionWriter(path: target.path).write(snapshot)
            }
            var status = stat()
            #expect(lstat(target.path, &status) == 0)
            #expect(status.st_mode & S_IFMT == target.type, "\(target.path) changed type")
        }
        // Nothing was left behind: no temporary files.
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).count == targets.count)
    }

    @Test func aRegularFileAtThePathIsReplaced() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/inspect.json"
        try "old".write(toFile: path, atomically: false, encoding: .utf8)
        try InspectionWriter(path: path).write(snapshot)
        #expect(try decodedFrame(path) == 3)
    }

    @Test func anUnwritableDirectoryIsAnErrorNotACrash() throws {
        let writer = InspectionWriter(path: "/nonexistent-dir-\(getpid())/inspect.json")
        #expect(throws: InspectionWriterError.self) { try writer.write(snapshot) }
    }

    @Test func randomNamesDiffer() {
        let writer = InspectionWriter(path: "/tmp/x.json")
        let names = Set((0..<50).map { _ in writer.temporaryPath(suffix: writer.randomSuffix()) })
        #expect(names.count == 50)
    }
}
