import Foundation

/// A row that discloses rows under it, as SwiftUI's `DisclosureTableRow`:
/// a triangle in its first column shows or hides them (indented one level
/// deeper). Its state is the `isExpanded` binding, or else the table's own
/// (collapsed at first).
public nonisolated struct DisclosureTableRow<Label: TableRowContent, Content: TableRowContent>: TableRowContent
where Label.TableRowValue == Content.TableRowValue {
    public typealias TableRowValue = Label.TableRowValue
    public typealias TableRowBody = Never
    let value: Label.TableRowValue
    let isExpanded: Binding<Bool>?
    let content: () -> Content

    public init<Value>(_ value: Value, isExpanded: Binding<Bool>? = nil, @TableRowBuilder<Value> content: @escaping () -> Content)
    where Value == Content.TableRowValue, Label == TableRow<Value> {
        self.value = value
        self.isExpanded = isExpanded
        self.content = content
    }

    public var tableRowBody: Never { return fatalError("DisclosureTableRow has no body") }
}

extension DisclosureTableRow: TableRowListing {
    func appendRows(to rows: inout TableRowValues) {
        rows.appendDisclosure(value, isExpanded: isExpanded, content: content)
    }
}

/// A disclosure row's state when it is drawn.
struct TableRowDisclosure {
    let isExpanded: Bool
    let toggle: () -> Void
}

/// The table's own record of the disclosure rows the user expanded (those
/// without an `isExpanded` binding), by their value's id.
struct TableExpansion: @unchecked Sendable {
    let expanded: Binding<Set<AnyHashable>>

    func isExpanded(_ id: AnyHashable) -> Bool { expanded.wrappedValue.contains(id) }

    func toggle(_ id: AnyHashable) {
        if expanded.wrappedValue.contains(id) { expanded.wrappedValue.remove(id) } else { expanded.wrappedValue.insert(id) }
    }
}

/// The first cell of a row in a table with disclosure rows: indented by its
/// depth, after its triangle (or the room for one).
nonisolated struct TableOutlineCell: View {
    let cell: any View
    let depth: Int
    let disclosure: TableRowDisclosure?

    static let levelIndent: CGFloat = 16

    @MainActor var body: some View {
        HStack(spacing: 0) {
            Color.clear.frame(width: CGFloat(depth) * Self.levelIndent, height: 1)
            if let disclosure {
                Button { disclosure.toggle() } label: {
                    Chevron(direction: disclosure.isExpanded ? .down : .right)
                        .stroke(Color.secondary, style: StrokeStyle(lineWidth: 1.5, lineCap: .round, lineJoin: .round))
                        .frame(width: disclosure.isExpanded ? 8 : 5, height: disclosure.isExpanded ? 5 : 8)
                        .frame(width: Self.levelIndent, height: Self.levelIndent)
                        .contentShape(Rectangle())
                }
                .buttonStyle(.plain)
                .accessibilityLabel(disclosure.isExpanded ? "Collapse" : "Expand")
            } else {
                Color.clear.frame(width: Self.levelIndent, height: 1)
            }
            AnyView(cell)
        }
    }
}
