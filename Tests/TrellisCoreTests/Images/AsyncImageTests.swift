import Foundation
import Testing
@testable import TrellisCore

/// `AsyncImage` loads off the main actor, shows a placeholder until then,
/// and gives `content` the phase.
@Suite("AsyncImage")
@MainActor
struct AsyncImageTests {
    /// Runs the main actor's queued jobs until `done` holds (or gives up).
    private func settle(_ host: TestHost, until done: () -> Bool) async {
        for _ in 0..<2000 where !done() {
            await Task.yield()
            try? await Task.sleep(for: .milliseconds(1))
            host.advance(by: 0)
        }
    }

    @Test func aFileURLLoadsAndShowsTheImageAtItsSize() async throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-async-\(getpid()).png")
        try TestPNG.encode(width: 30, height: 20) { _ in [0, 0, 255, 255] }.write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let host = TestHost(AsyncImage(url: url), width: 200, height: 200)
        // The placeholder fills what it is offered until the image is there.
        #expect(host.nodes(kind: "Image").isEmpty)
        await settle(host) { !host.nodes(kind: "Image").isEmpty }
        #expect(host.nodes(kind: "Image").first?.rect.size == CGSize(width: 30, height: 20))
    }

    @Test func contentSeesThePhasesAndAFailureKeepsThePlaceholder() async throws {
        let missing = URL(fileURLWithPath: "/nonexistent/trellis-\(getpid()).png")
        let host = TestHost(AsyncImage(url: missing) { phase in
            if let image = phase.image { image } else if phase.error != nil { Text("failed") } else { Text("loading") }
        }, width: 200, height: 200)
        #expect(host.frame(text: "loading") != nil)
        await settle(host) { host.frame(text: "failed") != nil }
        #expect(host.frame(text: "failed") != nil)
    }

    @Test func aDataURLDecodesAndThePlaceholderFormShowsIt() async throws {
        let png = TestPNG.encode(width: 4, height: 6) { _ in [255, 0, 0, 255] }
        let url = URL(string: "data:image/png;base64," + png.base64EncodedString())!
        let host = TestHost(AsyncImage(url: url) { image in
            image.resizable().frame(width: 40, height: 60)
        } placeholder: {
            Text("wait")
        }, width: 200, height: 200)
        #expect(host.frame(text: "wait") != nil)
        await settle(host) { !host.nodes(kind: "Image").isEmpty }
        #expect(host.nodes(kind: "Image").first?.rect.size == CGSize(width: 40, height: 60))
        #expect(host.frame(text: "wait") == nil)
    }

    @Test func aCorruptDataURLFails() throws {
        #expect(throws: (any Error).self) { try AsyncImageLoader.dataURLContents(URL(string: "data:image/png;base64")!) }
        let data = try AsyncImageLoader.dataURLContents(URL(string: "data:,hello%20there")!)
        #expect(String(decoding: data, as: UTF8.self) == "hello there")
    }
}
