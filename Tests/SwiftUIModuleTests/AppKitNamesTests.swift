import Foundation
import SwiftUI
import Testing
@testable import TrellisCore

/// The AppKit names Mac SwiftUI code reaches through `import SwiftUI`.
@Suite("AppKit names", .serialized)
@MainActor
struct AppKitNamesTests {
    private func resolved(_ color: Color, _ scheme: ColorScheme) -> RGBAColor {
        var environment = EnvironmentValues()
        environment.colorScheme = scheme
        return color.resolved(in: environment)
    }

    @Test func semanticColoursFollowTheColourScheme() {
        for scheme in [ColorScheme.light, .dark] {
            #expect(resolved(Color(nsColor: .windowBackgroundColor), scheme) == SystemPalette.color(.windowBackground, in: scheme))
            #expect(resolved(Color(NSColor.separatorColor), scheme) == SystemPalette.color(.separator, in: scheme))
            #expect(resolved(Color(nsColor: .labelColor), scheme) == resolved(.primary, scheme))
            #expect(resolved(Color(nsColor: .secondaryLabelColor), scheme) == resolved(.secondary, scheme))
            #expect(resolved(Color(nsColor: .systemRed), scheme) == resolved(.red, scheme))
        }
        #expect(resolved(Color(nsColor: .windowBackgroundColor), .light) != resolved(Color(nsColor: .windowBackgroundColor), .dark))
    }

    @Test func fixedColoursAndComponents() {
        let teal = NSColor(calibratedRed: 0, green: 0.5, blue: 0.5, alpha: 1).withAlphaComponent(0.25)
        let colour = resolved(Color(nsColor: teal), .dark)
        #expect(abs(colour.green - 0.5) < 1e-9 && abs(colour.alpha - 0.25) < 1e-9)
        #expect(resolved(Color(nsColor: .darkGray), .light) == resolved(Color(white: 1 / 3), .light))
        #expect(NSColor(Color.red) == NSColor(Color.red))
    }

    @Test func cursorsPushPopAndSet() {
        NSCursor.pointingHand.push()
        #expect(CursorOverride.current == .pointingHand)
        NSCursor.iBeam.push()
        #expect(CursorOverride.current == .text)
        NSCursor.pop()
        #expect(CursorOverride.current == .pointingHand)
        NSCursor.resizeLeftRight.set()
        #expect(CursorOverride.current == .resizeLeftRight)
        NSCursor.arrow.pop()
        #expect(CursorOverride.current == nil)
    }

    @Test func theWorkspaceOpensURLsWithTheDesktopsHandler() async {
        let opened = OpenedURLs()
        let workspace = NSWorkspace(opener: URLOpener { url, done in opened.add(url); done(true) })
        #expect(workspace.open(URL(string: "https://example.org/a")!))
        #expect(!workspace.open(URL(string: "no-scheme")!))
        workspace.activateFileViewerSelecting([URL(fileURLWithPath: "/tmp/a.txt"), URL(fileURLWithPath: "/tmp/b.txt")])
        #expect(opened.urls.map(\.absoluteString) == ["https://example.org/a", "file:///tmp/"])
    }

    @Test func thePasteboardCopiesAndReadsThroughTheAppsClipboard() {
        let saved = AppClipboard.shared
        defer { AppClipboard.shared = saved }
        let memory = MemoryClipboard()
        AppClipboard.shared = memory
        let board = NSPasteboard.general
        let before = board.changeCount
        board.clearContents()
        #expect(board.changeCount == before + 1)
        #expect(board.setString("Copied ✓", forType: .string))
        #expect(memory.contents[.clipboard] == "Copied ✓")
        let png = Data([0x89, 0x50, 0x4E, 0x47])
        board.setData(png, forType: .png)
        #expect(memory.items[.clipboard]?.types == [ClipboardContent.textType, "image/png"])
        #expect(board.string(forType: .string) == "Copied ✓")
        #expect(board.data(forType: .png) == png)
        #expect(board.types == [.string, .png])
        // Setting a type again replaces it; clearing empties the copy.
        board.setString("Again", forType: .string)
        #expect(board.string(forType: .string) == "Again" && board.types?.count == 2)
        board.clearContents()
        #expect(board.string(forType: .string) == nil && board.types == [])
    }

    @Test func terminateAsksTheLoopToEnd() {
        #expect(!ApplicationLifecycle.terminationRequested)
        NSApplication.shared.terminate(nil)
        #expect(ApplicationLifecycle.terminationRequested)
        ApplicationLifecycle.resetForTesting()
        #expect(NSApplication.willTerminateNotification.rawValue == "NSApplicationWillTerminateNotification")
    }
}

private final class OpenedURLs: @unchecked Sendable {
    private let lock = NSLock()
    private var kept: [URL] = []
    var urls: [URL] { lock.withLock { kept } }
    func add(_ url: URL) { lock.withLock { kept.append(url) } }
}
