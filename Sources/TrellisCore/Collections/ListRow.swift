/// Makes each row of a list a `ListRow`, and answers the list's keys.
struct ListRowDecorator: LazyRowDecorating {
    let selection: ListSelection?
    let style: ResolvedListStyle
    let alternates: Bool

    func decorate(_ row: LazyRowList.Row, in rows: LazyRowList) -> any View {
        let isSelected = row.role == .item && row.id.map { id in selection?.selected().contains(id) ?? false } ?? false
        let alternate = alternates && row.role == .item && row.index % 2 == 1
        let traits = ListRowTraitReader.traits(of: row.view)
        var content = row.view
        // A sidebar's section headers collapse their sections (`SectionDisclosure`).
        if row.role == .header, style.kind == .sidebar, traits.sectionCollapsible != false, row.section < rows.sections.count {
            let section = rows.sections[row.section]
            content = SectionDisclosure(header: row.view, isExpanded: section.isExpanded, binding: section.expansion,
                                        sectionKey: section.key)
        }
        var decorated = ListRow(content: content, id: row.role == .item ? row.id : nil, index: row.index, role: row.role,
                                isSelected: isSelected, isAlternate: alternate, style: style, selection: selection)
        decorated.customInsets = traits.insets
        decorated.headerProminence = traits.headerProminence
        guard let background = traits.background else { return decorated }
        return decorated.background(background)
    }

    /// Arrows, Home and End move the selection (Shift extends it), Right
    /// and Left open and close a table's disclosure row, Delete
    /// runs `onDelete` for the selected rows, Alt+Up/Down `onMove`.
    @MainActor
    func handleKey(_ key: CommandKey, modifiers: HeldModifiers, node: ViewNode) -> Bool {
        guard let selection else { return false }
        let state = LazyState.of(node)
        let rows = state.rows
        let current = state.focusRow.flatMap { state.index(of: $0) } ?? selection.selected().last.flatMap { state.index(of: $0) }
        func item(from start: Int, step: Int) -> Int? {
            var index = start
            while index >= 0, index < rows.count {
                let row = rows.row(at: index)
                if row.role == .item, row.id != nil { return index }
                index += step
            }
            return nil
        }
        switch key {
        case .upArrow, .downArrow, .home, .end:
            let step = key == .upArrow || key == .end ? -1 : 1
            if modifiers.contains(.alt), key == .upArrow || key == .downArrow {
                return moveSelected(by: step == -1 ? -1 : 1, rows: rows, current: current)
            }
            let target: Int?
            switch key {
            case .home: target = item(from: 0, step: 1)
            case .end: target = item(from: rows.count - 1, step: -1)
            default: target = current.map { item(from: $0 + step, step: step) ?? $0 } ?? item(from: 0, step: 1)
            }
            guard let target, let id = rows.row(at: target).id else { return true }
            let extend = modifiers.contains(.shift) && selection.allowsMultiple
            state.remember(id, at: target)
            let anchor = selection.choose(id, modifiers: extend ? .shift : [], anchor: state.anchor ?? id, in: state)
            state.anchor = extend ? anchor : id
            state.focusRow = id
            ScrollViewProxy(reader: node.handle).scrollTo(id)
            return true
        case .rightArrow, .leftArrow:
            // A table's disclosure row: Right shows its rows, Left hides them.
            guard let current, let source = rows.row(at: current).source as? any DisclosingRowSource,
                  let disclosure = source.disclosure(at: rows.row(at: current).offsetInSource) else { return false }
            if disclosure.isExpanded == (key == .leftArrow) { disclosure.toggle() }
            return true
        case .delete, .backspace:
            var bySource: [ObjectIdentifier: (LazyEditActions, IndexSet)] = [:]
            var order: [ObjectIdentifier] = []
            for id in selection.selected() {
                guard let index = state.index(of: id) else { continue }
                let row = rows.row(at: index)
                guard let source = row.source, source.editActions.delete != nil else { continue }
                let key = ObjectIdentifier(type(of: source))
                if bySource[key] == nil { bySource[key] = (source.editActions, IndexSet()); order.append(key) }
                bySource[key]?.1.insert(row.offsetInSource)
            }
            guard !order.isEmpty else { return false }
            selection.set([])
            state.anchor = nil
            for key in order { if let (actions, offsets) = bySource[key] { actions.delete?(offsets) } }
            return true
        default:
            return false
        }
    }

    @MainActor
    private func moveSelected(by step: Int, rows: LazyRowList, current: Int?) -> Bool {
        guard let current else { return false }
        let row = rows.row(at: current)
        guard let source = row.source, let move = source.editActions.move else { return false }
        let offset = row.offsetInSource
        let destination = step < 0 ? offset - 1 : offset + 2
        guard destination >= 0, destination <= source.rowCount else { return true }
        move(IndexSet(integer: offset), destination)
        return true
    }
}

/// One row of a list: its content inset as the style insets rows, a
/// selection highlight, alternating backgrounds, and a click that selects.
nonisolated struct ListRow: View {
    typealias Body = Never
    let content: any View
    let id: AnyHashable?
    /// Its place in the list (when it was made).
    let index: Int
    let role: LazyRowList.Role
    let isSelected: Bool
    let isAlternate: Bool
    let style: ResolvedListStyle
    let selection: ListSelection?
    /// Set by `listRowInsets`.
    var customInsets: EdgeInsets?
    /// Set by `headerProminence` on the row's section (else the environment's).
    var headerProminence: Prominence?

    static let minimumHeight: CGFloat = 24

    var insets: EdgeInsets {
        if let customInsets { return customInsets }
        return switch role {
        case .header: EdgeInsets(top: style.kind == .plain ? 4 : 10, leading: horizontalInset, bottom: 4, trailing: horizontalInset)
        case .footer: EdgeInsets(top: 2, leading: horizontalInset, bottom: 8, trailing: horizontalInset)
        case .item: EdgeInsets(top: 4, leading: horizontalInset, bottom: 4, trailing: horizontalInset)
        }
    }

    /// The row's content starts this far in; the highlight is half as far in.
    var horizontalInset: CGFloat { style.kind == .plain || style.kind == .bordered ? 8 : 16 }
}

@MainActor extension ListRow: FramedView, Pressable {
    var kindName: String { role == .item ? "ListRow" : role == .header ? "ListSectionHeader" : "ListSectionFooter" }

    func transformEnvironment(_ environment: inout EnvironmentValues) {
        switch role {
        case .header where (headerProminence ?? environment.headerProminence) == .increased:
            environment.font = .system(size: 15, weight: .bold)
            environment.setForegroundStyle(Color.primary)
        case .header:
            environment.font = .system(size: 11, weight: .semibold)
            environment.setForegroundStyle(Color.secondary)
        case .footer:
            environment.font = .system(size: 11)
            environment.setForegroundStyle(Color.secondary)
        case .item:
            environment.isInListRow = true
            if isSelected, style.kind != .sidebar { environment.setForegroundStyle(Color.white) }
        }
    }

    func forEachChild(in node: ViewNode, _ visit: (ChildKey, any View) -> Void) { visit(.index(0), content) }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        let p = proposal.sanitized
        let insets = self.insets
        let inner = ProposedViewSize(width: p.width.map { max(0, $0 - insets.leading - insets.trailing) }, height: nil)
        let size = ModifierContent(subviews: subviews).sizeThatFits(inner)
        let height = size.height + insets.top + insets.bottom
        return CGSize(width: p.width ?? size.width + insets.leading + insets.trailing,
                      height: role == .item ? max(Self.minimumHeight, height) : height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {
        let insets = self.insets
        let inner = ProposedViewSize(width: max(0, bounds.width - insets.leading - insets.trailing), height: nil)
        let content = ModifierContent(subviews: subviews)
        let size = content.sizeThatFits(inner)
        let free = bounds.height - insets.top - insets.bottom - size.height
        content.place(at: CGPoint(x: bounds.minX + insets.leading, y: bounds.minY + insets.top + max(0, free / 2)), proposal: inner)
    }

    func paint(node: ViewNode, into recorder: inout DisplayListRecorder) {
        guard role == .item else { return }
        let frame = node.presentedFrame
        let highlight: CGRect
        switch style.kind {
        case .plain, .bordered: highlight = frame
        case .inset, .sidebar: highlight = frame.insetBy(dx: horizontalInset / 2, dy: 0)
        }
        if isAlternate { recorder.fill(Path(highlight), Color.alternateRow.resolved(in: node.environment)) }
        if isSelected {
            let color = style.kind == .sidebar ? Color(system: .sidebarSelection) : Color.accentColor
            let path = style.kind == .plain || style.kind == .bordered ? Path(highlight) : Path(roundedRect: highlight, cornerRadius: 5)
            recorder.fill(path, color.resolved(in: node.environment))
        } else if node.interaction.isPressed, selection != nil {
            recorder.fill(Path(roundedRect: highlight, cornerRadius: 5), Color(system: .rowPressed).resolved(in: node.environment))
        }
    }

    // A click selects the row (a button inside it is hit first).

    func perform(node: ViewNode) {
        var container = node.parent
        while let candidate = container, !(candidate.unit is LazyContainer) { container = candidate.parent }
        guard let selection, let id, let container, let host = node.host as? ViewHost else { return }
        let state = LazyState.of(container)
        state.remember(id, at: index)
        state.anchor = selection.choose(id, modifiers: host.heldModifiers, anchor: state.anchor, in: state)
        state.focusRow = id
        host.keyTarget = container
    }

    func rebuildsOnInteraction(node: ViewNode) -> Bool { false }
}

/// A view that answers keys when it is the host's key target.
@MainActor
protocol KeyHandling {
    func handleKey(_ key: CommandKey, modifiers: HeldModifiers, node: ViewNode) -> Bool
    /// Whether it takes keys without being clicked first.
    var acceptsKeys: Bool { get }
}

@MainActor extension LazyContainer: KeyHandling {
    func handleKey(_ key: CommandKey, modifiers: HeldModifiers, node: ViewNode) -> Bool {
        (decorator as? ListRowDecorator)?.handleKey(key, modifiers: modifiers, node: node) ?? false
    }

    var acceptsKeys: Bool { (decorator as? ListRowDecorator)?.selection != nil }
}
