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
    /// Views pushed with `NavigationLink(destination:)`, after the path.
    var pushedViews: [(level: Int, view: AnyView)] = []
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

    func push(view: AnyView) {
        if replacesInsteadOfPushing {
            setPath([])
            pushedViews = [(0, view)]
        } else {
            pushedViews.append((path().count + pushedViews.count, view))
        }
        changed()
    }

    func pop() {
        if !pushedViews.isEmpty {
            pushedViews.removeLast()
        } else if !path().isEmpty {
            setPath(Array(path().dropLast()))
        } else {
            return
        }
        let depth = self.depth
        titles = titles.filter { $0.key <= depth }
        subtitles = subtitles.filter { $0.key <= depth }
        toolbars = toolbars.filter { $0.key <= depth }
        changed()
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
