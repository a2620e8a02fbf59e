import Foundation
import TrellisCore

/// AppKit's workspace, for what Mac SwiftUI code asks of it most:
/// `NSWorkspace.shared.open(url)`, which on Linux is the desktop's handler
/// for the URL (`xdg-open`, as `openURL` uses).
public final class NSWorkspace: @unchecked Sendable {
    public static let shared = NSWorkspace()

    private let opener: URLOpener

    package init(opener: URLOpener = .xdgOpen) {
        self.opener = opener
    }

    /// Starts opening `url` with the desktop's handler. True when the
    /// opener could be started (a URL without a scheme is refused); as
    /// AppKit's, it does not wait for the handler.
    @discardableResult
    public func open(_ url: URL) -> Bool {
        guard URLOpener.canOpen(url) else { return false }
        opener.launch(url) { _ in }
        return true
    }

    /// Opens the folder holding the URLs in the file manager (the desktop
    /// cannot be asked to select them through xdg-open).
    public func activateFileViewerSelecting(_ fileURLs: [URL]) {
        for folder in Set(fileURLs.map { $0.deletingLastPathComponent() }) { open(folder) }
    }
}
