import Foundation

/// A table's rows, flattened and type-erased, counted without making
/// them: a `ForEach` of a million `TableRow`s is one segment whose row
/// *i*'s value is read only when the row comes into view.
struct TableRowValues {
    struct Segment {
        let start: Int
        let count: Int
        let value: (Int) -> Any
        let id: (Int) -> AnyHashable
        /// The offset in the segment of the row with this id (nil: none).
        let offset: (AnyHashable) -> Int?
        /// How deep in `DisclosureTableRow`s its rows are (0: top level).
        var depth = 0
        /// A disclosure row's state and its toggle (nil: not one).
        var disclosure: TableRowDisclosure?
    }

    private(set) var segments: [Segment] = []
    private(set) var count = 0
    /// Whether any row discloses others (the first column then keeps room for the triangles).
    private(set) var hasOutline = false
    /// Disclosure rows not bound to the app's state are expanded when their id is here.
    var expansion: TableExpansion?
    private var depth = 0

    init() {}

    /// The rows a row builder (or any row content) lists, in order.
    init(_ content: any TableRowContent, expansion: TableExpansion? = nil) {
        self.expansion = expansion
        append(content)
    }

    func segment(containing row: Int) -> Segment { segments[segmentIndex(containing: row)] }

    /// A table of `data`, one row per element.
    init<Data: RandomAccessCollection>(_ data: Data) where Data.Element: Identifiable {
        append(data) { $0 }
    }

    func value(at row: Int) -> Any {
        let segment = segments[segmentIndex(containing: row)]
        return segment.value(row - segment.start)
    }

    func id(at row: Int) -> AnyHashable {
        let segment = segments[segmentIndex(containing: row)]
        return segment.id(row - segment.start)
    }

    /// The row whose value has this id (a linear search: callers keep
    /// hints, see `LazyState.index(of:)`).
    func offset(of id: AnyHashable) -> Int? {
        for segment in segments {
            if let offset = segment.offset(id) { return segment.start + offset }
        }
        return nil
    }

    private func segmentIndex(containing row: Int) -> Int {
        SegmentSearch.index(containing: row, count: segments.count) { segments[$0].start }
    }

    mutating func append(_ content: any TableRowContent) {
        if let listing = content as? any TableRowListing {
            listing.appendRows(to: &self)
        } else if !(content is Never) {
            append(content.tableRowBody)
        }
    }

    /// One row per element of `data`, its value made by `row`.
    mutating func append<Data: RandomAccessCollection, Value: Identifiable>(_ data: Data, row: @escaping (Data.Element) -> Value) {
        let count = data.count
        guard count > 0 else { return }
        func element(_ offset: Int) -> Data.Element { data[data.index(data.startIndex, offsetBy: offset)] }
        segments.append(Segment(start: self.count, count: count, value: { row(element($0)) }, id: { AnyHashable(row(element($0)).id) },
                                offset: { wanted in
                                    var offset = 0
                                    for element in data {
                                        if AnyHashable(row(element).id) == wanted { return offset }
                                        offset += 1
                                    }
                                    return nil
                                }, depth: depth))
        self.count += count
    }

    mutating func appendSingle<Value: Identifiable>(_ value: Value, disclosure: TableRowDisclosure? = nil) {
        let id = AnyHashable(value.id)
        segments.append(Segment(start: count, count: 1, value: { _ in value }, id: { _ in id }, offset: { $0 == id ? 0 : nil },
                                depth: depth, disclosure: disclosure))
        count += 1
    }

    /// A disclosure row, then (expanded) its rows one level deeper.
    mutating func appendDisclosure<Value: Identifiable>(_ value: Value, isExpanded binding: Binding<Bool>?,
                                                        content: () -> any TableRowContent) {
        hasOutline = true
        let id = AnyHashable(value.id)
        let expansion = self.expansion
        let isExpanded = binding?.wrappedValue ?? expansion?.isExpanded(id) ?? false
        let toggle: () -> Void = {
            if let binding { binding.wrappedValue.toggle() } else { expansion?.toggle(id) }
        }
        appendSingle(value, disclosure: TableRowDisclosure(isExpanded: isExpanded, toggle: toggle))
        guard isExpanded else { return }
        depth += 1
        append(content())
        depth -= 1
    }
}

/// Row content that lists its rows (the built-in kinds).
protocol TableRowListing {
    func appendRows(to rows: inout TableRowValues)
}

/// Row content that is exactly one row whatever its value (`TableRow`):
/// a `ForEach` of it is counted without making its rows.
protocol SingleTableRow {
    associatedtype Value: Identifiable
    var rowValue: Value { get }
}

extension TableRow: TableRowListing, SingleTableRow {
    var rowValue: Value { value }
    func appendRows(to rows: inout TableRowValues) { rows.appendSingle(value) }
}

extension TableForEachContent: TableRowListing {
    func appendRows(to rows: inout TableRowValues) { rows.append(data) { $0 } }
}

extension TupleTableRowContent: TableRowListing {
    func appendRows(to rows: inout TableRowValues) {
        for part in parts { rows.append(part) }
    }
}

extension EmptyTableRowContent: TableRowListing {
    func appendRows(to rows: inout TableRowValues) {}
}

extension ConditionalTableRowContent: TableRowListing {
    func appendRows(to rows: inout TableRowValues) { rows.append(chosen) }
}

extension Optional: TableRowListing where Wrapped: TableRowContent {
    func appendRows(to rows: inout TableRowValues) {
        if let wrapped = self { rows.append(wrapped) }
    }
}

extension ForEach: TableRowListing where Content: TableRowContent {
    func appendRows(to rows: inout TableRowValues) {
        if let single = Content.self as? any SingleTableRow.Type {
            appendLazily(single)
        } else {
            // Rows of any other shape (several per element, `if`s): each
            // element's rows are made now, as they cannot be counted otherwise.
            for element in data { rows.append(content(element)) }
        }

        func appendLazily<Single: SingleTableRow>(_: Single.Type) {
            let content = self.content
            rows.append(data) { (content($0) as! Single).rowValue }
        }
    }
}
