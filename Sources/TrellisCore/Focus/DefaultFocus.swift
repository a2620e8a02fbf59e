/// `.defaultFocus($state, value)`: when the window first shows and no
/// view has taken the focus, the focus state is set to `value` (and so
/// the view bound to that value is focused).
package nonisolated struct DefaultFocusView<Content: View, Value: Hashable>: View {
    package typealias Body = Never
    let content: Content
    let location: FocusStateLocation<Value>
    let value: Value
}

@MainActor extension DefaultFocusView: TransparentView, DefaultFocusDeclaration {
    func forEachElement(_ visit: (ChildKey, any View) -> Void) { visit(.index(0), content) }

    func reconciled(_ node: ViewNode, previous: any View) {
        guard let host = node.host as? ViewHost else { return }
        host.focus.register(node, in: &host.focus.defaultFocusNodes)
    }

    func applyDefault() { location.request(value) }
}

/// How strongly a default focus applies, as SwiftUI's
/// `DefaultFocusEvaluationPriority`. A window has one moment to apply it
/// (when it first shows), so both behave alike here.
public struct DefaultFocusEvaluationPriority: Sendable {
    let isUserInitiated: Bool
    public static let automatic = DefaultFocusEvaluationPriority(isUserInitiated: false)
    public static let userInitiated = DefaultFocusEvaluationPriority(isUserInitiated: true)
}

nonisolated extension View {
    public func defaultFocus<V: Hashable>(_ binding: FocusState<V>.Binding, _ value: V,
                                          priority: DefaultFocusEvaluationPriority = .automatic) -> some View {
        DefaultFocusView(content: self, location: binding.location, value: value)
    }
}
