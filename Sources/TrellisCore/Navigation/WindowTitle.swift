/// The window's title from `navigationTitle`: the title of the top view of
/// the window's outermost navigation stack (or split view), or a title set
/// outside any stack. The backend names the window with it (`_NET_WM_NAME`)
/// when it is not nil.
///
/// The backend asks after every frame, so the answer must not cost a walk
/// over the whole tree: navigation containers register with the host when
/// they make their children (`noteNavigationContainer`), and only those
/// are looked at. (A walk on every frame was 40% of a resize of 10,000
/// tiles, a window with no navigation at all.)
///
/// A title set outside any stack counts only while the view that set it is
/// in the tree and shown: a tab without a title leaves the window with
/// none (nil; the backend shows the window's own title again).
extension ViewHost {
    package var navigationWindowTitle: String? {
        guard let context = outermostNavigationContext() else { return looseNavigationTitle }
        let depth = context.depth
        return context.titles[depth] ?? (0..<depth).reversed().lazy.compactMap { context.titles[$0] }.first ?? looseNavigationTitle
    }

    /// The newest title set outside any stack whose view shows.
    private var looseNavigationTitle: String? {
        looseNavigationTitles.removeAll { $0.view.node.map { !$0.isAttached(to: root) } ?? true }
        return looseNavigationTitles.last { $0.view.node.map(isShown) ?? false }?.title
    }

    /// Whether a node's content shows: a unit not set aside by a parent
    /// (an unselected tab's), or a modifier around units one of which shows.
    private func isShown(_ node: ViewNode) -> Bool {
        if node.isUnit { return !node.isHiddenInLayout }
        guard !node.isHiddenInLayout else { return false }
        func anyUnitShows(_ node: ViewNode) -> Bool {
            node.children.contains { $0.isUnit ? !$0.isHidden : anyUnitShows($0) }
        }
        return anyUnitShows(node)
    }

    /// A view outside any stack set `title` (each time it is reconciled).
    func noteLooseNavigationTitle(_ title: String, of node: ViewNode) {
        looseNavigationTitles.removeAll { $0.view.node === node }
        looseNavigationTitles.append((node.handle, title))
    }

    /// A navigation stack or split view made its children (each time).
    func noteNavigationContainer(_ node: ViewNode) {
        guard !navigationContainers.contains(where: { $0.node === node }) else { return }
        navigationContainers.append(node.handle)
    }

    /// The context of the outermost visible navigation container.
    private func outermostNavigationContext() -> NavigationContext? {
        navigationContainers.removeAll { $0.node.map { !$0.isAttached(to: root) } ?? true }
        let visible = navigationContainers.compactMap(\.node).filter { node in
            node.unit != nil && node.layoutCache is NavigationContext && !node.isHiddenInLayout
        }
        let outermost = visible.filter { node in
            !visible.contains { other in other !== node && node.isDescendant(of: other) }
        }
        switch outermost.count {
        case 0: return nil
        case 1: return outermost[0].layoutCache as? NavigationContext
        default: return firstNavigationContextInViewOrder()
        }
    }

    /// Side by side containers: the first in view order wins.
    private func firstNavigationContextInViewOrder() -> NavigationContext? {
        var found: NavigationContext?
        func visit(_ node: ViewNode) {
            guard found == nil, !node.isHidden else { return }
            if let context = node.layoutCache as? NavigationContext, node.unit != nil { found = context; return }
            node.subviewNodes.forEach(visit)
        }
        visit(root)
        return found
    }
}
