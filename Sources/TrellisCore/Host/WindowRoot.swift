/// The unit at the root of every window: it offers the window's size to
/// the app's content and centres the content when it is smaller, as a
/// SwiftUI window does. It is not listed in the inspection file.
nonisolated struct WindowRoot: View {
    typealias Body = Never
    let content: AnyView
}

@MainActor extension WindowRoot: FramedView {
    var kindName: String { "Window" }

    func forEachChild(in node: ViewNode, _ visit: (ChildKey, any View) -> Void) { visit(.index(0), content) }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        ModifierContent(subviews: subviews).sizeThatFits(proposal)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {
        ModifierContent(subviews: subviews).place(in: bounds, alignment: .center, proposal: proposal)
    }
}
