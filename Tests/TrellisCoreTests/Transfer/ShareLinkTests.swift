import Foundation
import Testing
@testable import TrellisCore

/// `ShareLink`: its label, and the Linux share menu (Copy, Open, Send by
/// Email…) through a memory clipboard, an `openURL` handler and a recorded
/// email sender.
@Suite("ShareLink")
@MainActor
struct ShareLinkTests {
    final class Log: @unchecked Sendable {
        var opened: [URL] = []
        var emails: [(String?, String)] = []
    }

    private func host<V: View>(_ view: V, log: Log, email: Bool = true) -> (TestHost, MemoryClipboard) {
        let sender = ShareEmailSender { subject, body in log.emails.append((subject, body)) }
        let host = TestHost(view
            .environment(\.openURL, OpenURLAction { log.opened.append($0); return .handled })
            .environment(\.shareEmailSender, email ? sender : nil), width: 300, height: 200)
        let clipboard = MemoryClipboard()
        host.host.clipboard = clipboard
        return (host, clipboard)
    }

    /// Opens the share menu; its window as a host.
    private func openMenu(_ host: TestHost, label: String = "Share") throws -> TestHost {
        host.click(text: label)
        let request = try #require(host.host.popups.requests.last)
        let popup = host.host.makePopupHost(for: request)
        return TestHost(host: popup, clock: host.clock, measurer: host.measurer,
                        width: popup.sizeLimits.ideal.width, height: popup.sizeLimits.ideal.height)
    }

    private func texts(_ menu: TestHost) -> [String] { menu.nodes.compactMap(\.text).filter { !$0.isEmpty } }

    @Test func theDefaultLabelIsTheShareSymbolAndShare() throws {
        let log = Log()
        let (host, _) = host(ShareLink(item: URL(string: "https://example.com")!), log: log)
        #expect(host.node(text: "Share") != nil)
        #expect(host.nodes(kind: "Image").count == 1)
        let (titled, _) = self.host(ShareLink("Send link", item: URL(string: "https://example.com")!), log: log)
        #expect(titled.node(text: "Send link") != nil && titled.node(text: "Share") == nil)
    }

    @Test func aURLCanBeCopiedOpenedAndEmailed() async throws {
        let log = Log()
        let url = URL(string: "https://example.com/a")!
        let (host, clipboard) = host(ShareLink(item: url, subject: Text("Look"), message: Text("See this")), log: log)
        var menu = try openMenu(host)
        #expect(texts(menu) == ["Copy", "Open", "Send by Email…"])
        menu.click(text: "Copy")
        await TransferTasks.settle()
        #expect(clipboard.items[.clipboard]?.text == "https://example.com/a")
        menu = try openMenu(host)
        menu.click(text: "Open")
        #expect(log.opened == [url])
        menu = try openMenu(host)
        menu.click(text: "Send by Email…")
        #expect(log.emails.count == 1)
        #expect(log.emails.first?.0 == "Look" && log.emails.first?.1 == "See this\nhttps://example.com/a")
    }

    @Test func textHasNoOpenAndWithoutXdgEmailNoEmail() throws {
        let log = Log()
        let (host, _) = host(ShareLink(items: ["one", "two"]) { Text("Both") }, log: log, email: false)
        let menu = try openMenu(host, label: "Both")
        #expect(texts(menu) == ["Copy"])
    }

    @Test func aPreviewTitleHeadsTheMenuAndATransferableIsCopiedInItsTypes() async throws {
        let log = Log()
        let (host, clipboard) = host(ShareLink(item: Bird(name: "Robin"), preview: SharePreview("A robin")), log: log)
        let menu = try openMenu(host)
        #expect(texts(menu).first == "A robin")
        #expect(texts(menu).contains("Copy") && !texts(menu).contains("Open"))
        menu.click(text: "Copy")
        await TransferTasks.settle()
        #expect(clipboard.items[.clipboard]?.types.first == "org.trellis.tests.bird")
        #expect(clipboard.items[.clipboard]?.text == "Robin")
    }

    @Test func xdgEmailGetsOneArgumentPerValue() {
        #expect(ShareEmailSender.arguments(subject: "a; rm -rf", body: "--help") ==
                ["xdg-email", "--utf8", "--subject", "a; rm -rf", "--body", "--help"])
        #expect(ShareEmailSender.arguments(subject: nil, body: "") == ["xdg-email", "--utf8"])
    }
}

/// `Image` is `Transferable`: the bytes of the file it came from.
@Suite("Image transfer")
@MainActor
struct ImageTransferTests {
    @Test func aFileImageIsCopiedAsItsPNGAndASymbolAsNothing() async throws {
        let bytes = TestPNG.encode(width: 2, height: 2) { _ in [255, 0, 0, 255] }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("share-\(UUID().uuidString).png")
        try Data(bytes).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let content = await TransferCoding.content(of: [SendableItem(Image(contentsOfFile: url.path))], entries: Image.transferEntries)
        let png = try #require(content?.first(of: ["image/png"]))
        #expect(png.data == Data(bytes))
        #expect(content?.first(of: ["image/jpeg"]) == nil)
        let symbol = await TransferCoding.content(of: [SendableItem(Image(systemName: "star"))], entries: Image.transferEntries)
        #expect(symbol?.types.isEmpty ?? true)
    }
}
