/// Groups views without laying them out: the children become subviews of
/// the enclosing container, and modifiers on the group apply to each.
public nonisolated struct Group<Content: View>: View {
    public typealias Body = Never
    let content: Content

    public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

@MainActor extension Group: TransparentView {
    func forEachElement(_ visit: (ChildKey, any View) -> Void) { visit(.index(0), content) }
}
