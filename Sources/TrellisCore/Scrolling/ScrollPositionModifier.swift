/// `scrollPosition(id:anchor:)` and `scrollPosition(_:anchor:)`: ties a
/// binding to the first scroll view inside. A value the program sets
/// scrolls there (gliding inside `withAnimation`); when the scroll view
/// moves otherwise (the user, a `ScrollViewReader`, the keyboard) or a
/// layout change brings another target view to the leading edge, the
/// binding gets the id of the leading target view (see
/// `scrollTargetLayout`), or the new `ScrollPosition`.
package nonisolated struct ScrollPositionView<Content: View>: View {
    package typealias Body = Never
    let content: Content
    let link: ScrollPositionLink
    let anchor: UnitPoint?
}

/// The binding, as a position to go to and a way to report one.
struct ScrollPositionLink {
    let request: () -> ScrollPosition
    /// Tells the binding where the user scrolled.
    let report: (_ offset: CGPoint, _ leadingID: AnyHashable?) -> Void
}

/// What a position view remembers between updates.
private final class ScrollPositionMemory {
    /// The last position asked for, and whether it still has to be applied.
    var request: ScrollPosition?
    var isPending = false
    /// The scroll offset seen last: one that differs came from the user.
    var offset: CGPoint?
    /// The leading target seen last (`isLeadingKnown`), to report a layout
    /// change that brings another one there. Not known after the program
    /// scrolled: its own value stays until the view moves again.
    var leading: AnyHashable?
    var isLeadingKnown = false
}

@MainActor extension ScrollPositionView: TransparentView, LayoutObserving {
    func forEachElement(_ visit: (ChildKey, any View) -> Void) { visit(.index(0), content) }

    private func memory(of node: ViewNode) -> ScrollPositionMemory {
        if let memory = node.layoutCache as? ScrollPositionMemory { return memory }
        let made = ScrollPositionMemory()
        node.layoutCache = made
        return made
    }

    func reconciled(_ node: ViewNode, previous: any View) {
        node.host.layoutObservers.register(node)
        let memory = memory(of: node)
        let request = link.request()
        guard request != memory.request else { return }
        memory.request = request
        // The user's own scrolling, reported back, is no request.
        guard !request.isPositionedByUser else { return }
        memory.isPending = !apply(request, node: node, memory: memory)
    }

    func observe(node: ViewNode, last: inout Any?) -> (@MainActor () -> Void)? {
        let memory = memory(of: node)
        guard let scroller = ScrollTargets.scroller(in: node) else { return nil }
        let offset = scroller.interaction.scrollOffset
        if memory.isPending, let request = memory.request {
            memory.offset = offset
            return { memory.isPending = !apply(request, node: node, memory: memory) }
        }
        defer { memory.offset = offset }
        guard let seen = memory.offset, let scrollable = scroller.unit as? any Scrollable else { return nil }
        let leading = ScrollTargets.leadingID(in: scroller, axes: scrollable.axes, anchor: anchor)
        let leadingMoved = memory.isLeadingKnown && memory.leading != leading
        memory.leading = leading
        memory.isLeadingKnown = true
        guard seen != offset || leadingMoved else { return nil }
        let margins = scroller.interaction.scrollContentMargins
        let contentOffset = CGPoint(x: offset.x - margins.leading, y: offset.y - margins.top)
        let link = self.link
        return {
            link.report(contentOffset, leading)
            // What the binding holds now is no request to scroll.
            memory.request = link.request()
        }
    }

    /// Scrolls to a position; false when the scroll view or the target is not there yet.
    private func apply(_ position: ScrollPosition, node: ViewNode, memory: ScrollPositionMemory) -> Bool {
        if case .none = position.target { return true }
        guard let scroller = ScrollTargets.scroller(in: node), scroller.hasBeenPlaced,
              let scrollable = scroller.unit as? any Scrollable else { return false }
        let margins = scroller.interaction.scrollContentMargins
        var offset = scroller.interaction.scrollOffset
        switch position.target {
        case .none:
            break
        case .id(let id, let anchor):
            guard let (_, rect) = ScrollTargetSearch.find(id, in: scroller) else {
                Diagnostics.report("scrollPosition: no view with id \(id.base) in the scroll view")
                return true
            }
            let alignment = anchor ?? self.anchor ?? (scrollable.axes.contains(.vertical) ? .top : .leading)
            offset = ScrollTargets.offset(showing: rect, in: scroller, axes: scrollable.axes, anchor: alignment)
        case .edge(let edge):
            let content = scroller.interaction.scrollContentSize
            switch edge {
            case .top: offset.y = 0
            case .leading: offset.x = 0
            case .bottom: offset.y = content.height - scroller.frame.height
            case .trailing: offset.x = content.width - scroller.frame.width
            }
        case .point(let x, let y):
            // Points of the content: its origin lies inside the margins.
            if let x, scrollable.axes.contains(.horizontal) { offset.x = x + margins.leading }
            if let y, scrollable.axes.contains(.vertical) { offset.y = y + margins.top }
        }
        // Where the layout will clamp it: the next report compares with that.
        let content = scroller.interaction.scrollContentSize
        offset.x = min(max(0, offset.x), max(0, content.width - scroller.frame.width))
        offset.y = min(max(0, offset.y), max(0, content.height - scroller.frame.height))
        memory.offset = offset
        memory.isLeadingKnown = false
        ScrollTargets.scroll(scroller, to: offset, in: Transaction.current)
        return true
    }
}

nonisolated extension View {
    /// Binds the id of the leading target view of the scroll view inside:
    /// the user's scrolling sets it, and setting it scrolls there.
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View {
        let link = ScrollPositionLink(request: {
            id.wrappedValue.map { ScrollPosition(anyID: AnyHashable($0)) } ?? ScrollPosition(idType: Never.self)
        }, report: { _, leading in
            if let value = leading?.base as? ID, id.wrappedValue != value { id.wrappedValue = value }
        })
        return ScrollPositionView(content: self, link: link, anchor: anchor)
    }

    /// Binds the position of the scroll view inside (see `ScrollPosition`).
    public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> some View {
        let link = ScrollPositionLink(request: { position.wrappedValue }, report: { offset, leading in
            let now = position.wrappedValue
            let moved = ScrollPosition.byUser(at: offset, leadingID: leading, generation: now.generation)
            if moved != now { position.wrappedValue = moved }
        })
        return ScrollPositionView(content: self, link: link, anchor: anchor)
    }
}

extension ScrollPosition {
    init(anyID: AnyHashable) {
        self.init(idType: Never.self)
        target = .id(anyID, anchor: nil)
    }
}
