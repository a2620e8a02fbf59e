/// `.searchable`: a search field. In the toolbar, at its trailing end, as
/// on a Mac (and where GNOME apps put their search entry), unless the
/// placement is `.sidebar`: then at the top of the sidebar column of the
/// split view it is attached to (or, attached to another view, at the top
/// of that view, which is then taken to be the sidebar). Typing writes
/// the binding; the view filters its content with it.
nonisolated extension View {
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        SearchableView(content: self, field: SearchFieldSpec(text: text, prompt: prompt ?? Text("Search")), placement: placement)
    }

    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }
}

/// Where a search field goes, as SwiftUI's `SearchFieldPlacement`. On a
/// desktop window `.automatic`, `.toolbar`, `.toolbarPrincipal` and the
/// phone's `.navigationBarDrawer` are the toolbar; `.sidebar` the sidebar.
public struct SearchFieldPlacement: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case toolbar, sidebar }
    let kind: Kind

    public static let automatic = SearchFieldPlacement(kind: .toolbar)
    public static let toolbar = SearchFieldPlacement(kind: .toolbar)
    public static let toolbarPrincipal = SearchFieldPlacement(kind: .toolbar)
    public static let sidebar = SearchFieldPlacement(kind: .sidebar)
    public static let navigationBarDrawer = SearchFieldPlacement(kind: .toolbar)
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement { .navigationBarDrawer }

    /// Whether a phone shows the drawer's field always or on scrolling.
    public struct NavigationBarDrawerDisplayMode: Hashable, Sendable {
        let always: Bool
        public static let automatic = NavigationBarDrawerDisplayMode(always: false)
        public static let always = NavigationBarDrawerDisplayMode(always: true)
    }
}

/// A search field to show: its binding and prompt.
struct SearchFieldSpec: @unchecked Sendable {
    let text: Binding<String>
    let prompt: Text
    /// What `searchSuggestions` offered around the `searchable`.
    var suggestions: SearchSuggestionsContent?
    /// What `onSubmit(of: .search)` asked around it.
    var submitActions = SubmitActions()
    /// The tokens of `searchable(text:tokens:…)`, shown as chips before the text.
    var tokens: SearchTokensSpec?

    @MainActor @ViewBuilder var field: some View {
        if suggestions != nil || tokens?.suggestions != nil {
            SuggestingSearchField(field: self, suggestions: suggestions)
        } else {
            plainField
        }
    }

    @MainActor @ViewBuilder var plainField: some View {
        if let tokens {
            TokenSearchField(text: text, prompt: prompt, tokens: tokens, submitActions: submitActions)
        } else {
            TextField("Search", text: text, prompt: prompt)
                .textFieldStyle(.roundedBorder)
                .environment(\.submitActions, submitActions)
        }
    }
}

/// Views whose first column is a sidebar (a split view): a sidebar search
/// field attached to them goes there.
protocol HasSidebarColumn {}
extension NavigationSplitView: HasSidebarColumn {}

nonisolated struct SearchableView<Content: View>: View {
    let content: Content
    let field: SearchFieldSpec
    let placement: SearchFieldPlacement
    @Environment(\.searchSuggestions) private var suggestions
    @Environment(\.searchSubmitActions) private var submitActions

    @MainActor var body: some View {
        var field = self.field
        field.suggestions = suggestions
        field.submitActions = submitActions
        return SearchableBody(content: content, field: field, placement: placement)
    }
}

/// Where the field goes: the toolbar, or the top of the sidebar.
nonisolated struct SearchableBody<Content: View>: View {
    let content: Content
    let field: SearchFieldSpec
    let placement: SearchFieldPlacement

    @MainActor var body: some View {
        if placement.kind == .sidebar {
            if content is any HasSidebarColumn {
                content.environment(\.sidebarSearchField, field)
            } else {
                SidebarSearchColumn(field: field, content: content)
            }
        } else {
            content.toolbar {
                ToolbarItem(placement: .primaryAction) {
                    field.field.frame(minWidth: 80, idealWidth: 180, maxWidth: 180)
                }
            }
        }
    }
}

/// A sidebar with its search field on top.
nonisolated struct SidebarSearchColumn<Content: View>: View {
    let field: SearchFieldSpec
    let content: Content

    @MainActor var body: some View {
        VStack(spacing: 0) {
            field.field.padding(.horizontal, 10).padding(.vertical, 8)
            content.environment(\.sidebarSearchField, nil)
        }
    }
}

/// The sidebar column of a split view: with the field a `.searchable(placement: .sidebar)` asked for.
nonisolated struct SplitViewSidebar<Content: View>: View {
    let content: Content
    @Environment(\.sidebarSearchField) private var field

    @MainActor var body: some View {
        if let field {
            SidebarSearchColumn(field: field, content: content)
        } else {
            content
        }
    }
}

private struct SidebarSearchFieldKey: EnvironmentKey { static let defaultValue: SearchFieldSpec? = nil }

extension EnvironmentValues {
    var sidebarSearchField: SearchFieldSpec? {
        get { self[SidebarSearchFieldKey.self] }
        set { self[SidebarSearchFieldKey.self] = newValue }
    }
}
