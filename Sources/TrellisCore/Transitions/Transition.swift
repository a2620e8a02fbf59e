/// A transition written as a view modifier of its phase, as SwiftUI's
/// `Transition` protocol: `body(content:phase:)` says how the view looks
/// before it appears (`.willAppear`), while shown (`.identity`) and after
/// it leaves (`.didDisappear`).
///
/// A view inserted under an animation is first made in `.willAppear` and
/// then moved to `.identity` with that animation, so every animatable
/// modifier in the body (opacity, scale, rotation, offset, blur…) animates
/// between the two. A removed view fades out (Trellis keeps a removed
/// view's last picture, not its views, so the `.didDisappear` body is not
/// drawn; see the README).
public protocol Transition {
    associatedtype Body: View
    typealias Content = PlaceholderContentView<Self>

    @ViewBuilder @MainActor
    func body(content: Content, phase: TransitionPhase) -> Body

    /// What the transition does (whether it moves the view).
    static var properties: TransitionProperties { get }
}

extension Transition {
    public static var properties: TransitionProperties { TransitionProperties() }
}

/// Where a transitioning view is: before it appears, shown, or gone.
public enum TransitionPhase: Hashable, Sendable {
    case willAppear, identity, didDisappear

    public var isIdentity: Bool { self == .identity }

    /// −1 before appearing, 0 shown, 1 after disappearing.
    public var value: Double {
        switch self {
        case .willAppear: -1
        case .identity: 0
        case .didDisappear: 1
        }
    }
}

public struct TransitionProperties: Sendable {
    public var hasMotion: Bool
    public init(hasMotion: Bool = true) { self.hasMotion = hasMotion }
}

/// The view a transition's (or another placeholder's) body wraps.
public nonisolated struct PlaceholderContentView<Value>: View {
    public typealias Body = Never
    let content: AnyView
}

@MainActor extension PlaceholderContentView: TransparentView {
    func forEachElement(_ visit: (ChildKey, any View) -> Void) { visit(.index(0), content) }
    var passThroughChild: (ChildKey, any View)? { (.index(0), content) }
}

nonisolated extension View {
    /// Inserted and removed with a custom transition.
    public func transition<T: Transition>(_ transition: T) -> some View {
        CustomTransitionView(content: self, custom: transition)
    }
}

/// `transition(_:)` with a `Transition`: the unit that knows the insertion's
/// animation, around the view that keeps the phase.
package nonisolated struct CustomTransitionView<Content: View, T: Transition>: View {
    package typealias Body = Never
    let content: Content
    let custom: T
}

@MainActor extension CustomTransitionView: ContentWrapperLayout, GeometryGrouping, TransitionProviding {
    var kindName: String { "Transition" }

    /// Removal fades the view's last picture out.
    var transition: AnyTransition { AnyTransition(insertion: TransitionState(), removal: TransitionState(opacity: 0)) }

    func forEachChild(in node: ViewNode, _ visit: (ChildKey, any View) -> Void) {
        // Inserted now under an animation: the phase animates from `.willAppear`.
        var insertion: Animation?
        if !node.animation.hasBeenLaidOut, let host = node.host as? ViewHost {
            insertion = node.transaction(below: nil, from: host.pendingTransaction ?? Transaction()).animation
        }
        visit(.index(0), TransitionPhaseView(content: AnyView(content), transition: custom, insertion: insertion))
    }
}

/// Keeps the phase of a custom transition and flips it to `.identity`
/// when the view appears, with the insertion's animation.
struct TransitionPhaseView<T: Transition>: View {
    let content: AnyView
    let transition: T
    let insertion: Animation?
    @State private var phase: TransitionPhase

    init(content: AnyView, transition: T, insertion: Animation?) {
        self.content = content
        self.transition = transition
        self.insertion = insertion
        _phase = State(initialValue: insertion == nil ? .identity : .willAppear)
    }

    var body: some View {
        transition.body(content: PlaceholderContentView(content: content), phase: phase)
            .onAppear {
                guard phase == .willAppear else { return }
                withAnimation(insertion) { phase = .identity }
            }
    }
}
