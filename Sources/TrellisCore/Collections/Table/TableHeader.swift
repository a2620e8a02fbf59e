import Foundation

/// A table's header: one title per column over the rows, a click on a
/// sortable title sorts by it (again: the other way), the primary sort
/// column shows a chevron, and the edges between titles drag to resize.
nonisolated struct TableHeader: View {
    let columns: [TableColumnSpec]
    let userWidths: Binding<[Int: CGFloat]>
    let sorting: TableSorting?
    let geometry: TableGeometry
    let inset: CGFloat

    @MainActor var body: some View {
        TableHeaderLine(line: TableColumnsRow(
            kind: "TableHeaderRow", widths: columns.map(\.width), userWidths: userWidths.wrappedValue,
            alignments: columns.map(\.alignment),
            cells: columns.map { column in
                TableHeaderCell(label: column.label, alignment: column.alignment,
                                order: column.comparator.flatMap { sorting?.primaryOrder($0) },
                                action: action(for: column))
            },
            handles: columns.indices.map { column in
                // Dragging the edge after a column sets its width; the
                // columns that share the rest make room.
                let limits = TableColumnLayout.limits(columns[column].width)
                return ColumnResizeHandle(limits: limits, currentWidth: {
                    column < geometry.widths.count ? geometry.widths[column] : limits.lowerBound
                }, setWidth: { userWidths.wrappedValue[column] = $0 })
            },
            widthsObserver: geometry), inset: inset)
    }

    static let height: CGFloat = 28

    @MainActor private func action(for column: TableColumnSpec) -> (@MainActor () -> Void)? {
        guard let sorting, let comparator = column.comparator else { return nil }
        return { sorting.select(comparator) }
    }
}

/// The header's band: its background, the line under it and the lines
/// between its columns.
nonisolated struct TableHeaderLine: View {
    typealias Body = Never
    let line: TableColumnsRow
    let inset: CGFloat
}

@MainActor extension TableHeaderLine: FramedView {
    var kindName: String { "TableHeader" }

    func transformEnvironment(_ environment: inout EnvironmentValues) {
        environment.font = .system(size: 11, weight: .medium)
        environment.setForegroundStyle(Color.secondary)
    }

    func forEachChild(in node: ViewNode, _ visit: (ChildKey, any View) -> Void) { visit(.index(0), line) }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        let p = proposal.sanitized
        let inner = ProposedViewSize(width: p.width.map { max(0, $0 - 2 * inset) }, height: TableHeader.height)
        let size = ModifierContent(subviews: subviews).sizeThatFits(inner)
        return CGSize(width: p.width ?? size.width + 2 * inset, height: TableHeader.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {
        let inner = ProposedViewSize(width: max(0, bounds.width - 2 * inset), height: bounds.height)
        subviews.first?.place(at: CGPoint(x: bounds.minX + inset, y: bounds.minY), proposal: inner)
    }

    func paint(node: ViewNode, into recorder: inout DisplayListRecorder) {
        let frame = node.presentedFrame
        let environment = node.environment
        recorder.fill(Path(frame), Color(system: .tableHeaderBackground).resolved(in: environment))
        let separator = Color(system: .separator).resolved(in: environment)
        recorder.fill(Path(CGRect(x: frame.minX, y: frame.maxY - 1, width: frame.width, height: 1)), separator)
        guard let geometry = line.widthsObserver else { return }
        let edges = TableColumnLayout.edges(geometry.widths)
        for edge in edges.dropFirst().dropLast() {
            recorder.fill(Path(CGRect(x: frame.minX + inset + edge - 0.5, y: frame.minY + 6, width: 1, height: frame.height - 12)), separator)
        }
    }
}

/// One column's title: pressing it sorts the table by the column.
nonisolated struct TableHeaderCell: View {
    typealias Body = Never
    let label: any View
    let alignment: TableColumnAlignment
    /// The sort order shown, when this column sorts the table first.
    let order: SortOrder?
    let action: (@MainActor () -> Void)?
}

@MainActor extension TableHeaderCell: FramedView, Pressable {
    var kindName: String { "TableHeaderCell" }

    func forEachChild(in node: ViewNode, _ visit: (ChildKey, any View) -> Void) {
        visit(.index(0), label)
        if let order {
            visit(.index(1), Image(systemName: order == .forward ? "chevron.up" : "chevron.down").font(.system(size: 9, weight: .semibold)))
        }
    }

    private static let chevronGap: CGFloat = 4

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        let p = proposal.sanitized
        let chevron = subviews.count > 1 ? subviews[1].sizeThatFits(.unspecified) : .zero
        let room = p.width.map { max(0, $0 - (chevron.width > 0 ? chevron.width + Self.chevronGap : 0)) }
        let title = subviews.first?.sizeThatFits(ProposedViewSize(width: room, height: nil)) ?? .zero
        return CGSize(width: p.width ?? title.width + (chevron.width > 0 ? chevron.width + Self.chevronGap : 0),
                      height: max(title.height, chevron.height))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {
        let chevron = subviews.count > 1 ? subviews[1].sizeThatFits(.unspecified) : .zero
        let reserved = chevron.width > 0 ? chevron.width + Self.chevronGap : 0
        let room = max(0, bounds.width - reserved)
        if let title = subviews.first {
            let size = title.sizeThatFits(ProposedViewSize(width: room, height: nil))
            let x: CGFloat = switch alignment.kind {
            case .leading: 0
            case .center: max(0, room - size.width) / 2
            case .trailing: max(0, room - size.width)
            }
            title.place(at: CGPoint(x: bounds.minX + x, y: bounds.midY - size.height / 2), proposal: ProposedViewSize(width: room, height: nil))
        }
        if subviews.count > 1 {
            subviews[1].place(at: CGPoint(x: bounds.maxX - chevron.width, y: bounds.midY - chevron.height / 2), proposal: .unspecified)
        }
    }

    func paint(node: ViewNode, into recorder: inout DisplayListRecorder) {
        guard action != nil, node.interaction.isPressed else { return }
        let frame = node.presentedFrame.insetBy(dx: -TableColumnsRow.cellPadding, dy: -4)
        recorder.fill(Path(roundedRect: frame, cornerRadius: 4), Color(system: .rowPressed).resolved(in: node.environment))
    }

    func perform(node: ViewNode) { action?() }
    func isControl(node: ViewNode) -> Bool { action != nil }
    func acceptsPress(at point: CGPoint, node: ViewNode) -> Bool { action != nil }
    func rebuildsOnInteraction(node: ViewNode) -> Bool { false }
}

