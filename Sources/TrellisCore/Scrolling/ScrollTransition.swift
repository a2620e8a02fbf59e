/// `scrollTransition`: draws its content with the visual effect the
/// closure makes for the content's phase in the scroll view around it —
/// interpolated between the phases as it scrolls (`.interactive`), or
/// animated when it crosses the threshold (`.animated`). Layout never
/// changes; only drawing does, worked out afresh each time it is painted.
package nonisolated struct ScrollTransitionView<Content: View, Effect: VisualEffect>: View {
    package typealias Body = Never
    let content: Content
    let topLeading: ScrollTransitionConfiguration
    let bottomTrailing: ScrollTransitionConfiguration
    let axis: Axis?
    let transition: @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> Effect
}

/// An animated transition's position between its phases, kept between paints.
private final class ScrollTransitionMemory {
    /// -1 at the leading phase, 0 at identity, 1 at the trailing one.
    var target: Double?
    var motion: Motion?
}

@MainActor extension ScrollTransitionView: ContentWrapperLayout {
    var kindName: String { "ScrollTransition" }
    /// Its drawing depends on where it is: layout has to see it move.
    var geometryIsItsContent: Bool { false }

    func forEachChild(in node: ViewNode, _ visit: (ChildKey, any View) -> Void) { visit(.index(0), content) }

    func paintTree(node: ViewNode, into recorder: inout DisplayListRecorder) {
        let steps = visualEffect(node: node, time: recorder.time, drawsOverTime: &recorder.drawsOverTime)
        recorder.withVisualEffects(steps, frame: node.presentedFrame, environment: node.environment) { recorder in
            for child in node.subviewNodes { child.paint(into: &recorder) }
        }
    }

    /// The steps to draw with now: -1…1 between the phases, as placed in the scroll view.
    func visualEffect(node: ViewNode, time: Double, drawsOverTime: inout Bool) -> [VisualEffectPart] {
        guard let scroller = ScrollTargetSearch.enclosingScroller(of: node),
              let scrollable = scroller.unit as? any Scrollable else { return effect(at: 0) }
        let along = axis ?? (scrollable.axes.contains(.vertical) ? .vertical : .horizontal)
        let region = scroller.presentedFrame.inset(by: scroller.interaction.scrollContentMargins)
        let frame = node.presentedFrame
        guard frame.size[along].isFinite, region.size[along] >= 0 else { return effect(at: 0) }
        let view = frame.origin[along]...(frame.origin[along] + frame.size[along])
        let visible = region.origin[along]...(region.origin[along] + region.size[along])
        // Before the region's middle it comes in (or leaves) at the leading side.
        let side: Double = (view.lowerBound + view.upperBound) / 2 < (visible.lowerBound + visible.upperBound) / 2 ? -1 : 1
        let configuration = side < 0 ? topLeading : bottomTrailing
        let progress = configuration.progress(view: view, region: visible)
        switch configuration.mode {
        case .identity:
            return effect(at: 0)
        case .interactive(let curve):
            return effect(at: side * (1 - curve.value(at: progress)))
        case .animated(let animation):
            let memory = node.layoutCache as? ScrollTransitionMemory ?? ScrollTransitionMemory()
            node.layoutCache = memory
            let target = progress >= 1 - 1e-9 ? 0 : side
            var now = target
            if let old = memory.target, old != target {
                let from = memory.motion.map { $0.sample(at: time).value[0] } ?? old
                memory.motion = Motion(from: Motion.Vector(from, 0, 0, 0), to: Motion.Vector(target, 0, 0, 0),
                                       initialVelocity: .zero, start: time, animation: animation)
            }
            memory.target = target
            if let motion = memory.motion {
                let sample = motion.sample(at: time)
                if sample.finished { memory.motion = nil } else { now = sample.value[0]; drawsOverTime = true }
            }
            return effect(at: now)
        }
    }

    /// The effect at `value` between the phases: the closure's effects at
    /// the nearest phases, interpolated.
    private func effect(at value: Double) -> [VisualEffectPart] {
        let identity = transition(EmptyVisualEffect(), .identity).visualEffectParts
        guard value.isFinite, value != 0 else { return identity }
        let edge = transition(EmptyVisualEffect(), value < 0 ? .topLeading : .bottomTrailing).visualEffectParts
        return VisualEffectPart.interpolate(identity, edge, amount: min(abs(value), 1))
    }
}

extension VisualEffectPart {
    /// Step by step from `from` to `to`; chains of other shapes jump at halfway.
    static func interpolate(_ from: [VisualEffectPart], _ to: [VisualEffectPart], amount t: Double) -> [VisualEffectPart] {
        guard from.count == to.count else { return t < 0.5 ? from : to }
        var result: [VisualEffectPart] = []
        for (a, b) in zip(from, to) {
            guard let step = a.interpolated(to: b, amount: t) else { return t < 0.5 ? from : to }
            result.append(step)
        }
        return result
    }

    private func interpolated(to other: VisualEffectPart, amount t: Double) -> VisualEffectPart? {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
        switch (self, other) {
        case (.opacity(let a), .opacity(let b)): return .opacity(mix(a, b))
        case (.offset(let a), .offset(let b)): return .offset(CGSize(width: mix(a.width, b.width), height: mix(a.height, b.height)))
        case (.scale(let x, _), .scale(let y, let anchor)):
            return .scale(CGSize(width: mix(x.width, y.width), height: mix(x.height, y.height)), anchor: anchor)
        case (.rotation(let x, _), .rotation(let y, let anchor)): return .rotation(.radians(mix(x.radians, y.radians)), anchor: anchor)
        case (.rotation3D(let x, _, _), .rotation3D(let y, let axis, let anchor)):
            return .rotation3D(.radians(mix(x.radians, y.radians)), axis: axis, anchor: anchor)
        case (.blur(let x), .blur(let y)): return .blur(radius: mix(x, y))
        case (.color(let x), .color(var y)):
            y.amount = mix(x.amount, y.amount)
            return .color(y)
        default: return nil
        }
    }
}

nonisolated extension View {
    /// Applies the effect `transition` makes for this view's phase as it
    /// scrolls into and out of the visible region of its scroll view.
    public func scrollTransition(_ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
                                 transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect) -> some View {
        ScrollTransitionView(content: self, topLeading: configuration, bottomTrailing: configuration, axis: axis, transition: transition)
    }

    /// The same with a configuration for each edge.
    public func scrollTransition(topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration,
                                 axis: Axis? = nil,
                                 transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect) -> some View {
        ScrollTransitionView(content: self, topLeading: topLeading, bottomTrailing: bottomTrailing, axis: axis, transition: transition)
    }
}
