/// A scene that shows its content in windows, as SwiftUI's `WindowGroup`:
/// the first group opens a window at launch, and `openWindow` opens more
/// (each its own window with its own state). A window opens at the
/// content's ideal size and cannot be made smaller than its minimum size
/// (e.g. `frame(minWidth:minHeight:)`).
public nonisolated struct WindowGroup<Content: View>: Scene {
    public typealias Body = Never
    let title: String?
    let id: String?
    let presentedType: Any.Type?
    let content: (AnyHashable?) -> AnyView

    public init(@ViewBuilder content: @escaping () -> Content) {
        self.init(title: nil, id: nil, content: content)
    }

    public init(id: String, @ViewBuilder content: @escaping () -> Content) {
        self.init(title: nil, id: id, content: content)
    }

    public init(_ title: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
        self.init(title: title.key, id: nil, content: content)
    }

    public init(_ title: LocalizedStringKey, id: String, @ViewBuilder content: @escaping () -> Content) {
        self.init(title: title.key, id: id, content: content)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping () -> Content) {
        self.init(title: String(title), id: nil, content: content)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: @escaping () -> Content) {
        self.init(title: String(title), id: id, content: content)
    }

    private init(title: String?, id: String?, content: @escaping () -> Content) {
        self.title = title
        self.id = id
        presentedType = nil
        self.content = { _ in AnyView(content()) }
    }

    init(title: String?, id: String?, presentedType: Any.Type, content: @escaping (AnyHashable?) -> AnyView) {
        self.title = title
        self.id = id
        self.presentedType = presentedType
        self.content = content
    }

    public var body: Never { fatalError("WindowGroup has no body") }
}

@MainActor
protocol WindowProducing {
    var windowSpecs: [WindowSpec] { get }
}

@MainActor extension WindowGroup: WindowProducing {
    var windowSpecs: [WindowSpec] {
        let content = self.content
        return [WindowSpec(title: title, kind: .group, sceneID: id, presentedType: presentedType) { content($0) }]
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
