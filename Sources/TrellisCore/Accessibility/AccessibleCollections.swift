/// Lists as a screen reader meets them: a list whose rows are list items,
/// named by what they show, with AT-SPI's `Selection` when the list has a
/// selection binding (several rows at once for a set). A table is a table
/// of column headers and rows of cells.

@MainActor extension ListBody: AccessibleView {
    func accessibility(node: ViewNode) -> AccessibilityDescription? {
        // A table's rows belong to the table, beside its column headers.
        if content is TableRowsContent { return AccessibilityDescription(role: .list, content: .transparent) }
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
            guard role == .header else { return nil }
            var description = AccessibilityDescription(role: .heading, content: .name)
            // A sidebar's collapsible header: the heading is expandable, and
            // its action is a click on the disclosure.
            if let disclosure = content as? SectionDisclosure {
                description.states = [.expandable]
                if disclosure.isExpanded { description.states.insert(.expanded) }
                if let control = node.subviewNodes.first(where: { $0.unit is SectionDisclosure }), node.environment.isEnabled {
                    description.actions = [.click(control)]
                }
            }
            return description
        }
        var description = AccessibilityDescription(role: .listItem, name: AccessibilityTreeBuilder.combinedName(of: node),
                                                   content: .children)
        if let line = Self.tableLine(in: node) {
            // A table's row: its cells are its children.
            description.role = .tableRow
            description.tableRowID = id
            description.cells = line
        }
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

extension ListRow {
    /// The line of cells a table's row shows, found down its single-child
    /// wrappers (insets, traits); nil in a plain list.
    @MainActor static func tableLine(in node: ViewNode) -> (line: ViewNode, count: Int)? {
        var current = node
        for _ in 0..<6 {
            guard current.children.count == 1, let child = current.children.first else { return nil }
            if let line = child.view as? TableColumnsRow { return (child, line.cells.count) }
            current = child
        }
        return nil
    }
}

@MainActor extension TableBody: AccessibleView {
    /// A table: its column headers and its rows, with AT-SPI's `Table`
    /// (rows counted in the data, selection by row number).
    func accessibility(node: ViewNode) -> AccessibilityDescription? {
        var description = AccessibilityDescription(role: .table, content: .children)
        let rows = self.rows
        description.table = AccessibilityTable(rowCount: rows.count, columnCount: columns.count, rowIndexOf: { rows.offset(of: $0) },
                                               rowIDAt: { rows.id(at: $0) }, selection: selection)
        if selection?.allowsMultiple == true { description.states.insert(.multiselectable) }
        return description
    }
}

@MainActor extension TableHeaderCell: AccessibleView {
    /// A column's title: a column header, named by its label; "click"
    /// sorts by the column when the table sorts.
    func accessibility(node: ViewNode) -> AccessibilityDescription? {
        // The title alone: the sort chevron beside it is no part of its name.
        let title = AccessibilityTreeBuilder.combinedName(ofNodes: Array(node.children.prefix(1)))
        var description = AccessibilityDescription(role: .tableColumnHeader, name: title, content: .name)
        if action != nil, node.environment.isEnabled { description.actions = [.click(node)] }
        return description
    }
}
