/// `navigationDestination(isPresented:)` and `navigationDestination(item:)`:
/// while the binding holds (true, or a value), the enclosing stack shows
/// the destination pushed over the level that declared it; setting it
/// back (false, nil) pops it, and so does the user going back, which
/// resets the binding. A changed item replaces what is shown in place.
package nonisolated struct NavigationPresentation<Content: View>: View {
    package typealias Body = Never
    let content: Content
    /// The destination while presented.
    let destination: AnyView?
    let dismiss: () -> Void
}

@MainActor extension NavigationPresentation: TransparentView {
    func forEachElement(_ visit: (ChildKey, any View) -> Void) { visit(.index(0), content) }

    func reconciled(_ node: ViewNode, previous: any View) {
        guard let context = node.environment.navigationContext else {
            if destination != nil {
                Diagnostics.report("navigationDestination(isPresented:) is not inside a NavigationStack or NavigationSplitView")
            }
            return
        }
        let id = ObjectIdentifier(node)
        let shown = context.pushedViews.first { $0.presenter?.id == id }?.presenter
        switch (destination, shown) {
        case (let destination?, nil):
            let dismiss = self.dismiss
            let presenter = NavigationPresenter(id: id, destination: PresentedDestination(view: destination),
                                                dismissed: { dismiss() })
            context.push(view: AnyView(PresentedDestinationView(destination: presenter.destination)), presenter: presenter)
        case (let destination?, let presenter?):
            // The destination may read state that changed: its level shows
            // the new value (the stack itself is left alone).
            presenter.destination.view = destination
            presenter.destination.node?.node?.invalidateBody()
        case (nil, _?):
            context.dismiss(id)
        case (nil, nil):
            break
        }
    }
}

/// What a presenter shows now; its level reads it when refreshed.
@MainActor
final class PresentedDestination {
    var view: AnyView
    var node: NodeHandle?
    init(view: AnyView) { self.view = view }
}

/// The pushed level's content for a presenter: its destination's current view.
nonisolated struct PresentedDestinationView: View {
    typealias Body = Never
    let destination: PresentedDestination
}

@MainActor extension PresentedDestinationView: TransparentView {
    func forEachElement(_ visit: (ChildKey, any View) -> Void) { visit(.index(0), destination.view) }
    func reconciled(_ node: ViewNode, previous: any View) { destination.node = node.handle }
}

nonisolated extension View {
    /// Pushes `destination` onto the enclosing navigation stack while
    /// `isPresented` is true; going back sets it to false.
    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View {
        NavigationPresentation(content: self, destination: isPresented.wrappedValue ? AnyView(destination()) : nil,
                               dismiss: { isPresented.wrappedValue = false })
    }

    /// Pushes the destination for `item` while it is not nil; going back
    /// sets it to nil.
    public func navigationDestination<D: Hashable, C: View>(item: Binding<D?>,
                                                           @ViewBuilder destination: @escaping (D) -> C) -> some View {
        NavigationPresentation(content: self, destination: item.wrappedValue.map { AnyView(destination($0).id($0)) },
                               dismiss: { item.wrappedValue = nil })
    }
}
