/// The unit behind `LazyVStack`, `LazyHStack`, `LazyVGrid`, `LazyHGrid` and
/// `List`: it lays its rows out in lines along `axis` as the eager stack or
/// a grid would, but keeps views only for the rows near what can be seen.
///
/// How laziness fits the one-way frame (Docs/ARCHITECTURE.md, "Lazy
/// containers"): bodies are never evaluated during layout. The container
/// lists as children only the rows in its *materialised range*. During
/// placement it reads the visible part of the window (`LayoutEngine.
/// visibleRect`, narrowed by each scroll view, plus the 256-point band)
/// and, when that needs other rows, writes the range it wants and tells
/// the host (`GraphHost.noteLazyRangeChange`). After the pass the host
/// makes the new rows' nodes, drops the rows that left (their nodes are
/// freed, their `onDisappear` runs) and lays out again, within the same
/// frame. Rows it has not made are estimated at the mean length of those
/// it has.
package nonisolated struct LazyContainer: View {
    package typealias Body = Never
    let kind: String
    let axis: Axis
    /// nil for a stack; a grid's columns (rows for a horizontal grid).
    let items: [GridItem]?
    let spacing: CGFloat?
    /// The guide rows line up on across the axis (a stack), or cells in
    /// their track (a grid).
    let alignment: AlignmentKey
    let pinned: PinnedScrollableViews
    let content: any View
    /// Wraps each row (a list's row chrome); nil: rows as they are.
    let decorator: (any LazyRowDecorating)?

    /// The gap between lines when none is given.
    static let standardSpacing: CGFloat = 8
}

/// Turns a row into what a list shows for it (selection, insets).
@MainActor
protocol LazyRowDecorating {
    func decorate(_ row: LazyRowList.Row, in rows: LazyRowList) -> any View
}

/// What the container keeps in its node between updates.
@MainActor
final class LazyState {
    var rows = LazyRowList()
    var materialized: Range<Int> = 0..<0
    /// Rows shown outside the range: pinned section headers.
    var extras: [Int] = []
    var requested: (range: Range<Int>, extras: [Int])?
    /// The row each subview shows, in subview order.
    var subviewRows: [Int] = []
    /// Subviews pinned over the others (painted last).
    var pinnedSubviews: [Int] = []
    /// A list's selection anchor (where Shift-click ranges start) and the
    /// row the arrow keys move from.
    var anchor: AnyHashable?
    var focusRow: AnyHashable?
    /// Where rows were last seen, by id (see `index(of:)`).
    var rowHints: [AnyHashable: Int] = [:]
    /// A list row pressed or being dragged to a new place (`onMove`).
    var drag: ListRowDrag?
    /// Sections without an `isExpanded` binding that the user collapsed.
    var collapsedSections: Set<ChildKey> = []

    static func of(_ node: ViewNode) -> LazyState {
        if let state = node.layoutCache as? LazyState { return state }
        let made = LazyState()
        node.layoutCache = made
        return made
    }
}

@MainActor extension LazyContainer: FramedView, LazyRowLocating {
    var kindName: String { kind }
    var wantsViewport: Bool { true }

    func transformEnvironment(_ environment: inout EnvironmentValues) {
        if environment.stackAxis != axis { environment.stackAxis = axis }
    }

    func forEachChild(in node: ViewNode, _ visit: (ChildKey, any View) -> Void) {
        for (key, view) in shownRows(node) { visit(key, view) }
    }

    /// The rows to have views for now, each in its cell, with their keys.
    func shownRows(_ node: ViewNode) -> [(ChildKey, any View)] {
        let state = LazyState.of(node)
        state.rows = LazyRowList(content, collapsed: state.collapsedSections)
        let count = state.rows.count
        if let requested = state.requested {
            state.materialized = requested.range
            state.extras = requested.extras
            state.requested = nil
        }
        state.materialized = state.materialized.clamped(to: 0..<count)
        if state.materialized.isEmpty, count > 0 { state.materialized = 0..<1 }
        state.extras = state.extras.filter { $0 < count && !state.materialized.contains($0) }
        state.subviewRows = Array(state.materialized) + state.extras
        return state.subviewRows.map { index in
            let row = state.rows.row(at: index)
            let shown = decorator?.decorate(row, in: state.rows) ?? row.view
            return (row.key, LazyRowCell(content: shown))
        }
    }

    // MARK: Measuring

    /// The lines, where they are, and each subview's line and proposal.
    struct Measured {
        var lines: LazyLines
        var positions: LazyLinePositions
        var tracks: [GridTracks.Track]
        var crossSize: CGFloat
        var lineOfSubview: [Int]
        var proposals: [ProposedViewSize]
        var sizes: [CGSize]
    }

    func measure(cross: CGFloat?, node: ViewNode, subviews: LayoutSubviews) -> Measured {
        let state = LazyState.of(node)
        let tracks = items.map { GridTracks.resolve($0, available: cross) } ?? []
        let lines = LazyLines(sections: state.rows.sections, tracks: items == nil ? 1 : max(1, tracks.count))
        let gap = spacing.map { $0.isFinite ? max(0, $0) : 0 } ?? Self.standardSpacing
        var measured = Measured(lines: lines, positions: LazyLinePositions(known: 0..<0, lengths: [], estimate: 0, spacing: gap, count: lines.count),
                                tracks: tracks, crossSize: items == nil ? (cross ?? 0) : GridTracks.total(tracks),
                                lineOfSubview: [], proposals: [], sizes: [])
        guard lines.count > 0, subviews.count == state.subviewRows.count else { return measured }
        var lengths: [Int: CGFloat] = [:]
        var widest: CGFloat = 0
        for (i, subview) in subviews.enumerated() {
            let row = state.subviewRows[i]
            let lineIndex = lines.lineIndex(ofRow: row)
            let line = lines.line(lineIndex)
            let across: CGFloat?
            if items == nil {
                across = cross
            } else if line.kind == .items, row - line.rows.lowerBound < tracks.count {
                across = tracks[row - line.rows.lowerBound].length
            } else {
                across = measured.crossSize
            }
            let proposal = ProposedViewSize(along: axis, nil, cross: across)
            let size = subview.sizeThatFits(proposal)
            lengths[lineIndex] = max(lengths[lineIndex] ?? 0, size[axis])
            widest = max(widest, size[axis.other])
            measured.lineOfSubview.append(lineIndex)
            measured.proposals.append(proposal)
            measured.sizes.append(size)
        }
        if items == nil, cross == nil { measured.crossSize = widest }
        // The measured lines: those of the materialised range.
        let known: Range<Int>
        if state.materialized.isEmpty {
            known = 0..<0
        } else {
            known = lines.lineIndex(ofRow: state.materialized.lowerBound)..<(lines.lineIndex(ofRow: state.materialized.upperBound - 1) + 1)
        }
        let itemLengths = known.filter { lines.line($0).kind == .items }.compactMap { lengths[$0] }
        let sample = itemLengths.isEmpty ? Array(lengths.values) : itemLengths
        let estimate = sample.isEmpty ? 0 : sample.reduce(0, +) / CGFloat(sample.count)
        measured.positions = LazyLinePositions(known: known, lengths: known.map { lengths[$0] ?? estimate }, estimate: estimate,
                                               spacing: gap, count: lines.count)
        return measured
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        let measured = measure(cross: proposal.sanitized[axis.other], node: node, subviews: subviews)
        return CGSize(along: axis, measured.positions.total, cross: measured.crossSize)
    }

    // MARK: Placing

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {
        let state = LazyState.of(node)
        let measured = measure(cross: bounds.size[axis.other], node: node, subviews: subviews)
        let positions = measured.positions
        let visible = subviews.engine.visibleRect
        let viewportStart = visible.origin[axis] + LayoutEngine.offscreenMargin - bounds.origin[axis]
        state.pinnedSubviews = []
        for (i, subview) in subviews.enumerated() {
            let lineIndex = measured.lineOfSubview[i]
            let line = measured.lines.line(lineIndex)
            let size = measured.sizes[i]
            var main = positions.position(lineIndex)
            let lineLength = positions.length(lineIndex)
            var cross: CGFloat
            let dimensions = subview.dimensions(in: measured.proposals[i])
            if items != nil, line.kind == .items {
                let column = state.subviewRows[i] - line.rows.lowerBound
                var start: CGFloat = 0
                for track in measured.tracks.prefix(column) { start += track.length + track.spacing }
                let track = column < measured.tracks.count ? measured.tracks[column] : GridTracks.Track(length: 0, spacing: 0)
                let cell = track.alignment ?? defaultCellAlignment
                cross = start + offset(dimensions, in: track.length, guide: cell.key(on: axis.other))
                main += offset(dimensions, in: lineLength, guide: cell.key(on: axis))
            } else {
                cross = offset(dimensions, in: measured.crossSize, guide: alignment)
            }
            if line.kind == .header, pinned.contains(.sectionHeaders), visible.size[axis].isFinite {
                let section = measured.lines.sectionBounds(ofLine: lineIndex)
                let end = positions.position(section.last) + positions.length(section.last)
                let stuck = min(max(main, viewportStart), end - size[axis])
                if stuck > main {
                    main = stuck
                    state.pinnedSubviews.append(i)
                }
            }
            subview.place(at: CGPoint(x: bounds.minX + (axis == .horizontal ? main : cross),
                                      y: bounds.minY + (axis == .vertical ? main : cross)),
                          anchor: .topLeading, proposal: measured.proposals[i])
        }
        requestRows(for: visible, bounds: bounds, measured: measured, node: node)
    }

    private var defaultCellAlignment: Alignment {
        axis == .vertical ? Alignment(horizontal: HorizontalAlignment(alignment.type), vertical: .center)
            : Alignment(horizontal: .center, vertical: VerticalAlignment(alignment.type))
    }

    /// Where a subview starts in a space of `length` across which it is
    /// aligned on `guide`.
    private func offset(_ dimensions: ViewDimensions, in length: CGFloat, guide: AlignmentKey) -> CGFloat {
        let container = ViewDimensions(size: guide.axis == .horizontal ? CGSize(width: length, height: 0) : CGSize(width: 0, height: length))
        let own = dimensions.explicit(guide) ?? guide.type.defaultValue(in: dimensions)
        return guide.type.defaultValue(in: container) - own
    }

    /// Asks for the rows the visible part of the window needs, when they
    /// differ enough from those it has.
    private func requestRows(for visible: CGRect, bounds: CGRect, measured: Measured, node: ViewNode) {
        let state = LazyState.of(node)
        let lines = measured.lines
        guard lines.count > 0, visible.size[axis].isFinite, visible.size[axis] < 1e7 else { return }
        let start = visible.origin[axis] - bounds.origin[axis]
        let end = start + visible.size[axis]
        guard end > 0, start < measured.positions.total else {
            // Nowhere near the window: keep what it has.
            return
        }
        let first = lines.line(measured.positions.line(at: max(0, start)))
        let last = lines.line(measured.positions.line(at: end))
        let wanted = first.rows.lowerBound..<last.rows.upperBound
        var extras: [Int] = []
        if pinned.contains(.sectionHeaders) {
            let top = lines.sectionBounds(ofLine: measured.positions.line(at: max(0, start + LayoutEngine.offscreenMargin)))
            if let header = lines.sections[top.section].header, !wanted.contains(header) { extras.append(header) }
        }
        let covers = state.materialized.lowerBound <= wanted.lowerBound && state.materialized.upperBound >= wanted.upperBound
        let tooMany = state.materialized.count > wanted.count + Self.reclaimSlack
        guard !covers || tooMany || extras != state.extras else { return }
        state.requested = (wanted, extras)
        node.host.noteLazyRangeChange(node)
    }

    /// How many rows beyond those needed a container may keep before it
    /// gives them up (so a small scroll back and forth makes nothing anew).
    static let reclaimSlack = 32

    // MARK: Painting and finding rows

    func paintTree(node: ViewNode, into recorder: inout DisplayListRecorder) {
        let state = LazyState.of(node)
        let pinned = state.pinnedSubviews
        let subviews = node.subviewNodes
        if let drag = state.drag, drag.isDragging {
            paintDragging(drag, subviews: subviews, state: state, into: &recorder)
        } else {
            for (i, child) in subviews.enumerated() where !pinned.contains(i) { child.paint(into: &recorder) }
        }
        for i in pinned where i < subviews.count { subviews[i].paint(into: &recorder) }
    }

    /// A list while a row is dragged: the rows it passed moved to make
    /// room, the dragged row over them where the pointer has it.
    private func paintDragging(_ drag: ListRowDrag, subviews: [ViewNode], state: LazyState, into recorder: inout DisplayListRecorder) {
        var dragged: ViewNode?
        for (i, child) in subviews.enumerated() where !state.pinnedSubviews.contains(i) && i < state.subviewRows.count {
            let row = state.subviewRows[i]
            if row == drag.row { dragged = child; continue }
            let shift = drag.displacement(ofRow: row)
            if shift == 0 { child.paint(into: &recorder); continue }
            recorder.transformed(by: CGAffineTransform(translationX: 0, y: shift)) { child.paint(into: &$0) }
        }
        guard let dragged else { return }
        // A card under the row, inset as a selection highlight is.
        let card = dragged.presentedFrame.insetBy(dx: 4, dy: 0)
        recorder.transformed(by: CGAffineTransform(translationX: 0, y: drag.offset)) { recorder in
            recorder.fill(Path(roundedRect: card, cornerRadius: 5), Color.listBackground.resolved(in: dragged.environment))
            dragged.paint(into: &recorder)
            recorder.stroke(Path(roundedRect: card.insetBy(dx: 0.5, dy: 0.5), cornerRadius: 5), width: 1,
                          Color(system: .controlBorder).resolved(in: dragged.environment))
        }
    }

    func estimatedFrame(ofRowWith id: AnyHashable, node: ViewNode) -> CGRect? {
        let state = LazyState.of(node)
        guard let row = state.index(of: id) else { return nil }
        let measured = measure(cross: node.frame.size[axis.other], node: node, subviews: LayoutSubviews(node.subviewNodes, engine: (node.host as! ViewHost).engine))
        guard measured.lines.count > 0 else { return nil }
        let line = measured.lines.lineIndex(ofRow: row)
        let main = measured.positions.position(line)
        let length = measured.positions.length(line)
        return CGRect(origin: CGPoint(along: axis, node.frame.origin[axis] + main, cross: node.frame.origin[axis.other]),
                      size: CGSize(along: axis, length, cross: measured.crossSize))
    }
}

extension Alignment {
    func key(on axis: Axis) -> AlignmentKey { axis == .horizontal ? horizontal.key : vertical.key }
}

/// One row of a lazy container: a unit around the row's views, so that a
/// row made of several views is still one line.
nonisolated struct LazyRowCell: View {
    typealias Body = Never
    let content: any View
}

@MainActor extension LazyRowCell: ContentWrapperLayout {
    var kindName: String { "LazyRow" }
    var geometryIsItsContent: Bool { false }
    func forEachChild(in node: ViewNode, _ visit: (ChildKey, any View) -> Void) { visit(.index(0), content) }
}
