/// A form of labelled controls, as SwiftUI's `Form` on macOS. With the
/// default `.columns` style (which does not scroll), the labels of
/// `LabeledContent`, text fields, pickers, sliders, steppers, date pickers
/// and switches (`FormLabeledControl`) sit right-aligned in a leading
/// column and the controls line up in a second one; check boxes, buttons
/// and other views sit in the second column whole. Sections are separated
/// by space, their headers in bold. `.grouped` scrolls and puts each
/// section in a rounded box, each row's label at its leading edge and its
/// control at the trailing edge; its toggles are switches.
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
        var environment = node.environment
        if environment.formIsGrouped {
            // Grouped forms show toggles as switches, as macOS's settings do.
            let switches = environment.toggleStyles.isEmpty
            if switches { environment.toggleStyles.append(AnyToggleStyle(SwitchToggleStyle())) }
            let body = grouped(all, rows: rows, in: environment)
            visit(.index(0), ScrollView { switches ? AnyView(body.toggleStyle(.switch)) : AnyView(body) })
        } else {
            // The columns style does not scroll (SwiftUI's `.columns`).
            visit(.index(0), columns(all, in: environment))
        }
    }

    private func columns(_ rows: [LazyRowList.Row], in environment: EnvironmentValues) -> some View {
        Grid(alignment: .leadingFirstTextBaseline, horizontalSpacing: 8, verticalSpacing: 10) {
            ForEach(rows.indices, id: \.self) { index in
                let row = rows[index]
                columnRow(row, first: index == 0 || rows[index - 1].section != row.section, in: environment)
                    .id(row.key)
            }
        }
        .padding(20)
        .frame(maxWidth: .infinity)
    }

    private func columnRow(_ row: LazyRowList.Row, first: Bool, in environment: EnvironmentValues) -> AnyView {
        let gap: CGFloat = first && row.index > 0 ? 12 : 0
        switch row.role {
        case .header:
            return AnyView(GridRow { AnyView(row.view).font(.headline).gridCellColumns(2).padding(.top, gap) })
        case .footer:
            return AnyView(GridRow { Color.clear.frame(width: 0, height: 0); AnyView(row.view).font(.caption).foregroundStyle(.secondary) })
        case .item:
            if let parts = FormRowSplitter.parts(of: row.view, in: environment) {
                return AnyView(GridRow {
                    AnyView(parts.label).padding(.top, gap).gridColumnAlignment(.trailing)
                    AnyView(parts.content).padding(.top, gap)
                })
            }
            return AnyView(GridRow { Color.clear.frame(width: 0, height: 0); AnyView(row.view).padding(.top, gap) })
        }
    }

    private func grouped(_ rows: [LazyRowList.Row], rows list: LazyRowList, in environment: EnvironmentValues) -> some View {
        VStack(alignment: .leading, spacing: 14) {
            ForEach(list.sections.indices, id: \.self) { index in
                let section = list.sections[index]
                VStack(alignment: .leading, spacing: 6) {
                    if let header = section.header { AnyView(rows[header].view).font(.headline).padding(.leading, 4) }
                    VStack(spacing: 0) {
                        ForEach(Array(section.items), id: \.self) { item in
                            if item > section.items.lowerBound { Divider().padding(.horizontal, 10) }
                            groupedRow(rows[item], in: environment).padding(.horizontal, 10).padding(.vertical, 7)
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

    /// Label at the leading edge, the control at the trailing edge taking
    /// what the label leaves (a text field or slider stretches to it).
    private func groupedRow(_ row: LazyRowList.Row, in environment: EnvironmentValues) -> AnyView {
        if let parts = FormRowSplitter.parts(of: row.view, in: environment) {
            return AnyView(HStack(spacing: 8) {
                AnyView(parts.label).layoutPriority(1)
                AnyView(parts.content).frame(maxWidth: .infinity, alignment: .trailing)
            })
        }
        return AnyView(HStack { AnyView(row.view); Spacer(minLength: 0) })
    }
}
