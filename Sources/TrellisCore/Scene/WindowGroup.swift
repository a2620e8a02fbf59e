/// A scene that shows its content in a window, as SwiftUI's `WindowGroup`.
/// The window opens at the content's ideal size and cannot be made smaller
/// than its minimum size (e.g. `frame(minWidth:minHeight:)`).
public nonisolated struct WindowGroup<Content: View>: Scene {
    public typealias Body = Never
    let title: String?
    let content: () -> Content

    public init(@ViewBuilder content: @escaping () -> Content) {
        title = nil
        self.content = content
    }

    public init(_ title: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
        self.title = title.key
        self.content = content
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping () -> Content) {
        self.title = String(title)
        self.content = content
    }

    public var body: Never { fatalError("WindowGroup has no body") }
}

/// One window an app asks for: its title, how to make its root view, and
/// how its content follows a resize.
package struct WindowSpec {
    package let title: String?
    package var makeContent: @MainActor () -> AnyView
    package var resizeAnimation: Animation? = ViewHost.defaultWindowResizeAnimation
    package var resizability = WindowResizability.automatic
    /// `defaultSize`: what the window opens at (see `initialSizeLimits`).
    package var defaultSize: CGSize?

    /// The size hints for the window manager: the maximum is dropped
    /// unless the window's size follows its content's.
    package func sizeHints(for limits: WindowSizeLimits) -> WindowSizeLimits {
        guard !resizability.limitsMaximum else { return limits }
        var hints = limits
        hints.maximum = CGSize(width: CGFloat.infinity, height: .infinity)
        return hints
    }
}

@MainActor
protocol WindowProducing {
    var windowSpecs: [WindowSpec] { get }
}

@MainActor extension WindowGroup: WindowProducing {
    var windowSpecs: [WindowSpec] {
        let content = self.content
        return [WindowSpec(title: title, makeContent: { AnyView(content()) })]
    }
}

@MainActor extension TupleScene: WindowProducing {
    var windowSpecs: [WindowSpec] { scenes.flatMap { Scenes.windows(of: $0) } }
}

@MainActor
package enum Scenes {
    /// The windows a scene declares, in order.
    package static func windows(of scene: any Scene) -> [WindowSpec] {
        if let producing = scene as? any WindowProducing { return producing.windowSpecs }
        return windows(of: body(of: scene))
    }

    private static func body<S: Scene>(of scene: S) -> any Scene { scene.body }
}
