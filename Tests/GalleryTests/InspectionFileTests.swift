#if canImport(Glibc)
@preconcurrency import Glibc
#endif
import Foundation
import Testing
import XvfbSupport

/// Issue #8, the inspection file: replaced atomically (a reader never sees
/// half a document) and never written through a planted symlink.
@Suite("Reliability: inspection file", .serialized)
struct InspectionFileTests {
    /// A reader thread reads and decodes the file as fast as it can while
    /// the app animates a stream of resizes: every read is a whole document.
    @Test func readersNeverSeeHalfADocument() throws {
        let session = try BareSession(["palette"])
        let path = session.app.inspectionPath
        final class Tally: @unchecked Sendable {
            let lock = NSLock()
            var reads = 0, failures: [String] = [], frames = Set<Int>()
            var stop = false
        }
        let tally = Tally()
        let reader = Thread {
            while true {
                tally.lock.lock(); let stop = tally.stop; tally.lock.unlock()
                if stop { break }
                guard let data = FileManager.default.contents(atPath: path) else {
                    tally.lock.lock(); tally.failures.append("missing"); tally.lock.unlock()
                    continue
                }
                let decoded = try? JSONDecoder().decode(Inspection.self, from: data)
                tally.lock.lock()
                tally.reads += 1
                if let decoded { tally.frames.insert(decoded.frame) } else {
                    tally.failures.append(String(decoding: data.suffix(80), as: UTF8.self))
                }
                tally.lock.unlock()
            }
        }
        reader.start()
        let end = Date().addingTimeInterval(1.5)
        var i = 0
        while Date() < end {
            session.client.resize(window: session.window, width: 300 + (i * 67) % 500, height: 400 + (i * 31) % 300)
            session.client.flushRequests()
            usleep(30_000)
            i += 1
        }
        try session.wait { !$0.animating }
        tally.lock.lock(); tally.stop = true; tally.lock.unlock()
        while reader.isExecuting { usleep(1000) }
        tally.lock.lock(); defer { tally.lock.unlock() }
        #expect(tally.failures.isEmpty, "\(tally.failures.count) bad reads, e.g. \(tally.failures.prefix(3))")
        #expect(tally.reads > 200)
        #expect(tally.frames.count > 30, "the app wrote many frames meanwhile")
        report("inspection file: \(tally.reads) reads of \(tally.frames.count) animated frames, \(tally.failures.count) partial or missing")
    }

    /// A symlink planted at the inspection path before the app starts is
    /// replaced by the file, never written through.
    @Test func aSymlinkPlantedAtThePathIsReplacedNotFollowed() throws {
        let server = try XvfbServer()
        let directory = NSTemporaryDirectory() + "trellis-symlink-\(getpid())-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let victim = directory + "/victim.txt", path = directory + "/inspect.json"
        try "precious\n".write(toFile: victim, atomically: false, encoding: .utf8)
        #expect(symlink(victim, path) == 0)
        let app = try ChildProcess([try BuiltProducts.executable("gallery"), "palette"],
                                   environment: ["DISPLAY": server.display, "TRELLIS_INSPECT": path],
                                   stderr: directory + "/stderr.txt")
        defer { app.terminate() }
        let snapshot = try waitForInspection(path: path, timeout: 10) { $0.mainWindow != nil }
        #expect(snapshot.mainWindow?.title == "WideFirstGridDemo")
        var info = stat()
        #expect(lstat(path, &info) == 0)
        #expect(info.st_mode & S_IFMT == S_IFREG, "the path is a regular file now")
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "precious\n")
        app.terminate()
        // No temporary files are left behind.
        let left = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
        #expect(left == ["inspect.json", "stderr.txt", "victim.txt"])
    }
}
