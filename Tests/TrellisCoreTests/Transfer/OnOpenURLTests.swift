import Foundation
import Testing
@testable import TrellisCore

/// `onOpenURL`: the URLs on the command line (a desktop file's `%u`) reach
/// the handlers once, when they appear.
@MainActor @Suite(.serialized) struct OnOpenURLTests {
    @Test func commandLineArgumentsThatAreURLsOrExistingPathsAreTaken() {
        let folder = FileManager.default.temporaryDirectory.path
        let urls = LaunchURLs.parse(["--verbose", "https://example.org/a?b=1", "myapp://open/item", folder,
                                     "/no/such/file", "plain-word", "mailto:someone@example.org", ""])
        #expect(urls.map(\.absoluteString) == ["https://example.org/a?b=1", "myapp://open/item",
                                               URL(fileURLWithPath: folder).standardizedFileURL.absoluteString,
                                               "mailto:someone@example.org"])
    }

    @Test func handlersGetEachLaunchURLOnce() {
        final class Log { var urls: [String] = [] }
        struct Viewer: View {
            let log: Log
            @State var count = 0
            var body: some View {
                Button("Count \(count)") { count += 1 }
                    .onOpenURL { log.urls.append($0.absoluteString) }
            }
        }
        LaunchURLs.urls = [URL(string: "myapp://one")!, URL(string: "https://example.org")!]
        defer { LaunchURLs.urls = [] }
        let log = Log()
        let host = TestHost(Viewer(log: log), width: 200, height: 60)
        #expect(log.urls == ["myapp://one", "https://example.org"])
        let frame = host.frame(text: "Count 0")!
        host.click(CGPoint(x: frame.midX, y: frame.midY))
        #expect(host.node(text: "Count 1") != nil)
        #expect(log.urls.count == 2, "not again when the body runs again")
    }
}
