/// A scene whose windows are its content's, with one setting changed
/// (`windowResizeAnimation`, `windowResizability`, `defaultSize`).
package nonisolated struct WindowSceneModifier<Content: Scene>: Scene {
    package typealias Body = Never
    let content: Content
    let modify: (inout WindowSpec) -> Void

    package var body: Never { fatalError("WindowSceneModifier has no body") }
}

@MainActor extension WindowSceneModifier: WindowProducing {
    var windowSpecs: [WindowSpec] {
        Scenes.windows(of: content).map { spec in
            var spec = spec
            modify(&spec)
            return spec
        }
    }
}
