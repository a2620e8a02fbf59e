/// The rows of a lazy container's content, found without making them: a
/// `ForEach` of a million elements is one segment that knows its count
/// and makes row *i* (its view value, not its body) only when asked.
///
/// Content is flattened as SwiftUI's lists flatten it: tuples, groups,
/// `if`s and `ForEach`es contribute their elements, a `Section` its header,
/// rows and footer; any other view is one row. Environment modifiers
/// around several rows apply to each.
@MainActor
struct LazyRowList {
    enum Role { case item, header, footer }

    /// Rows that come from one place in the content.
    struct Segment {
        let key: ChildKey
        let start: Int
        let count: Int
        let section: Int
        let role: Role
        let source: Source
        /// Environment modifiers around the segment, outermost first.
        let modifiers: [any TransparentView]
    }

    enum Source {
        case single(any View, tag: AnyHashable?)
        case collection(any LazyRowSource)
    }

    /// A section: its header row, item rows and footer row (all contiguous).
    struct Section {
        var header: Int?
        var items: Range<Int>
        var footer: Int?
        /// Whether it came from a `Section` (items outside one form an
        /// implicit section with no header).
        let isExplicit: Bool
        /// Where the `Section` is in the content (nil for an implicit one).
        var key: ChildKey? = nil
        /// Its `isExpanded` binding, if any.
        var expansion: Binding<Bool>? = nil
        /// False while collapsed: its content has no rows.
        var isExpanded = true
    }

    /// One row, made on demand.
    struct Row {
        let index: Int
        let key: ChildKey
        let view: any View
        /// Its selection value: a `ForEach` element's id or a `.tag`.
        let id: AnyHashable?
        let role: Role
        let section: Int
        /// The `ForEach` it came from and its offset there (for onDelete/onMove).
        let source: (any LazyRowSource)?
        let offsetInSource: Int
    }

    private(set) var segments: [Segment] = []
    private(set) var sections: [Section] = []
    private(set) var count = 0

    /// `collapsed`: the sections without an `isExpanded` binding that the
    /// user collapsed, by key (the container keeps them).
    init(_ content: any View, collapsed: Set<ChildKey> = []) {
        var flattener = Flattener()
        flattener.collapsed = collapsed
        flattener.add(content, key: .index(0), modifiers: [])
        segments = flattener.segments
        sections = flattener.sections
        count = flattener.count
    }

    init() {}

    private func segmentIndex(containing row: Int) -> Int {
        SegmentSearch.index(containing: row, count: segments.count) { segments[$0].start }
    }

    func row(at index: Int) -> Row {
        let segment = segments[segmentIndex(containing: index)]
        var view: any View
        let key: ChildKey, id: AnyHashable?
        var source: (any LazyRowSource)?
        let offset = index - segment.start
        switch segment.source {
        case .single(let single, let tag):
            view = single
            key = segment.key
            id = tag
        case .collection(let collection):
            let made = collection.row(at: offset)
            view = made.view
            key = segment.key.appending(.id(made.id))
            id = made.id
            source = collection
        }
        if !segment.modifiers.isEmpty { view = LazyModifiedRow(content: view, modifiers: segment.modifiers) }
        return Row(index: index, key: key, view: view, id: id, role: segment.role, section: segment.section,
                   source: source, offsetInSource: offset)
    }

    /// The row whose selection value (or explicit id) is `id`.
    func index(of id: AnyHashable) -> Int? {
        for segment in segments {
            switch segment.source {
            case .single(_, let tag):
                if tag == id || ScrollTargetSearch.matches(segment.key, id) { return segment.start }
            case .collection(let collection):
                if let offset = collection.offset(of: id) { return segment.start + offset }
            }
        }
        return nil
    }

    @MainActor private struct Flattener {
        var segments: [Segment] = []
        var sections: [Section] = []
        var count = 0
        var inExplicitSection = false
        var collapsed: Set<ChildKey> = []

        mutating func add(_ view: any View, key: ChildKey, modifiers: [any TransparentView], role: Role = .item) {
            if let section = view as? any SectionParts, role == .item {
                let wasInside = inExplicitSection
                inExplicitSection = true
                let binding = section.expansionBinding
                let expanded = binding?.wrappedValue ?? !collapsed.contains(key)
                sections.append(Section(header: nil, items: count..<count, footer: nil, isExplicit: true,
                                        key: key, expansion: binding, isExpanded: expanded))
                if let header = section.headerView {
                    sections[sections.count - 1].header = count
                    append(.single(header, tag: nil), key: .nested(key, .index(0)), count: 1, role: .header, modifiers: modifiers)
                }
                let start = count
                if expanded { add(section.contentView, key: .nested(key, .index(1)), modifiers: modifiers) }
                sections[sections.count - 1].items = start..<count
                if let footer = section.footerView {
                    sections[sections.count - 1].footer = count
                    append(.single(footer, tag: nil), key: .nested(key, .index(2)), count: 1, role: .footer, modifiers: modifiers)
                }
                inExplicitSection = wasInside
                return
            }
            if let collection = view as? any LazyRowSource {
                if !collection.elementsAreLists {
                    append(.collection(collection), key: key, count: collection.rowCount, role: role, modifiers: modifiers)
                    return
                }
                // Sections (or groups) per element: made, and flattened, one by one.
                if let list = ViewKindCache.transparent(view) {
                    list.forEachElement { add($1, key: .nested(key, $0), modifiers: modifiers, role: role) }
                    return
                }
            }
            if let tagged = view as? any TaggedView {
                append(.single(tagged.taggedContent, tag: tagged.tagValue), key: key, count: 1, role: role, modifiers: modifiers)
                return
            }
            if let list = ViewKindCache.transparent(view) {
                // Flattened siblings get nested keys, never `appending` (which
                // drops an `.index(0)`): in `List { Group { A; B }; C }` B and
                // C would both be `0.1`, and one row would take the other's node.
                if list is any ViewListFlattening {
                    list.forEachElement { add($1, key: .nested(key, $0), modifiers: modifiers, role: role) }
                    return
                }
                if let (innerKey, inner) = list.passThroughChild {
                    let more = list is AnyView ? modifiers : modifiers + [list]
                    add(inner, key: key.appending(innerKey), modifiers: more, role: role)
                    return
                }
            }
            if view is EmptyView { return }
            append(.single(view, tag: nil), key: key, count: 1, role: role, modifiers: modifiers)
        }

        private mutating func append(_ source: Source, key: ChildKey, count rows: Int, role: Role, modifiers: [any TransparentView]) {
            guard rows > 0 else { return }
            if !inExplicitSection, role == .item {
                if let last = sections.last, !last.isExplicit, last.items.upperBound == count {
                    sections[sections.count - 1].items = last.items.lowerBound..<(count + rows)
                } else {
                    sections.append(Section(header: nil, items: count..<(count + rows), footer: nil, isExplicit: false))
                }
            }
            segments.append(Segment(key: key, start: count, count: rows, section: max(0, sections.count - 1), role: role,
                                    source: source, modifiers: modifiers))
            count += rows
        }
    }
}

/// Views whose elements a list flattens (tuples, groups, `if`s).
@MainActor
protocol ViewListFlattening {}
@MainActor extension TupleView: ViewListFlattening {}
@MainActor extension Group: ViewListFlattening {}
@MainActor extension _ConditionalContent: ViewListFlattening {}
@MainActor extension Optional: ViewListFlattening where Wrapped: View {}

/// A collection of rows that can be counted and made one at a time.
@MainActor
protocol LazyRowSource {
    var rowCount: Int { get }
    func row(at offset: Int) -> (id: AnyHashable, view: any View)
    func offset(of id: AnyHashable) -> Int?
    /// What `.onDelete` and `.onMove` asked for.
    var editActions: LazyEditActions { get }
    /// Whether each element is a section or several views (its content
    /// type says so): the collection is then flattened element by element.
    var elementsAreLists: Bool { get }
}

/// A `ForEach`'s `onDelete` and `onMove` actions.
struct LazyEditActions {
    var delete: (@MainActor (IndexSet) -> Void)?
    var move: (@MainActor (IndexSet, Int) -> Void)?
}

@MainActor extension ForEach: LazyRowSource where Content: View {
    var rowCount: Int { data.count }

    func row(at offset: Int) -> (id: AnyHashable, view: any View) {
        let element = data[data.index(data.startIndex, offsetBy: offset)]
        return (AnyHashable(element[keyPath: id]), content(element))
    }

    func offset(of wanted: AnyHashable) -> Int? {
        var offset = 0
        for element in data {
            if AnyHashable(element[keyPath: id]) == wanted { return offset }
            offset += 1
        }
        return nil
    }

    var editActions: LazyEditActions { LazyEditActions() }

    var elementsAreLists: Bool {
        Content.self is any SectionParts.Type || Content.self is any ViewListFlattening.Type
    }
}

/// A row with the environment modifiers that were around its segment.
nonisolated struct LazyModifiedRow: View {
    typealias Body = Never
    let content: any View
    let modifiers: [any TransparentView]
}

@MainActor extension LazyModifiedRow: TransparentView {
    func forEachElement(_ visit: (ChildKey, any View) -> Void) { visit(.index(0), content) }
    var passThroughChild: (ChildKey, any View)? { (.index(0), content) }
    func transformEnvironment(_ environment: inout EnvironmentValues) {
        for modifier in modifiers { modifier.transformEnvironment(&environment) }
    }
}
