/// Where the pointer is over a view, for `onContinuousHover`.
public enum HoverPhase: Equatable, Sendable {
    /// The pointer is over the view, at this location.
    case active(CGPoint)
    /// The pointer left the view.
    case ended
}

/// `onHover` and `onContinuousHover`: told when the pointer enters,
/// moves over and leaves the view (its frame).
package nonisolated struct HoverView<Content: View>: View {
    package typealias Body = Never
    let content: Content
    let space: CoordinateSpace
    let action: (HoverPhase) -> Void
    /// `onHover` hears entering and leaving only.
    let continuous: Bool
}

@MainActor
protocol HoverObserving {
    func hover(_ phase: HoverPhase, node: ViewNode, entered: Bool)
}

@MainActor extension HoverView: ContentWrapperLayout, HoverObserving {
    var kindName: String { "Hover" }

    func forEachChild(in node: ViewNode, _ visit: (ChildKey, any View) -> Void) { visit(.index(0), content) }

    /// `phase` carries window coordinates; the action gets them in `space`.
    func hover(_ phase: HoverPhase, node: ViewNode, entered: Bool) {
        switch phase {
        case .active(let point):
            guard continuous || entered else { return }
            action(.active(node.convert(point, toSpace: space)))
        case .ended:
            action(.ended)
        }
    }
}

/// Whether any view has a hover action (until one does, pointer motion
/// costs no search for them).
enum HoverActions {
    nonisolated(unsafe) static var inUse = false
}

nonisolated extension View {
    /// Runs `action` with true when the pointer enters the view and false when it leaves.
    public func onHover(perform action: @escaping (Bool) -> Void) -> some View {
        HoverActions.inUse = true
        return HoverView(content: self, space: .local, action: { phase in
            if case .active = phase { action(true) } else { action(false) }
        }, continuous: false)
    }

    /// Runs `action` as the pointer enters, moves over and leaves the view.
    public func onContinuousHover(coordinateSpace: CoordinateSpace = .local,
                                  perform action: @escaping (HoverPhase) -> Void) -> some View {
        HoverActions.inUse = true
        return HoverView(content: self, space: coordinateSpace, action: action, continuous: true)
    }

    public func onContinuousHover(coordinateSpace: some CoordinateSpaceProtocol,
                                  perform action: @escaping (HoverPhase) -> Void) -> some View {
        onContinuousHover(coordinateSpace: coordinateSpace.coordinateSpace, perform: action)
    }
}
