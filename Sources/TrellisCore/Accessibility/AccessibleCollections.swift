/// Lists as a screen reader meets them: a list whose rows are list items,
/// named by what they show, with AT-SPI's `Selection` when the list has a
/// selection binding (several rows at once for a set).

@MainActor extension ListBody: AccessibleView {
    func accessibility(node: ViewNode) -> AccessibilityDescription? {
        var description = AccessibilityDescription(role: .list, content: .children)
        if let selection {
            description.selectsChildren = true
            if selection.allowsMultiple { description.states.insert(.multiselectable) }
        }
        return description
    }
}

@MainActor extension ListRow: AccessibleView {
    /// A row is a list item named by its content (whose controls stay its
    /// children); a section's header is a heading. A row of a selecting
    /// list is selectable, and selecting it through `Selection` writes the
    /// binding as a click does.
    func accessibility(node: ViewNode) -> AccessibilityDescription? {
        guard role == .item else {
            return role == .header ? AccessibilityDescription(role: .heading, content: .name) : nil
        }
        var description = AccessibilityDescription(role: .listItem, name: AccessibilityTreeBuilder.combinedName(of: node),
                                                   content: .children)
        guard let selection, let id else { return description }
        description.states = [.selectable]
        if isSelected { description.states.insert(.selected) }
        if node.environment.isEnabled {
            description.actions = [.click(node)]
            description.setSelected = { selected in
                var chosen = selection.selected()
                if selection.allowsMultiple {
                    chosen.removeAll { $0 == id }
                    if selected { chosen.append(id) }
                } else {
                    guard selected else { return }
                    chosen = [id]
                }
                selection.set(chosen)
            }
        }
        return description
    }
}
