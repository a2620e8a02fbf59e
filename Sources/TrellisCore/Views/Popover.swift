/// `popover(isPresented:attachmentAnchor:arrowEdge:content:)`: while the
/// binding is true, the content shows in a popup window anchored below
/// the view (above it when there is no room), on a bordered panel. A
/// click outside or Escape closes it and sets the binding to false, as
/// SwiftUI does; setting the binding to false closes it. It opens and
/// closes after layout, when the view's frame is known.
package nonisolated struct PopoverView<Content: View, PopoverContent: View>: View {
    package typealias Body = Never
    let content: Content
    let isPresented: Binding<Bool>
    let popover: PopoverContent
}

/// Where a popover attaches; Trellis anchors it to the view's bounds.
public enum PopoverAttachmentAnchor: Sendable {
    case rect(Anchor<CGRect>.Source)
    case point(UnitPoint)
}

@MainActor extension PopoverView: ContentWrapperLayout, LayoutObserving {
    var kindName: String { "Popover" }
    /// The binding may change with the value: a new value is observed again.
    var geometryIsItsContent: Bool { false }

    func forEachChild(in node: ViewNode, _ visit: (ChildKey, any View) -> Void) {
        node.host.layoutObservers.register(node)
        // An open popover shows the content made with the state now.
        relay(of: node).update(AnyView(PopoverPanel(content: popover)))
        visit(.index(0), content)
    }

    private func relay(of node: ViewNode) -> PopoverContentRelay {
        if let relay = node.layoutCache as? PopoverContentRelay { return relay }
        let relay = PopoverContentRelay(content: AnyView(PopoverPanel(content: popover)))
        node.layoutCache = relay
        return relay
    }

    /// `last` holds the id of the popup this view opened, if it is open.
    func observe(node: ViewNode, last: inout Any?) -> (@MainActor () -> Void)? {
        guard let context = node.environment.popupContext else { return nil }
        let openID = (last as? Int).flatMap { id in context.stack.requests.contains { $0.id == id } ? id : nil }
        switch (isPresented.wrappedValue, openID) {
        case (true, nil):
            let binding = isPresented
            last = context.stack.open(level: context.level, anchor: node.frame, placement: .below,
                                      content: AnyView(PopoverRelayView(relay: relay(of: node))), kind: .popover,
                                      onDismiss: { if binding.wrappedValue { binding.wrappedValue = false } })
        case (false, let id?):
            last = nil
            if let request = context.stack.requests.first(where: { $0.id == id }) {
                return { context.stack.dismiss(from: request.level) }
            }
        default:
            if openID == nil { last = nil }
        }
        return nil
    }
}

/// A popover's window content: padded, on the window background, with a thin border.
struct PopoverPanel<Content: View>: View {
    let content: Content

    var body: some View {
        content
            .padding(12)
            .background(Color.windowBackground)
            .overlay(Rectangle().stroke(Color.black.opacity(0.25), lineWidth: 1))
    }
}

nonisolated extension View {
    public func popover<Content: View>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                       arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content) -> some View {
        PopoverView(content: self, isPresented: isPresented, popover: content())
    }

    public func popover<Item: Identifiable, Content: View>(item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                                           arrowEdge: Edge? = nil,
                                                           @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        let presented = Binding<Bool>(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
        return PopoverView(content: self, isPresented: presented, popover: item.wrappedValue.map(content))
    }
}

/// A popover's content as its window shows it: the presenting view hands
/// over each new value (its state changed), and the window's view is made
/// again with it, as SwiftUI updates an open popover.
@MainActor
final class PopoverContentRelay {
    private(set) var content: AnyView
    /// The popover window's view, once it was made.
    var shown: NodeHandle?

    init(content: AnyView) { self.content = content }

    func update(_ content: AnyView) {
        self.content = content
        shown?.node?.invalidateBody()
    }
}

/// The popover window's root: whatever the relay holds now.
struct PopoverRelayView: View {
    typealias Body = Never
    let relay: PopoverContentRelay
}

@MainActor extension PopoverRelayView: ContentWrapperLayout {
    var kindName: String { "PopoverContent" }
    var geometryIsItsContent: Bool { true }

    func forEachChild(in node: ViewNode, _ visit: (ChildKey, any View) -> Void) {
        relay.shown = node.handle
        visit(.index(0), relay.content)
    }
}
