/// How a window's size may follow its content, as SwiftUI's
/// `WindowResizability`: `.contentMinSize` (what `.automatic` means for a
/// window group) keeps the window at least as large as the content's
/// minimum; `.contentSize` also caps it at the content's maximum.
public struct WindowResizability: Hashable, Sendable {
    let limitsMaximum: Bool

    public static let automatic = WindowResizability(limitsMaximum: false)
    public static let contentMinSize = WindowResizability(limitsMaximum: false)
    public static let contentSize = WindowResizability(limitsMaximum: true)
}

/// A scene whose windows follow a resizability.
public nonisolated struct WindowResizabilityScene<Content: Scene>: Scene {
    public typealias Body = Never
    let content: Content
    let resizability: WindowResizability

    public var body: Never { fatalError("WindowResizabilityScene has no body") }
}

@MainActor extension WindowResizabilityScene: WindowProducing {
    var windowSpecs: [WindowSpec] {
        Scenes.windows(of: content).map { spec in
            var spec = spec
            spec.resizability = resizability
            return spec
        }
    }
}

extension Scene {
    public func windowResizability(_ resizability: WindowResizability) -> WindowResizabilityScene<Self> {
        WindowResizabilityScene(content: self, resizability: resizability)
    }
}
