/// How a view's content changes when it is replaced under an animation
/// (`contentTransition(_:)`). Trellis cross-fades the old content into
/// the new for every kind: `.numericText()`'s rolling digits are drawn as
/// that cross-fade, `.identity` replaces the content at once.
public struct ContentTransition: Equatable, Sendable {
    let fades: Bool

    public static let identity = ContentTransition(fades: false)
    public static let opacity = ContentTransition(fades: true)
    public static let interpolate = ContentTransition(fades: true)

    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition(fades: true) }

    public static func numericText(value: Double) -> ContentTransition { ContentTransition(fades: true) }
}

/// The content under `contentTransition`: when it is replaced by content
/// that is not equal to it, the new content gets a new identity, so under
/// an animation the old one fades out where it was as the new one fades
/// in (the removal and insertion fades of the animator).
package nonisolated struct ContentTransitionView<Content: View>: View {
    package typealias Body = Never
    let content: Content
    let transition: ContentTransition
}

@MainActor extension ContentTransitionView: ContentWrapperLayout {
    var kindName: String { "ContentTransition" }

    func forEachChild(in node: ViewNode, _ visit: (ChildKey, any View) -> Void) {
        guard transition.fades, let previous = node.children.first else {
            visit(.index(0), content)
            return
        }
        var generation = 0
        switch previous.key {
        case .index(let index), .nested(.index(let index), _): generation = index
        default: break
        }
        // Compare like with like: the child node holds the view below any
        // pass-through wrappers.
        var view: any View = content
        while let list = ViewKindCache.transparent(view), let (_, inner) = list.passThroughChild { view = inner }
        let replaced = view is any Equatable && !ViewKindCache.areEqual(previous.view, view)
        visit(.index(replaced ? generation + 1 : generation), content)
    }
}

nonisolated extension View {
    public func contentTransition(_ transition: ContentTransition) -> some View {
        ContentTransitionView(content: self, transition: transition)
    }
}
