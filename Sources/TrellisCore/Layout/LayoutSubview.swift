/// A proxy for one subview of a layout container.
///
/// `sizeThatFits` may be asked any number of times; `place` must be called
/// exactly once per subview in each `placeSubviews`. A subview that is not
/// placed is centred in the container, with a diagnostic.
@MainActor
public struct LayoutSubview: Equatable {
    let node: ViewNode
    /// The host's engine, which outlives every pass (not counted: proxies
    /// are made and copied for every subview in every pass).
    let engine: LayoutEngine

    /// The size the subview wants for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        engine.size(of: node, proposal: proposal)
    }

    /// Size and alignment guides for `proposal`.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        engine.dimensions(of: node, proposal: proposal)
    }

    /// Places the subview so that its `anchor` point lands on `position`,
    /// sized as it answers `proposal`.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        engine.place(node, at: position, anchor: anchor, proposal: proposal)
    }

    /// Takes the subview out of this pass: not placed, painted or hit
    /// (how `ViewThatFits` sets aside the children it does not show).
    func hide() { engine.hide(node) }

    /// The subview's spacing preferences, for the gap to its neighbours.
    public var spacing: ViewSpacing { engine.spacing(of: node) }

    /// Set with `.layoutPriority(_:)`; stacks offer space to higher
    /// priorities first. Without it, the subview's own: 0, or −∞ for a
    /// `Spacer` (as in SwiftUI: a stack sizes its spacers last).
    public var priority: Double {
        node.layoutValue(LayoutPriorityKey.self) ?? node.unit?.defaultLayoutPriority ?? 0
    }

    public nonisolated static func == (a: LayoutSubview, b: LayoutSubview) -> Bool { a.node === b.node }
}

/// A subview's layout priority, set by `.layoutPriority(_:)`: a layout
/// value like any other, read by the parent only.
struct LayoutPriorityKey: LayoutValueKey {
    static let defaultValue: Double = 0
}
