/// `.onAppear(perform:)`: runs `action` when the view is shown, before
/// the first frame that shows it — once per appearance: again after an
/// `if` removed and re-inserted it, or a `ViewThatFits` chose it again.
package nonisolated struct OnAppearView<Content: View>: View {
    package typealias Body = Never
    let content: Content
    let action: (() -> Void)?
}

@MainActor extension OnAppearView: LifecycleModifier {
    func forEachElement(_ visit: (ChildKey, any View) -> Void) { visit(.index(0), content) }
    func appear(_ record: LifecycleRecord, isFirst: Bool) { action?() }
}

/// `.onDisappear(perform:)`: runs `action` when the view leaves the tree
/// or is set aside (a `ViewThatFits` candidate no longer chosen).
package nonisolated struct OnDisappearView<Content: View>: View {
    package typealias Body = Never
    let content: Content
    let action: (() -> Void)?
}

@MainActor extension OnDisappearView: LifecycleModifier {
    func forEachElement(_ visit: (ChildKey, any View) -> Void) { visit(.index(0), content) }
    func disappear(_ record: LifecycleRecord) { action?() }
}

nonisolated extension View {
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        OnAppearView(content: self, action: action)
    }

    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        OnDisappearView(content: self, action: action)
    }
}
