/// What is moving a scroll view, as SwiftUI's `ScrollPhase`. On X11 a
/// wheel click or a scroll bar drag is `.interacting`; a settle to a
/// target behaviour's target and a programmatic scroll inside
/// `withAnimation` are `.animating`; trackpad `.tracking` and
/// `.decelerating` do not occur.
public enum ScrollPhase: Hashable, Sendable {
    case idle, tracking, interacting, decelerating, animating

    public var isScrolling: Bool { self != .idle }
}

/// What `onScrollPhaseChange` knows besides the phases.
public struct ScrollPhaseChangeContext: Sendable {
    public private(set) var geometry: ScrollGeometry
    /// The scroll's speed, when the user is scrolling.
    public private(set) var velocity: CGVector?
}

/// `onScrollPhaseChange`: runs the action as the first scroll view inside
/// goes from one phase to another.
package nonisolated struct OnScrollPhaseChangeView<Content: View>: View {
    package typealias Body = Never
    let content: Content
    let action: (ScrollPhase, ScrollPhase, ScrollPhaseChangeContext) -> Void
}

@MainActor extension OnScrollPhaseChangeView: TransparentView, LayoutObserving {
    func forEachElement(_ visit: (ChildKey, any View) -> Void) { visit(.index(0), content) }

    func reconciled(_ node: ViewNode, previous: any View) { node.host.layoutObservers.register(node) }

    func observe(node: ViewNode, last: inout Any?) -> (@MainActor () -> Void)? {
        guard let scroller = ScrollTargets.scroller(in: node) else { return nil }
        var phase = scroller.interaction.scrollPhase
        // A glide that has come to rest.
        if phase == .animating, scroller.subviewNodes.first?.animation.isMoving != true {
            phase = .idle
            scroller.interaction.scrollPhase = .idle
        }
        let old = last as? ScrollPhase ?? .idle
        guard old != phase else { return nil }
        last = phase
        let action = self.action, context = ScrollPhaseChangeContext(geometry: ScrollGeometry(of: scroller), velocity: CGVector?.none)
        return {
            action(old, phase, context)
            // A wheel click's scroll is over once reported: on to its glide, or to rest.
            if phase == .interacting, let next = scroller.interaction.settledPhase {
                scroller.interaction.settledPhase = nil
                scroller.interaction.scrollPhase = next
                scroller.host.layoutObservers.layoutChanged = true
            }
        }
    }
}

nonisolated extension View {
    public func onScrollPhaseChange(_ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase) -> Void) -> some View {
        OnScrollPhaseChangeView(content: self) { old, new, _ in action(old, new) }
    }

    public func onScrollPhaseChange(
        _ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase, _ context: ScrollPhaseChangeContext) -> Void
    ) -> some View {
        OnScrollPhaseChangeView(content: self, action: action)
    }
}
