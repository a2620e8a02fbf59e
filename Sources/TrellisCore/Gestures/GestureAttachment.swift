/// How a gesture attached to a view competes with the gestures of the
/// views around it: the innermost view's gesture wins by default, a
/// high-priority one on an outer view comes before its subviews', a
/// simultaneous one runs alongside whichever wins.
enum GesturePriority: Sendable {
    case normal, high, simultaneous
}

/// A view with a gesture attached (`.gesture`, `.onTapGesture`…): a unit
/// the size of its content, found by hit testing the press.
package nonisolated struct GestureView<Content: View, G: Gesture>: View {
    package typealias Body = Never
    let content: Content
    let gesture: G
    let priority: GesturePriority
    let mask: GestureMask
}

@MainActor
protocol GestureAttaching {
    var priority: GesturePriority { get }
    var mask: GestureMask { get }
    func makeRecognizer(node: ViewNode) -> GestureRecognizer
}

@MainActor extension GestureView: ContentWrapperLayout, GestureAttaching {
    var kindName: String { "Gesture" }

    func forEachChild(in node: ViewNode, _ visit: (ChildKey, any View) -> Void) { visit(.index(0), content) }

    func makeRecognizer(node: ViewNode) -> GestureRecognizer {
        gesture.makeRecognizer(GestureContext(node: node.handle))
    }
}

nonisolated extension View {
    public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        GestureView(content: self, gesture: gesture, priority: .normal, mask: mask)
    }

    public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        GestureView(content: self, gesture: gesture, priority: .high, mask: mask)
    }

    public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        GestureView(content: self, gesture: gesture, priority: .simultaneous, mask: mask)
    }

    /// Runs `action` after `count` taps on the view.
    @MainActor public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        gesture(TapGesture(count: count).onEnded { action() })
    }

    /// Runs `action` with the tap's location in `coordinateSpace`.
    @MainActor public func onTapGesture(count: Int = 1, coordinateSpace: CoordinateSpace = .local,
                             perform action: @escaping (CGPoint) -> Void) -> some View {
        gesture(SpatialTapGesture(count: count, coordinateSpace: coordinateSpace).onEnded { action($0.location) })
    }

    @MainActor public func onTapGesture(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol,
                             perform action: @escaping (CGPoint) -> Void) -> some View {
        onTapGesture(count: count, coordinateSpace: coordinateSpace.coordinateSpace, perform: action)
    }

    /// Runs `action` when the view is pressed for `minimumDuration`;
    /// `onPressingChanged` hears when a press starts and stops.
    @MainActor public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                   perform action: @escaping () -> Void,
                                   onPressingChanged: ((Bool) -> Void)? = nil) -> some View {
        gesture(PressingLongPress(base: LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance),
                                  action: action, pressing: onPressingChanged))
    }

    @MainActor public func onLongPressGesture(minimumDuration: Double = 0.5, perform action: @escaping () -> Void,
                                   onPressingChanged: ((Bool) -> Void)? = nil) -> some View {
        onLongPressGesture(minimumDuration: minimumDuration, maximumDistance: 10, perform: action,
                           onPressingChanged: onPressingChanged)
    }
}

/// `onLongPressGesture`'s gesture: the action when the press is long
/// enough, and the pressing state as it starts and stops.
struct PressingLongPress: Gesture {
    typealias Value = Bool
    typealias Body = Never
    let base: LongPressGesture
    let action: () -> Void
    let pressing: ((Bool) -> Void)?
}

@MainActor extension PressingLongPress: PrimitiveGesture {
    func makeRecognizer(_ context: GestureContext) -> ValueRecognizer<Bool> {
        let made = base.makeRecognizer(context)
        let (action, pressing) = (self.action, self.pressing)
        if let pressing {
            var isPressing = false
            made.changedActions.append { _ in if !isPressing { isPressing = true; pressing(true) } }
            made.finishedActions.append { if isPressing { isPressing = false; pressing(false) } }
        }
        made.endedActions.append { _ in action() }
        return made
    }
}
