/// `contextMenu(menuItems:)`: a right click on the view opens its items as
/// a menu at the pointer — the same popup, rows and keyboard as `Menu`.
package nonisolated struct ContextMenuView<Content: View, MenuItems: View>: View {
    package typealias Body = Never
    let content: Content
    let menuItems: MenuItems
}

@MainActor
protocol ContextMenuProviding {
    /// The menu, given the environment of the view it opens from.
    func menuPanel(from environment: EnvironmentValues) -> AnyView
}

@MainActor extension ContextMenuView: ContentWrapperLayout, ContextMenuProviding {
    var kindName: String { "ContextMenu" }

    func forEachChild(in node: ViewNode, _ visit: (ChildKey, any View) -> Void) { visit(.index(0), content) }

    /// The items keep the view's rename action: a `RenameButton` in the
    /// menu renames what was right-clicked.
    func menuPanel(from environment: EnvironmentValues) -> AnyView {
        AnyView(MenuPanel(content: menuItems, minimumWidth: 0).environment(\.rename, environment.rename))
    }
}

nonisolated extension View {
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        ContextMenuView(content: self, menuItems: menuItems())
    }

    /// The items as a menu; the preview is a phone's long-press preview, which a desktop menu does not show.
    public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> some View {
        ContextMenuView(content: self, menuItems: menuItems())
    }
}
