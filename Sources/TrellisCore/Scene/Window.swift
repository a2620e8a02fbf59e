/// A scene of one window, as SwiftUI's `Window`: it opens at launch when
/// it is the app's first scene, else with `openWindow(id:)`; opening it
/// while it is open brings it forward.
public nonisolated struct Window<Content: View>: Scene {
    public typealias Body = Never
    let title: String
    let id: String
    let content: () -> Content

    public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: @escaping () -> Content) {
        title = titleKey.key
        self.id = id
        self.content = content
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: @escaping () -> Content) {
        self.title = String(title)
        self.id = id
        self.content = content
    }

    public var body: Never { fatalError("Window has no body") }
}

@MainActor extension Window: WindowProducing {
    var windowSpecs: [WindowSpec] {
        let content = self.content
        return [WindowSpec(title: title, kind: .single, sceneID: id) { _ in AnyView(content()) }]
    }
}
