import Foundation
import Testing
@testable import TrellisCore

/// Records what the system opener was asked to open.
private final class OpenedURLs: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [URL] = []
    var urls: [URL] { lock.withLock { stored } }
    var opener: URLOpener {
        URLOpener { url, completion in
            self.lock.withLock { self.stored.append(url) }
            completion(true)
        }
    }
}

@MainActor
@Suite struct OpenURLActionTests {
    private let url = URL(string: "https://example.com/page")!

    @Test func theDefaultActionAsksTheSystem() {
        let opened = OpenedURLs()
        OpenURLAction(opener: opened.opener)(url)
        #expect(opened.urls == [url])
    }

    @Test func aHandlerCanHandleDiscardOrRedirect() {
        let opened = OpenedURLs()
        let other = URL(string: "https://example.org/")!
        OpenURLAction(handler: { _ in .handled }, opener: opened.opener)(url)
        OpenURLAction(handler: { _ in .discarded }, opener: opened.opener)(url)
        OpenURLAction(handler: { _ in .systemAction }, opener: opened.opener)(url)
        OpenURLAction(handler: { _ in .systemAction(other) }, opener: opened.opener)(url)
        #expect(opened.urls == [url, other])
    }

    @Test func theHandlerSeesTheURL() {
        var seen: [URL] = []
        let action = OpenURLAction { url in
            seen.append(url)
            return .handled
        }
        action(url)
        #expect(seen == [url])
    }

    /// The command gets the URL as one argv entry: shell syntax in it is
    /// never run.
    @Test func theOpenerPassesTheURLAsOneArgumentWithoutAShell() throws {
        let directory = NSTemporaryDirectory() + "trellis-openurl-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let script = directory + "/opener"
        let record = directory + "/argv"
        try "#!/bin/sh\nprintf '%s\\n' \"$#\" \"$@\" > '\(record)'\n".write(toFile: script, atomically: true, encoding: .utf8)
        let hostile = try #require(URL(string: "https://example.com/?q=$(touch%20\(directory)/pwned);touch%20x&a='b'"))
        // Run through /bin/sh rather than executed itself: executing a file
        // just written fails now and then with ETXTBSY while another test's
        // fork still holds its write descriptor.
        #expect(try URLOpener.run(["/bin/sh", script], url: hostile))
        let lines = try String(contentsOfFile: record, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == "1")
        #expect(lines.dropFirst().first.map(String.init) == hostile.absoluteString)
        #expect(!FileManager.default.fileExists(atPath: directory + "/pwned"))
    }

    @Test func aURLWithoutASchemeOrAMissingOpenerIsAClearError() {
        #expect(throws: URLOpenerError.noScheme("--help")) { try URLOpener.run(["/bin/true"], url: URL(string: "--help")!) }
        #expect(throws: URLOpenerError.cannotStart("/nonexistent/xdg-open", "No such file or directory")) {
            try URLOpener.run(["/nonexistent/xdg-open"], url: url)
        }
    }

    @Test func aFailingOpenerReportsFalse() throws {
        #expect(try !URLOpener.run(["/bin/false"], url: url))
        #expect(try URLOpener.run(["/bin/true"], url: url))
    }
}
