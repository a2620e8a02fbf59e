/// A button that pushes onto the enclosing navigation stack, as SwiftUI's
/// `NavigationLink`: a value (shown by the stack's matching
/// `navigationDestination(for:)`) or a destination view. In a split
/// view's sidebar it shows the destination in the detail column.
public nonisolated struct NavigationLink<Label: View, Destination: View>: View {
    enum Target { case value(AnyHashable?), view(Destination) }
    let label: Label
    let target: Target

    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        target = .view(destination)
    }

    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        target = .view(destination())
    }

    @MainActor public var body: some View {
        NavigationLinkButton(label: AnyView(label), push: push)
    }

    @MainActor private var push: @MainActor (NavigationContext?) -> Void {
        let target = self.target
        return { context in
            guard let context else {
                Diagnostics.report("NavigationLink is not inside a NavigationStack or NavigationSplitView; nothing to push onto")
                return
            }
            switch target {
            case .value(let value): if let value { context.push(value) }
            case .view(let view): context.push(view: AnyView(view))
            }
        }
    }
}

extension NavigationLink where Destination == Never {
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label()
        target = .value(value.map { AnyHashable($0) })
    }
}

extension NavigationLink where Label == Text, Destination == Never {
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
        self.init(value: value) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.init(value: value) { Text(title) }
    }
}

extension NavigationLink where Label == Text {
    public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.init(destination: destination) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination()) { Text(titleKey) }
    }
}

/// The link's look: its label and a chevron, the whole row clickable.
struct NavigationLinkButton: View {
    let label: AnyView
    let push: @MainActor (NavigationContext?) -> Void
    @Environment(\.navigationContext) private var context

    var body: some View {
        let context = self.context
        Button { push(context) } label: {
            HStack {
                label
                Spacer(minLength: 4)
                Text("›").foregroundStyle(.secondary)
            }
        }
        .buttonStyle(.plain)
    }
}

nonisolated extension View {
    /// Declares the view a navigation stack shows for a pushed value of `data`'s type.
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        nonisolated(unsafe) let destination = destination
        return NavigationRegistration(content: self) { context, _ in
            context.destinations[ObjectIdentifier(D.self)] = { value in
                guard let typed = value.base as? D else { return AnyView(EmptyView()) }
                return AnyView(destination(typed))
            }
        }
    }

    /// Names the view in its navigation bar and, at the root of the
    /// window's outermost stack, the window itself.
    public func navigationTitle(_ title: Text) -> some View {
        navigationTitle(title.content)
    }

    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        navigationTitle(titleKey.key)
    }

    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        let string = String(title)
        return NavigationRegistration(content: self, windowTitle: string) { context, level in
            if context.titles[level] != string {
                context.titles[level] = string
                context.barNode?.node?.invalidateBody()
            }
        }
    }

    public func navigationSubtitle(_ subtitle: Text) -> some View {
        navigationSubtitle(subtitle.content)
    }
    public func navigationSubtitle(_ subtitleKey: LocalizedStringKey) -> some View { navigationSubtitle(subtitleKey.key) }

    @_disfavoredOverload
    public func navigationSubtitle<S: StringProtocol>(_ subtitle: S) -> some View {
        let string = String(subtitle)
        return NavigationRegistration(content: self) { context, level in
            if context.subtitles[level] != string {
                context.subtitles[level] = string
                context.barNode?.node?.invalidateBody()
            }
        }
    }
}

/// Tells the enclosing navigation context something when reconciled
/// (a destination, a title). Outside one it does nothing, as in SwiftUI.
package nonisolated struct NavigationRegistration<Content: View>: View {
    package typealias Body = Never
    let content: Content
    var windowTitle: String? = nil
    let register: @MainActor (NavigationContext, Int) -> Void
}

@MainActor extension NavigationRegistration: TransparentView {
    func forEachElement(_ visit: (ChildKey, any View) -> Void) { visit(.index(0), content) }
    func reconciled(_ node: ViewNode, previous: any View) {
        if let context = node.environment.navigationContext {
            register(context, node.environment.navigationLevel)
        } else if let windowTitle, let host = node.host as? ViewHost {
            // Outside any stack a title still names the window, while it shows.
            host.noteLooseNavigationTitle(windowTitle, of: node)
        }
    }
}
