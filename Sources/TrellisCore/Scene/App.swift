/// An app: its `body` declares the windows it shows, as SwiftUI's `App`.
/// Mark the type `@main`; `import Trellis` provides the `main()` that
/// opens the windows on X11.
@MainActor @preconcurrency
public protocol App {
    associatedtype Body: Scene
    @SceneBuilder @MainActor var body: Body { get }
    @MainActor init()
}

/// Part of an app's user interface with a life cycle of its own: a window
/// group, or a composition of scenes.
@MainActor @preconcurrency
public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder @MainActor var body: Body { get }
}

extension Never: Scene {}

@resultBuilder
public enum SceneBuilder {
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }

    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> some Scene {
        TupleScene(packing: repeat each content)
    }
}

/// Several scenes declared together.
package nonisolated struct TupleScene<T>: Scene {
    package typealias Body = Never
    let scenes: [any Scene]

    package init<each S: Scene>(packing scene: repeat each S) where T == (repeat each S) {
        var list: [any Scene] = []
        for item in repeat each scene { list.append(item) }
        scenes = list
    }

    package var body: Never { fatalError("TupleScene has no body") }
}
