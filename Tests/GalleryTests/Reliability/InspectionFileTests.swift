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
        // Resize for at least 1.5 s, and on until the app has written 30
        // frames (a loaded machine paints fewer per second), at most 15 s.
        let start = Date()
        func framesSoFar() -> Int { tally.lock.lock(); defer { tally.lock.unlock() }; return tally.frames.count }
        var i = 0
        while Date().timeIntervalSince(start) < 1.5 || (framesSoFar() <= 30 && Date().timeIntervalSince(start) < 15) {
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

    /// Issue #12: a path that is not a regular file — a symlink planted
    /// before the app starts, a FIFO, a device node (the same numbers as
    /// /dev/null, made in a private directory) — is never written or
    /// renamed over: one line on stderr, and the app runs on.
    @Test(arguments: ["symlink", "fifo", "device"])
    func aPathThatIsNotARegularFileIsLeftAloneWithOneLine(kind: String) throws {
        let server = try XvfbServer()
        let directory = NSTemporaryDirectory() + "trellis-target-\(getpid())-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let victim = directory + "/victim.txt", path = directory + "/inspect.json"
        try "precious\n".write(toFile: victim, atomically: false, encoding: .utf8)
        let expectedType: mode_t
        switch kind {
        case "symlink":
            #expect(symlink(victim, path) == 0)
            expectedType = S_IFLNK
        case "fifo":
            #expect(mkfifo(path, 0o600) == 0)
            expectedType = S_IFIFO
        default:
            // makedev(1, 3) (a macro Swift cannot see); needs root, as CI runs.
            try #require(mknod(path, S_IFCHR | 0o666, dev_t(1 << 8 | 3)) == 0, "mknod needs root")
            expectedType = S_IFCHR
        }
        let stderrPath = directory + "/stderr.txt"
        let app = try ChildProcess([try BuiltProducts.executable("gallery"), "palette"],
                                   environment: ["DISPLAY": server.display, "TRELLIS_INSPECT": path], stderr: stderrPath)
        defer { app.terminate() }
        _ = try XDoTool(display: server.display).window(pid: app.pid, timeout: 10)
        var lines: [Substring] = []
        try waitUntil("the app's one line about the inspection path", timeout: 10) {
            lines = ((try? String(contentsOfFile: stderrPath, encoding: .utf8)) ?? "").split(separator: "\n")
            return !lines.isEmpty
        }
        // Clicks paint new frames; none of them may write.
        let xdo = XDoTool(display: server.display)
        for _ in 0..<3 { try xdo.click(x: 150, y: 150) }
        usleep(300_000)
        lines = try String(contentsOfFile: stderrPath, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("trellis: not writing the inspection file: \(path) is ") == true, "\(lines)")
        #expect(app.isRunning)
        var info = stat()
        #expect(lstat(path, &info) == 0)
        #expect(info.st_mode & S_IFMT == expectedType, "the path kept its type")
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "precious\n")
        app.terminate()
        // No temporary files are left behind.
        let left = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
        #expect(left == ["inspect.json", "stderr.txt", "victim.txt"])
    }
}
