import Foundation

/// The URLs the app was started with: on Linux a desktop file's `%u`/`%U`
/// (or a user in a terminal) passes them on the command line. `App.main`
/// sets them; `onOpenURL` hands them over.
@MainActor
package enum LaunchURLs {
    package static var urls: [URL] = []

    /// The arguments that are URLs: those with a scheme (`https://…`,
    /// `mailto:…`, `myapp://…`) and paths to existing files or folders
    /// (made file URLs). Options (`-v`, `--flag`) are not.
    package static func parse(_ arguments: some Sequence<String>) -> [URL] {
        arguments.compactMap { argument in
            guard !argument.isEmpty, !argument.hasPrefix("-") else { return nil }
            if argument.hasPrefix("/") || argument.hasPrefix("./") || argument.hasPrefix("~") {
                let path = (argument as NSString).expandingTildeInPath
                return FileManager.default.fileExists(atPath: path) ? URL(fileURLWithPath: path).standardizedFileURL : nil
            }
            if let url = URL(string: argument), let scheme = url.scheme, scheme.count > 1,
               scheme.allSatisfy({ $0.isLetter || $0.isNumber || "+-.".contains($0) }) {
                return url
            }
            return FileManager.default.fileExists(atPath: argument)
                ? URL(fileURLWithPath: argument).standardizedFileURL : nil
        }
    }
}

/// Calls the action once with each launch URL when the view first appears.
private struct OpenURLDelivery<Content: View>: View {
    let content: Content
    let action: @MainActor (URL) -> Void
    @State private var delivered = false


    var body: some View {
        content.onAppear {
            guard !delivered else { return }
            delivered = true
            for url in LaunchURLs.urls { action(url) }
        }
    }
}

nonisolated extension View {
    /// Runs `action` with each URL the app was opened with (given on its
    /// command line, as a desktop file's `%u` passes them), when the view
    /// appears. URLs sent to an app that is already running are not
    /// delivered: each launch is its own process.
    public func onOpenURL(perform action: @escaping @MainActor (URL) -> Void) -> some View {
        // A view value is made and read on the main actor.
        nonisolated(unsafe) let content = self
        return MainActorView { OpenURLDelivery(content: content, action: action) }
    }
}
