import Foundation

nonisolated extension View {
    /// Lets the view be dragged (press and move) to a `dropDestination`
    /// in the same window; a faded copy of the view follows the pointer.
    public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> some View {
        nonisolated(unsafe) let content = self, payload = payload
        let entries = T.transferEntries
        return MainActorView {
            DraggableView(content: content, preview: nil, entries: entries) { SendableItem(payload()) }
        }
    }

    /// As above, with `preview` following the pointer.
    public func draggable<V: View, T: Transferable>(_ payload: @autoclosure @escaping () -> T,
                                                    @ViewBuilder preview: () -> V) -> some View {
        nonisolated(unsafe) let content = self, payload = payload, preview = AnyView(preview())
        let entries = T.transferEntries
        return MainActorView {
            DraggableView(content: content, preview: preview, entries: entries) { SendableItem(payload()) }
        }
    }

    /// Takes items of `payloadType` dropped on the view: `action` gets
    /// them and the drop location in the view's coordinates, and returns
    /// whether it took them; `isTargeted` follows whether a drag that it
    /// would accept is over the view.
    public func dropDestination<T: Transferable>(for payloadType: T.Type = T.self,
                                                 action: @escaping @MainActor ([T], CGPoint) -> Bool,
                                                 isTargeted: @escaping @MainActor (Bool) -> Void = { _ in }) -> some View {
        nonisolated(unsafe) let content = self
        let entries = T.transferEntries
        return MainActorView {
            DropDestinationView(content: content, entries: entries, isTargeted: isTargeted) { items, location in
                let typed = items.compactMap { $0.value as? T }
                return typed.isEmpty ? false : action(typed, location)
            }
        }
    }
}

/// A view that starts a drag when pressed and moved.
private struct DraggableView<Content: View>: View {
    let content: Content
    let preview: AnyView?
    let entries: [TransferEntry]
    let payload: @MainActor () -> SendableItem
    @Environment(\.windowTransfer) private var transfer
    @State private var translation: CGSize?


    var body: some View {
        content
            .overlay(alignment: .topLeading) {
                if let translation {
                    Group { if let preview { preview } else { content.opacity(0.6) } }
                        .offset(translation)
                        .allowsHitTesting(false)
                }
            }
            .gesture(
                DragGesture(minimumDistance: 4, coordinateSpace: .global)
                    .onChanged { value in
                        guard let session = transfer?.drag else { return }
                        if translation == nil { session.begin(payload(), entries: entries) }
                        translation = value.translation
                        session.pointer(at: value.location)
                    }
                    .onEnded { value in
                        translation = nil
                        transfer?.drag.drop(at: value.location)
                    }
            )
    }
}

/// A view that registers where it is, so that drags can find it.
private struct DropDestinationView<Content: View>: View {
    let content: Content
    let entries: [TransferEntry]
    let isTargeted: @MainActor (Bool) -> Void
    let drop: @MainActor ([SendableItem], CGPoint) -> Bool
    @Environment(\.windowTransfer) private var transfer
    @State private var id = UUID()


    var body: some View {
        let targeted = transfer?.drag.targeted == id
        content
            .background(
                GeometryReader { proxy in
                    let frame = proxy.frame(in: .global)
                    Color.clear
                        .onAppear {
                            transfer?.drag.register(id, DragSession.Target(frame: frame, entries: entries, drop: drop))
                        }
                        .onChange(of: frame) { _, new in transfer?.drag.move(id, to: new) }
                        .onDisappear { transfer?.drag.unregister(id) }
                }
            )
            .onChange(of: targeted) { _, now in isTargeted(now) }
    }
}
