/// A label with a disclosure triangle that shows or hides its content, as
/// SwiftUI's `DisclosureGroup`: collapsed unless bound otherwise; a click
/// on the label row toggles it.
public nonisolated struct DisclosureGroup<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let binding: Binding<Bool>?
    @State private var expanded = false

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        binding = nil
    }

    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        binding = isExpanded
    }

    private var isExpanded: Binding<Bool> { binding ?? $expanded }

    @MainActor public var body: some View {
        let open = isExpanded
        VStack(alignment: .leading, spacing: 4) {
            Button {
                withAnimation(.easeInOut(duration: 0.2)) { open.wrappedValue.toggle() }
            } label: {
                HStack(spacing: 6) {
                    DisclosureTriangle(isExpanded: open.wrappedValue).frame(width: 9, height: 9)
                    label
                }
            }
            .buttonStyle(.plain)
            if open.wrappedValue {
                content.padding(.leading, 15)
            }
        }
    }
}

extension DisclosureGroup where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(title) }
    }
}

/// The triangle of a disclosure control: pointing right, or down when open.
struct DisclosureTriangle: Shape {
    let isExpanded: Bool

    func path(in rect: CGRect) -> Path {
        var path = Path()
        if isExpanded {
            path.move(to: CGPoint(x: rect.minX, y: rect.minY + rect.height * 0.2))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.minY + rect.height * 0.2))
            path.addLine(to: CGPoint(x: rect.midX, y: rect.maxY - rect.height * 0.1))
        } else {
            path.move(to: CGPoint(x: rect.minX + rect.width * 0.2, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.maxX - rect.width * 0.1, y: rect.midY))
            path.addLine(to: CGPoint(x: rect.minX + rect.width * 0.2, y: rect.maxY))
        }
        path.closeSubpath()
        return path
    }
}

/// A tree shown as nested disclosure groups, as SwiftUI's `OutlineGroup`:
/// an element with children is a collapsed group whose label is its row.
/// (In a `List`, the whole outline is one row that grows as it opens.)
public nonisolated struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Parent: View, Leaf: View, Subgroup: View>: View {
    let data: Data
    let id: KeyPath<Data.Element, ID>
    let children: KeyPath<Data.Element, Data?>
    let content: (Data.Element) -> Leaf

    public var body: some View {
        ForEach(data, id: id) { element in
            if let nested = element[keyPath: children] {
                DisclosureGroup {
                    AnyView(OutlineGroup(data: nested, id: id, children: children, content: content))
                } label: {
                    content(element)
                }
            } else {
                content(element)
            }
        }
    }
}

extension OutlineGroup where ID == Data.Element.ID, Parent == Leaf, Subgroup == DisclosureGroup<Leaf, EmptyView>, Data.Element: Identifiable {
    public init(_ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder content: @escaping (Data.Element) -> Leaf) {
        self.init(data: data, id: \.id, children: children, content: content)
    }
}

extension OutlineGroup where Parent == Leaf, Subgroup == DisclosureGroup<Leaf, EmptyView> {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
                @ViewBuilder content: @escaping (Data.Element) -> Leaf) {
        self.init(data: data, id: id, children: children, content: content)
    }
}

/// A titled box around content, as SwiftUI's `GroupBox` on macOS.
public nonisolated struct GroupBox<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    @MainActor public var body: some View {
        GroupBoxStyled(configuration: GroupBoxStyleConfiguration(label: .init(content: AnyView(label)),
                                                                content: .init(content: AnyView(content))))
    }
}

extension GroupBox where Label == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content) { EmptyView() }
    }
}

extension GroupBox where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}
