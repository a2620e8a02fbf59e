/// A part of a list, form or lazy stack with an optional header and
/// footer, as SwiftUI's `Section`. In a plain stack it is its header, its
/// content and its footer one after another; lazy stacks and grids can pin
/// its header, lists and forms style it. A section made with `isExpanded`
/// shows its content only while the binding is true; in a sidebar list its
/// header has the disclosure chevron that flips it (`SectionDisclosure`).
public nonisolated struct Section<Parent: View, Content: View, Footer: View>: View {
    public typealias Body = Never
    let header: Parent
    let content: Content
    let footer: Footer
    /// nil: the list keeps whether it is expanded (open at first).
    var expansion: Binding<Bool>? = nil

    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }

    @available(*, deprecated, renamed: "Section(content:header:footer:)")
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.header = header
        self.content = content()
        self.footer = footer
    }
}

extension Section where Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }

    @available(*, deprecated, renamed: "Section(content:header:)")
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { EmptyView() })
    }
}

extension Section where Footer == EmptyView {
    /// A section that shows its content while `isExpanded` is true.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
        expansion = isExpanded
    }
}

extension Section where Parent == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }

    @available(*, deprecated, renamed: "Section(content:footer:)")
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { footer })
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(titleKey) }, footer: { EmptyView() })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
    }

    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content, header: { Text(titleKey) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content, header: { Text(title) })
    }
}

nonisolated extension Section {
    /// Whether the user can collapse this section (a sidebar list's sections
    /// can by default): false hides its header's disclosure chevron.
    public func collapsible(_ collapsible: Bool) -> some View {
        ListRowTraitView(content: self) { $0.sectionCollapsible = collapsible }
    }
}

/// What a lazy container or a list needs of any section.
@MainActor
protocol SectionParts {
    var headerView: (any View)? { get }
    var contentView: any View { get }
    var footerView: (any View)? { get }
    /// The `isExpanded` binding, if it was made with one.
    var expansionBinding: Binding<Bool>? { get }
}

@MainActor extension Section: TransparentView, SectionParts {
    func forEachElement(_ visit: (ChildKey, any View) -> Void) {
        visit(.index(0), header)
        if expansion?.wrappedValue ?? true { visit(.index(1), content) }
        visit(.index(2), footer)
    }

    var headerView: (any View)? { Parent.self == EmptyView.self ? nil : header }
    var contentView: any View { content }
    var footerView: (any View)? { Footer.self == EmptyView.self ? nil : footer }
    var expansionBinding: Binding<Bool>? { expansion }
}
