/// A reusable change to a view, as SwiftUI's `ViewModifier`: `body(content:)`
/// wraps the content it is applied to; `.modifier(_:)` applies it.
@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder func body(content: Content) -> Body
}

/// The view a modifier is applied to, as its `body(content:)` sees it.
/// Public only as `ViewModifier.Content`, under SwiftUI's own name.
public nonisolated struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    public typealias Body = Never
    let content: AnyView
}

@MainActor extension _ViewModifier_Content: TransparentView {
    func forEachElement(_ visit: (ChildKey, any View) -> Void) { visit(.index(0), content) }
    var passThroughChild: (ChildKey, any View)? { (.index(0), content) }
}

/// A view with a modifier applied. Its body is the modifier's body; the
/// modifier's own `@State` and `@Environment` properties are linked to
/// this view's identity, as if the modifier were a view.
public nonisolated struct ModifiedContent<Content: View, Modifier: ViewModifier>: View {
    public let content: Content
    public let modifier: Modifier

    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }

    @MainActor public var body: some View {
        modifier.body(content: _ViewModifier_Content(content: AnyView(content)))
    }
}

/// Reflection looks into the modifier for its dynamic properties.
@MainActor extension ModifiedContent: DynamicPropertyOwner {
    var dynamicPropertyHolder: Any { modifier }
}

nonisolated extension View {
    public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
