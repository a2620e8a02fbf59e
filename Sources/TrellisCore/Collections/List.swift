/// A scrolling list of rows, as SwiftUI's `List` on macOS: made lazily
/// (only rows near the window have views), in sections with headers and
/// footers, with single or multiple selection by click, Shift-click,
/// Ctrl-click and the arrow keys, Delete for `onDelete`, Alt+Up/Down for
/// `onMove`. Its look follows `.listStyle`.
public nonisolated struct List<SelectionValue: Hashable, Content: View>: View {
    let content: Content
    let selection: ListSelection?

    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = selection.map { ListSelection(multiple: $0) }
    }

    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = selection.map { ListSelection(single: $0) }
    }

    @_disfavoredOverload
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = selection.map { ListSelection(required: $0) }
    }

    public var body: some View {
        ListBody(content: content, selection: selection)
    }
}

extension List where SelectionValue == Never {
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        selection = nil
    }

    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init { ForEach(data, content: rowContent) }
    }

    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                                              @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, ID, RowContent> {
        self.init { ForEach(data, id: id, content: rowContent) }
    }

    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent> {
        self.init { ForEach(data, content: rowContent) }
    }

    public init<Data, RowContent: View>(_ data: Binding<Data>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, RowContent>,
          Data: MutableCollection & RandomAccessCollection, Data.Element: Identifiable, Data.Index: Hashable {
        self.init { ForEach(data, content: rowContent) }
    }

    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, children: KeyPath<Data.Element, Data?>,
                                                                @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, EmptyView>>,
          Data.Element: Identifiable {
        self.init { OutlineGroup(data, children: children, content: rowContent) }
    }
}

extension List {
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, selection: Binding<SelectionValue?>?,
                                                                @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }

    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, selection: Binding<Set<SelectionValue>>?,
                                                                @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }

    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                                              selection: Binding<SelectionValue?>?,
                                                                              @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, ID, RowContent> {
        self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
    }

    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                                              selection: Binding<Set<SelectionValue>>?,
                                                                              @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, ID, RowContent> {
        self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
    }

    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, children: KeyPath<Data.Element, Data?>,
                                                                selection: Binding<SelectionValue?>?,
                                                                @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, EmptyView>>,
          Data.Element: Identifiable {
        self.init(selection: selection) { OutlineGroup(data, children: children, content: rowContent) }
    }

    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, children: KeyPath<Data.Element, Data?>,
                                                                selection: Binding<Set<SelectionValue>>?,
                                                                @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, EmptyView>>,
          Data.Element: Identifiable {
        self.init(selection: selection) { OutlineGroup(data, children: children, content: rowContent) }
    }
}

/// The list itself: a scroll view around a lazy container whose rows are
/// decorated as list rows, on the style's background.
nonisolated struct ListBody<Content: View>: View {
    typealias Body = Never
    let content: Content
    let selection: ListSelection?
    /// A table's style; nil: the environment's list style.
    var style: ResolvedListStyle? = nil

    @MainActor func resolvedStyle(_ node: ViewNode) -> ResolvedListStyle { style ?? node.environment.listStyle }
}

@MainActor extension ListBody: ContentWrapperLayout {
    var kindName: String { "List" }
    var geometryIsItsContent: Bool { false }

    func forEachChild(in node: ViewNode, _ visit: (ChildKey, any View) -> Void) {
        let style = resolvedStyle(node)
        let alternates = style.alternatesRowBackgrounds || node.environment.alternatesListRows
        let container = LazyContainer(kind: "ListRows", axis: .vertical, items: nil, spacing: 0, alignment: HorizontalAlignment.leading.key,
                                      pinned: style.kind == .plain ? .sectionHeaders : [], content: content,
                                      decorator: ListRowDecorator(selection: selection, style: style, alternates: alternates))
        let scroller = ScrollView { container.padding(.vertical, style.kind == .plain ? 0 : 6) }
        visit(.index(0), scroller)
    }

    /// Lists take the space they are offered (their rows scroll inside).
    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        let p = proposal.sanitized
        let content = ModifierContent(subviews: subviews).sizeThatFits(p)
        return CGSize(width: p.width ?? max(content.width, 200), height: p.height ?? max(content.height, 100))
    }

    func paint(node: ViewNode, into recorder: inout DisplayListRecorder) {
        let frame = node.presentedFrame
        // `scrollContentBackground(.hidden)` lets a `.background` behind the list show.
        let fills = node.environment.scrollContentBackground != .hidden
        switch resolvedStyle(node).kind {
        case .sidebar: break
        case .bordered:
            if fills { recorder.fill(Path(frame), Color.listBackground.resolved(in: node.environment)) }
            recorder.stroke(Path(frame.insetBy(dx: 0.5, dy: 0.5)), width: 1, Color.separator.resolved(in: node.environment))
        case .inset, .plain:
            if fills { recorder.fill(Path(frame), Color.listBackground.resolved(in: node.environment)) }
        }
    }
}

extension Color {
    static let listBackground = Color(system: .listBackground)
    static let separator = Color(system: .listSeparator)
    static let alternateRow = Color(system: .alternateRow)
}
