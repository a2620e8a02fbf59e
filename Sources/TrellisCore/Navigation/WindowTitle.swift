/// The window's title from `navigationTitle`: the title of the top view of
/// the window's outermost navigation stack (or split view), or a title set
/// outside any stack. The backend names the window with it (`_NET_WM_NAME`)
/// when it is not nil.
extension ViewHost {
    package var navigationWindowTitle: String? {
        var found: NavigationContext?
        func visit(_ node: ViewNode) {
            guard found == nil, !node.isHidden else { return }
            if let context = node.layoutCache as? NavigationContext, node.unit != nil { found = context; return }
            node.subviewNodes.forEach(visit)
        }
        visit(root)
        if let context = found {
            let depth = context.depth
            return context.titles[depth] ?? (0..<depth).reversed().lazy.compactMap { context.titles[$0] }.first ?? looseNavigationTitle
        }
        return looseNavigationTitle
    }
}
