/// How a view enters and leaves when it is inserted or removed under an
/// animation, as SwiftUI's `AnyTransition`: the state it enters from and
/// the one it leaves to, each an opacity, an offset (fixed, or by the
/// view's own size towards an edge) and a scale about an anchor.
public struct AnyTransition: Sendable {
    let insertion: TransitionState
    let removal: TransitionState
    /// The animation the transition brings, if any (`.animation(_:)`).
    let animation: Animation?
    /// The custom `Transition`s this one erases (`AnyTransition(_:)`,
    /// kept through `asymmetric` and `combined`), which wrap the view
    /// itself and are played through their phases both ways.
    let customs: [CustomTransitionPart]

    init(insertion: TransitionState, removal: TransitionState, animation: Animation? = nil, customs: [CustomTransitionPart] = []) {
        self.insertion = insertion
        self.removal = removal
        self.animation = animation
        self.customs = customs
    }

    /// A custom transition, erased: inserted and removed through its
    /// phases as `transition(_:)` with the `Transition` itself would be.
    public init<T: Transition>(_ transition: T) {
        self.init(insertion: TransitionState(), removal: TransitionState(), customs: [CustomTransitionPart(transition)])
    }

    init(_ state: TransitionState) { self.init(insertion: state, removal: state) }

    /// No change: the view appears and disappears at once.
    public static let identity = AnyTransition(TransitionState())
    /// A fade.
    public static let opacity = AnyTransition(TransitionState(opacity: 0))
    /// Grows from nothing at the centre, and shrinks back.
    public static var scale: AnyTransition { scale(scale: 0) }

    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition(TransitionState(scale: scale.isFinite ? max(0, scale) : 0, anchor: anchor))
    }

    /// Slides in from an edge and out to it, by the view's own size.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(TransitionState(edge: edge)) }

    /// In from the leading edge, out to the trailing one.
    public static let slide = AnyTransition(insertion: TransitionState(edge: .leading), removal: TransitionState(edge: .trailing))

    /// In from `edge`, out to the opposite edge, fading both ways.
    public static func push(from edge: Edge) -> AnyTransition {
        AnyTransition(insertion: TransitionState(opacity: 0, edge: edge),
                      removal: TransitionState(opacity: 0, edge: edge.opposite))
    }

    /// A non-finite offset is no offset (with one diagnostic).
    public static func offset(_ offset: CGSize) -> AnyTransition {
        guard offset.width.isFinite, offset.height.isFinite else {
            Diagnostics.report("a transition's offset (\(offset.width), \(offset.height)) is not finite; it is ignored")
            return .identity
        }
        return AnyTransition(TransitionState(offset: offset))
    }

    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { offset(CGSize(width: x, height: y)) }

    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(insertion: insertion.insertion, removal: removal.removal, animation: insertion.animation ?? removal.animation,
                      customs: insertion.customs.map { $0.only(.insertion) } + removal.customs.map { $0.only(.removal) })
    }

    /// Both transitions at once.
    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition(insertion: insertion.combined(with: other.insertion), removal: removal.combined(with: other.removal),
                      animation: animation ?? other.animation, customs: customs + other.customs)
    }

    /// The transition runs with `animation`, whatever animates the change.
    public func animation(_ animation: Animation?) -> AnyTransition {
        AnyTransition(insertion: insertion, removal: removal, animation: animation, customs: customs)
    }
}

/// The state a transition enters from or leaves to (the identity is the
/// view as laid out).
struct TransitionState: Sendable, Equatable {
    var opacity: Double = 1
    var offset: CGSize = .zero
    /// Moved by its own size towards this edge.
    var edge: Edge?
    var scale: CGFloat = 1
    var anchor: UnitPoint = .center

    var isIdentity: Bool { self == TransitionState() }

    func combined(with other: TransitionState) -> TransitionState {
        var result = self
        result.opacity *= other.opacity
        result.offset.width += other.offset.width
        result.offset.height += other.offset.height
        result.edge = edge ?? other.edge
        if other.scale != 1 { result.scale *= other.scale; result.anchor = other.anchor }
        return result
    }

    /// Where a view laid out at `frame` is drawn in this state.
    func frame(for frame: CGRect) -> CGRect {
        var dx = offset.width, dy = offset.height
        switch edge {
        case .leading: dx -= frame.width
        case .trailing: dx += frame.width
        case .top: dy -= frame.height
        case .bottom: dy += frame.height
        case nil: break
        }
        let width = frame.width * scale, height = frame.height * scale
        let x = frame.minX + (frame.width - width) * anchor.x + dx
        let y = frame.minY + (frame.height - height) * anchor.y + dy
        return CGRect(x: x, y: y, width: width, height: height)
    }
}

extension Edge {
    var opposite: Edge {
        switch self {
        case .leading: .trailing
        case .trailing: .leading
        case .top: .bottom
        case .bottom: .top
        }
    }
}

/// `transition(_:)`: how the view enters and leaves. A geometry group, so
/// that what it contains moves (and scales) with it while it transitions.
package nonisolated struct TransitionView<Content: View>: View {
    package typealias Body = Never
    let content: Content
    let transition: AnyTransition
}

@MainActor
protocol TransitionProviding: FramedView {
    var transition: AnyTransition { get }
}

@MainActor extension TransitionView: ContentWrapperLayout, GeometryGrouping, TransitionProviding {
    var kindName: String { "Transition" }

    func forEachChild(in node: ViewNode, _ visit: (ChildKey, any View) -> Void) {
        if !transition.customs.isEmpty {
            visit(.index(1), TransitionPhaseView(content: AnyView(content), parts: transition.customs,
                                                 insertion: CustomTransitionPart.insertionAnimation(of: node)))
        } else {
            visit(.index(0), content)
        }
    }
}

nonisolated extension View {
    public func transition(_ t: AnyTransition) -> some View { TransitionView(content: self, transition: t) }
}
