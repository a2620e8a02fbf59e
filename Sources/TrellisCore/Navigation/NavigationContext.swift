/// What a navigation stack (or split view) shares with the views inside
/// it: the destinations they declared, the titles they set, and pushing
/// and popping. Kept in the stack's node; reached through the environment.
@MainActor
final class NavigationContext {
    /// Destinations by value type, from `navigationDestination(for:)`.
    var destinations: [ObjectIdentifier: (AnyHashable) -> AnyView] = [:]
    /// Titles and subtitles by level (0: the root).
    var titles: [Int: String] = [:]
    var subtitles: [Int: String] = [:]
    /// Toolbar items declared at each level (shown in the navigation bar).
    var toolbars: [Int: [ToolbarEntry]] = [:]
    /// Views pushed with `NavigationLink(destination:)` or presented by
    /// `navigationDestination(isPresented:)`/`(item:)`, after the path.
    var pushedViews: [PushedView] = []
    /// Levels whose view hid the back button (`navigationBarBackButtonHidden`).
    var backButtonHidden: [Int: Bool] = [:]
    /// Bar backgrounds by level (`toolbarBackground`).
    var barBackgrounds: [Int: ToolbarBackground] = [:]
    /// The path when no binding holds it.
    var internalPath: [AnyHashable] = []
    /// Reads and writes the path (the binding's, or `internalPath`).
    var path: () -> [AnyHashable] = { [] }
    var setPath: ([AnyHashable]) -> Void = { _ in }
    /// The node to update when the stack changes, and its bar's.
    var owner: NodeHandle?
    var barNode: NodeHandle?
    /// A split view's detail: pushing a value replaces what it shows.
    var replacesInsteadOfPushing = false
    /// A split view's leading columns: the widths the user dragged them
    /// to (by column), and the widths they were last placed at.
    var draggedColumnWidths: [Int: CGFloat] = [:]
    var placedColumnWidths: [CGFloat] = []

    var depth: Int { path().count + pushedViews.count }

    func push(_ value: AnyHashable) {
        if replacesInsteadOfPushing {
            pushedViews.removeAll()
            setPath([value])
        } else {
            setPath(path() + [value])
        }
        changed()
    }

    func push(view: AnyView, presenter: NavigationPresenter? = nil) {
        if replacesInsteadOfPushing {
            setPath([])
            dismissPresenters(of: pushedViews)
            pushedViews = [PushedView(level: 0, view: view, presenter: presenter)]
        } else {
            pushedViews.append(PushedView(level: path().count + pushedViews.count, view: view, presenter: presenter))
        }
        changed()
    }

    func pop() {
        if let last = pushedViews.popLast() {
            dismissPresenters(of: [last])
        } else if !path().isEmpty {
            setPath(Array(path().dropLast()))
        } else {
            return
        }
        forgetLevels()
        changed()
    }

    /// Takes away the view `presenter` pushed and every level above it;
    /// the presenters of those above are told (their bindings reset).
    func dismiss(_ presenter: ObjectIdentifier) {
        guard let index = pushedViews.firstIndex(where: { $0.presenter?.id == presenter }) else { return }
        let removed = pushedViews[index...]
        pushedViews.removeSubrange(index...)
        dismissPresenters(of: removed.dropFirst())
        forgetLevels()
        changed()
    }

    private func dismissPresenters(of removed: some Sequence<PushedView>) {
        for pushed in removed { pushed.presenter?.dismissed() }
    }

    /// Titles, toolbars and bar settings of levels no longer shown.
    private func forgetLevels() {
        let depth = self.depth
        titles = titles.filter { $0.key <= depth }
        subtitles = subtitles.filter { $0.key <= depth }
        toolbars = toolbars.filter { $0.key <= depth }
        backButtonHidden = backButtonHidden.filter { $0.key <= depth }
        barBackgrounds = barBackgrounds.filter { $0.key <= depth }
    }

    /// The stack is drawn again; a push or pop inside `withAnimation` (or
    /// with none: a short ease, as a stack always animates) glides.
    func changed() {
        guard let node = owner?.node else { return }
        node.host.noteStateChange(in: Transaction.current ?? Transaction(animation: .easeInOut(duration: 0.25)))
        node.invalidateBody()
    }

    /// The view for a path value, or a diagnostic's placeholder.
    func destination(for value: AnyHashable) -> AnyView {
        if let make = destinations[ObjectIdentifier(type(of: value.base))] { return make(value) }
        Diagnostics.report("no navigationDestination(for: \(type(of: value.base)).self) in this NavigationStack for the value \(value)")
        return AnyView(Text("No destination for \(String(describing: value.base))").foregroundStyle(.secondary))
    }
}

/// A view pushed onto a stack, and who presented it when a binding did.
struct PushedView {
    let level: Int
    var view: AnyView
    let presenter: NavigationPresenter?
}

/// A `navigationDestination(isPresented:)`/`(item:)` that pushed a view:
/// when the user pops it, its binding is reset.
struct NavigationPresenter {
    let id: ObjectIdentifier
    let destination: PresentedDestination
    let dismissed: @MainActor () -> Void
}

private struct NavigationContextKey: EnvironmentKey { static let defaultValue: NavigationContext? = nil }
private struct NavigationLevelKey: EnvironmentKey { static let defaultValue = 0 }

extension EnvironmentValues {
    var navigationContext: NavigationContext? {
        get { self[NavigationContextKey.self] }
        set { self[NavigationContextKey.self] = newValue }
    }

    /// How deep in its navigation stack a view is (0: the root).
    var navigationLevel: Int {
        get { self[NavigationLevelKey.self] }
        set { self[NavigationLevelKey.self] = newValue }
    }
}
