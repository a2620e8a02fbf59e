import Foundation

/// A column of a `Table`: a header label and a view for each row, as
/// SwiftUI's `TableColumn`. A column made with a `value:` key path sorts
/// by it (a `KeyPathComparator` on that path); one made with `sortUsing:`
/// by that comparator; one with neither does not sort.
public nonisolated struct TableColumn<RowValue: Identifiable, Sort: SortComparator, Content: View, Label: View>: TableColumnContent {
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort
    public typealias TableColumnBody = Never

    let label: Label
    let content: (RowValue) -> Content
    /// The comparator a click on the header puts first in the sort order.
    let comparator: Sort?
    var width = TableColumnWidth()
    var alignment: TableColumnAlignment = .automatic

    init(label: Label, comparator: Sort?, content: @escaping (RowValue) -> Content) {
        self.label = label
        self.comparator = comparator
        self.content = content
    }

    public var tableColumnBody: Never { return fatalError("TableColumn has no body") }
}

// MARK: Columns that show a string property

extension TableColumn where Sort == KeyPathComparator<RowValue>, Content == Text, Label == Text {
    /// A column showing a string property, sorted by it.
    // `comparator` nil is SwiftUI's default, `.localizedStandard` (which
    // Linux's Foundation lacks; see StringSortOrder.swift).
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>, comparator: String.StandardComparator? = nil) {
        self.init(label: Text(titleKey), comparator: Self.comparator(value, comparator)) { Text(verbatim: $0[keyPath: value]) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>, comparator: String.StandardComparator? = nil) {
        self.init(label: Text(title), comparator: Self.comparator(value, comparator)) { Text(verbatim: $0[keyPath: value]) }
    }

    public init(_ text: Text, value: KeyPath<RowValue, String>, comparator: String.StandardComparator? = nil) {
        self.init(label: text, comparator: Self.comparator(value, comparator)) { Text(verbatim: $0[keyPath: value]) }
    }

    private static func comparator(_ value: KeyPath<RowValue, String>, _ comparator: String.StandardComparator?) -> KeyPathComparator<RowValue> {
        guard let comparator else { return KeyPathComparator(sendable(value)) }
        return KeyPathComparator(sendable(value), comparator: comparator)
    }
}

extension TableColumn where Sort == Never, Content == Text, Label == Text {
    /// A column showing a string property, in a table that does not sort.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>) {
        self.init(label: Text(titleKey), comparator: nil) { Text(verbatim: $0[keyPath: value]) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>) {
        self.init(label: Text(title), comparator: nil) { Text(verbatim: $0[keyPath: value]) }
    }

    public init(_ text: Text, value: KeyPath<RowValue, String>) {
        self.init(label: text, comparator: nil) { Text(verbatim: $0[keyPath: value]) }
    }
}

// MARK: Columns with their own row views

extension TableColumn where Sort == Never, Label == Text {
    /// A column that does not sort, showing `content` for each row.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), comparator: nil, content: content)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(title), comparator: nil, content: content)
    }

    public init(_ text: Text, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, comparator: nil, content: content)
    }

    /// A column naming a property, in a table that does not sort.
    public init<V>(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), comparator: nil, content: content)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(title), comparator: nil, content: content)
    }
}

extension TableColumn where Sort == KeyPathComparator<RowValue>, Label == Text {
    /// A column sorted by a comparable property, showing `content`.
    public init<V: Comparable>(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>,
                               @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), comparator: .readable(sendable(value)), content: content)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: Comparable>(_ title: S, value: KeyPath<RowValue, V>,
                                                  @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(title), comparator: .readable(sendable(value)), content: content)
    }

    public init<V: Comparable>(_ text: Text, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, comparator: .readable(sendable(value)), content: content)
    }

    /// A column sorted by a property with the given comparator.
    public init<V, C: SortComparator>(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>, comparator: C,
                                      @ViewBuilder content: @escaping (RowValue) -> Content) where C.Compared == V {
        self.init(label: Text(titleKey), comparator: KeyPathComparator(sendable(value), comparator: comparator), content: content)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V, C: SortComparator>(_ title: S, value: KeyPath<RowValue, V>, comparator: C,
                                                         @ViewBuilder content: @escaping (RowValue) -> Content) where C.Compared == V {
        self.init(label: Text(title), comparator: KeyPathComparator(sendable(value), comparator: comparator), content: content)
    }
}

extension TableColumn where Label == Text {
    /// A column sorted by `comparator`, showing `content`.
    public init(_ titleKey: LocalizedStringKey, sortUsing comparator: Sort, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), comparator: comparator, content: content)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, sortUsing comparator: Sort, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(title), comparator: comparator, content: content)
    }
}

// MARK: Width and alignment

/// A column's width limits; nil parts are left to the table.
struct TableColumnWidth: Equatable {
    var min: CGFloat?
    var ideal: CGFloat?
    var max: CGFloat?
}

/// Where a column's views sit across it (`TableColumn.alignment(_:)`).
public struct TableColumnAlignment: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case leading, center, trailing }
    let kind: Kind
    public static let automatic = TableColumnAlignment(kind: .leading)
    public static let leading = TableColumnAlignment(kind: .leading)
    public static let center = TableColumnAlignment(kind: .center)
    public static let trailing = TableColumnAlignment(kind: .trailing)
    /// Numbers line up on the trailing edge in a left-to-right language.
    public static let numeric = TableColumnAlignment(kind: .trailing)

    var horizontal: HorizontalAlignment {
        switch kind {
        case .leading: .leading
        case .center: .center
        case .trailing: .trailing
        }
    }
}

extension TableColumn {
    /// A fixed width (nil: the table decides).
    public func width(_ width: CGFloat?) -> TableColumn {
        var copy = self
        copy.width = TableColumnWidth(min: width, ideal: width, max: width)
        return copy
    }

    /// Limits to the column's width; the user resizes it between `min` and `max`.
    public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil) -> TableColumn {
        var copy = self
        copy.width = TableColumnWidth(min: min, ideal: ideal, max: max)
        return copy
    }

    /// Where the column's views and header sit across it.
    public func alignment(_ alignment: TableColumnAlignment) -> TableColumn {
        var copy = self
        copy.alignment = alignment
        return copy
    }
}

/// Key paths written as literals are sendable; SwiftUI's column
/// initialisers take plain `KeyPath`s, Foundation's comparator a sendable one.
private func sendable<Root, Value>(_ path: KeyPath<Root, Value>) -> any KeyPath<Root, Value> & Sendable {
    unsafe unsafeBitCast(path, to: (any KeyPath<Root, Value> & Sendable).self)
}
