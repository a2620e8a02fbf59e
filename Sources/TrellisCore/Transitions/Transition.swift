/// A transition written as a view modifier of its phase, as SwiftUI's
/// `Transition` protocol: `body(content:phase:)` says how the view looks
/// before it appears (`.willAppear`), while shown (`.identity`) and after
/// it leaves (`.didDisappear`).
///
/// A view inserted under an animation is first made in `.willAppear` and
/// then moved to `.identity` with that animation, so every animatable
/// modifier in the body (opacity, scale, rotation, offset, blur…) animates
/// between the two. A view removed under an animation is kept, out of
/// layout, where it was and moved from `.identity` to `.didDisappear` with
/// that animation; it goes when its body has arrived there.
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

    /// Nothing but the transition's own body: removal plays its phases
    /// (see `ViewHost.playCustomRemovals`).
    var transition: AnyTransition { .identity }

    func forEachChild(in node: ViewNode, _ visit: (ChildKey, any View) -> Void) {
        visit(.index(0), TransitionPhaseView(content: AnyView(content), parts: [CustomTransitionPart(custom)],
                                             insertion: CustomTransitionPart.insertionAnimation(of: node)))
    }
}
