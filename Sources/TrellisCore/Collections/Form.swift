/// A form of labelled controls, as SwiftUI's `Form` on macOS. With the
/// default `.columns` style, labels (of `LabeledContent`) sit right-aligned
/// in a leading column and controls line up in a second column, sections
/// separated by space and their headers in bold; `.grouped` puts each
/// section in a rounded box with its rows label-left, value-right.
public nonisolated struct Form<Content: View>: View {
    let content: Content

    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    public var body: some View { FormBody(content: content) }
}

/// How forms look (`.formStyle(.grouped)`).
public protocol FormStyle {}
public struct AutomaticFormStyle: FormStyle { public init() {} }
public struct ColumnsFormStyle: FormStyle { public init() {} }
public struct GroupedFormStyle: FormStyle { public init() {} }
extension FormStyle where Self == AutomaticFormStyle { public static var automatic: AutomaticFormStyle { .init() } }
extension FormStyle where Self == ColumnsFormStyle { public static var columns: ColumnsFormStyle { .init() } }
extension FormStyle where Self == GroupedFormStyle { public static var grouped: GroupedFormStyle { .init() } }

private struct FormIsGroupedKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    var formIsGrouped: Bool {
        get { self[FormIsGroupedKey.self] }
        set { self[FormIsGroupedKey.self] = newValue }
    }
}

nonisolated extension View {
    public func formStyle<S: FormStyle>(_ style: S) -> some View {
        environment(\.formIsGrouped, style is GroupedFormStyle)
    }
}

/// A `LabeledContent`'s two parts, for a form that puts them in columns.
@MainActor
protocol LabeledParts {
    var labelPart: any View { get }
    var contentPart: any View { get }
}

@MainActor extension LabeledContent: LabeledParts {
    var labelPart: any View { label }
    var contentPart: any View { content }
}

/// Lays a form's rows out: all of them (forms are short), flattened as a
/// list flattens its content.
nonisolated struct FormBody<Content: View>: View {
    typealias Body = Never
    let content: Content
}

@MainActor extension FormBody: ContentWrapperLayout {
    var kindName: String { "Form" }
    var geometryIsItsContent: Bool { false }

    func forEachChild(in node: ViewNode, _ visit: (ChildKey, any View) -> Void) {
        let rows = LazyRowList(content)
        let all = (0..<rows.count).map { rows.row(at: $0) }
        let body: AnyView = node.environment.formIsGrouped ? AnyView(grouped(all, rows: rows)) : AnyView(columns(all))
        visit(.index(0), ScrollView { body })
    }

    private func columns(_ rows: [LazyRowList.Row]) -> some View {
        Grid(alignment: .leadingFirstTextBaseline, horizontalSpacing: 8, verticalSpacing: 10) {
            ForEach(rows.indices, id: \.self) { index in
                let row = rows[index]
                columnRow(row, first: index == 0 || rows[index - 1].section != row.section)
                    .id(row.key)
            }
        }
        .padding(20)
        .frame(maxWidth: .infinity)
    }

    private func columnRow(_ row: LazyRowList.Row, first: Bool) -> AnyView {
        let gap: CGFloat = first && row.index > 0 ? 12 : 0
        switch row.role {
        case .header:
            return AnyView(GridRow { AnyView(row.view).font(.headline).gridCellColumns(2).padding(.top, gap) })
        case .footer:
            return AnyView(GridRow { Color.clear.frame(width: 0, height: 0); AnyView(row.view).font(.caption).foregroundStyle(.secondary) })
        case .item:
            if let labeled = unwrapLabeled(row.view) {
                return AnyView(GridRow {
                    AnyView(labeled.labelPart).padding(.top, gap).gridColumnAlignment(.trailing)
                    AnyView(labeled.contentPart).padding(.top, gap)
                })
            }
            return AnyView(GridRow { Color.clear.frame(width: 0, height: 0); AnyView(row.view).padding(.top, gap) })
        }
    }

    private func unwrapLabeled(_ view: any View) -> (any LabeledParts)? {
        if let labeled = view as? any LabeledParts { return labeled }
        if let modified = view as? LazyModifiedRow { return unwrapLabeled(modified.content) }
        return nil
    }

    private func grouped(_ rows: [LazyRowList.Row], rows list: LazyRowList) -> some View {
        VStack(alignment: .leading, spacing: 14) {
            ForEach(list.sections.indices, id: \.self) { index in
                let section = list.sections[index]
                VStack(alignment: .leading, spacing: 6) {
                    if let header = section.header { AnyView(rows[header].view).font(.headline).padding(.leading, 4) }
                    VStack(spacing: 0) {
                        ForEach(Array(section.items), id: \.self) { item in
                            if item > section.items.lowerBound { Divider().padding(.horizontal, 10) }
                            groupedRow(rows[item]).padding(.horizontal, 10).padding(.vertical, 7)
                        }
                    }
                    .background(Color(system: .groupedBackground), in: RoundedRectangle(cornerRadius: 8))
                    if let footer = section.footer {
                        AnyView(rows[footer].view).font(.caption).foregroundStyle(.secondary).padding(.leading, 4)
                    }
                }
            }
        }
        .padding(20)
    }

    private func groupedRow(_ row: LazyRowList.Row) -> AnyView {
        if let labeled = unwrapLabeled(row.view) {
            return AnyView(HStack(alignment: .firstTextBaseline) {
                AnyView(labeled.labelPart)
                Spacer()
                AnyView(labeled.contentPart)
            })
        }
        return AnyView(HStack { AnyView(row.view); Spacer(minLength: 0) })
    }
}
