import Foundation

/// SwiftUI's `openURL` action: `@Environment(\.openURL) var openURL`, then
/// `openURL(url)`. By default the desktop opens it (`xdg-open`, see
/// `URLOpener`); `.environment(\.openURL, OpenURLAction { url in … })`
/// handles URLs itself, declines them, or passes them (or another URL)
/// on to the system. (SwiftUI makes the whole struct main-actor; here its
/// initialiser and calls are, so that the environment's default can be
/// made anywhere.)
public struct OpenURLAction {
    public struct Result: Sendable {
        enum Kind: Sendable {
            case handled, discarded, system(URL?)
        }
        let kind: Kind

        /// The handler opened the URL.
        public static let handled = Result(kind: .handled)
        /// The handler declined the URL.
        public static let discarded = Result(kind: .discarded)
        /// Asks the system to open the original URL.
        public static let systemAction = Result(kind: .system(nil))
        /// Asks the system to open `url` instead.
        public static func systemAction(_ url: URL) -> Result { Result(kind: .system(url)) }
    }

    let handler: ((URL) -> Result)?
    let opener: URLOpener

    @MainActor @preconcurrency
    public init(handler: @escaping (URL) -> Result) {
        self.handler = handler
        opener = .xdgOpen
    }

    package init(handler: ((URL) -> Result)? = nil, opener: URLOpener) {
        self.handler = handler
        self.opener = opener
    }

    @MainActor @preconcurrency
    public func callAsFunction(_ url: URL) {
        callAsFunction(url) { _ in }
    }

    /// `completion` runs on the main actor with whether the URL was
    /// opened (for the system: whether the opener exited successfully).
    @MainActor @preconcurrency
    public func callAsFunction(_ url: URL, completion: @escaping (Bool) -> Void) {
        let result = handler?(url) ?? .systemAction
        switch result.kind {
        case .handled: completion(true)
        case .discarded: completion(false)
        case .system(let replacement):
            nonisolated(unsafe) let completion = completion
            opener.launch(replacement ?? url) { opened in
                DispatchQueue.main.async { completion(opened) }
            }
        }
    }
}

extension EnvironmentValues {
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }
}

private struct OpenURLKey: EnvironmentKey {
    static var defaultValue: OpenURLAction { OpenURLAction(opener: .xdgOpen) }
}
