/// One window scene an app declares: its title, how to make a window's
/// root view, and how its windows open and follow a resize.
package struct WindowSpec {
    /// `WindowGroup` opens any number of windows; `Window` and `Settings`
    /// one at most, brought forward when asked again.
    package enum Kind: Sendable { case group, single, settings }

    package let title: String?
    package var kind: Kind = .group
    /// The scene's `id`, which `openWindow(id:)` names.
    package var sceneID: String?
    /// `WindowGroup(for:)`: the type of the value its windows present.
    package var presentedType: Any.Type?
    /// Makes a window's root view, given the value it presents (if any).
    package var content: @MainActor (AnyHashable?) -> AnyView
    package var resizeAnimation: Animation? = ViewHost.defaultWindowResizeAnimation
    package var resizability = WindowResizability.automatic
    /// `defaultSize`: what the window opens at (see `initialSizeLimits`).
    package var defaultSize: CGSize?
    /// The menu bar commands the scene declares (`.commands`).
    package var commands: [CommandContent] = []

    package init(title: String?, kind: Kind = .group, sceneID: String? = nil, presentedType: Any.Type? = nil,
                 content: @escaping @MainActor (AnyHashable?) -> AnyView) {
        self.title = title
        self.kind = kind
        self.sceneID = sceneID
        self.presentedType = presentedType
        self.content = content
    }

    package init(title: String?, makeContent: @escaping @MainActor () -> AnyView) {
        self.init(title: title, content: { _ in makeContent() })
    }

    /// A window's root view, presenting `value` when the scene takes one.
    @MainActor package func makeContent(_ value: AnyHashable? = nil) -> AnyView { content(value) }

    /// Whether `openWindow(value:)` with this value opens this scene.
    package func presents(_ value: AnyHashable) -> Bool {
        guard let presentedType else { return false }
        return type(of: value.base) == presentedType
    }

    /// The size hints for the window manager: the maximum is dropped
    /// unless the window's size follows its content's.
    package func sizeHints(for limits: WindowSizeLimits) -> WindowSizeLimits {
        guard !resizability.limitsMaximum else { return limits }
        var hints = limits
        hints.maximum = CGSize(width: CGFloat.infinity, height: .infinity)
        return hints
    }
}
