/// A view with no content: contributes no subviews and takes no space.
public nonisolated struct EmptyView: View {
    public typealias Body = Never
    public init() {}
}

@MainActor extension EmptyView: TransparentView {
    func forEachElement(_ visit: (ChildKey, any View) -> Void) {}
}
