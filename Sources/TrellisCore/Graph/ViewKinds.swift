/// Views that only list other views (tuples, `ForEach`, `Group`, `if`,
/// `AnyView`) and views that only change the environment (`font`,
/// `foregroundStyle`…). They have no frame of their own: their children
/// become subviews of the nearest enclosing unit.
@MainActor
protocol TransparentView: PrimitiveView {
    func forEachElement(_ visit: (ChildKey, any View) -> Void)
    /// Changes the environment the children see.
    func transformEnvironment(_ environment: inout EnvironmentValues)
    /// For a view that always wraps exactly one child and keeps no state
    /// (`AnyView`, an environment modifier, `.id`): that child and its key.
    /// The reconciler then makes no node for this view at all, so a tile
    /// with a few modifiers costs a few nodes, not a dozen.
    var passThroughChild: (ChildKey, any View)? { get }
    /// The node was brought up to date with this value, its children
    /// first; `previous` is its last value (this one for a new node).
    /// Lifecycle modifiers report to the host's `LifecycleTracker` here.
    func reconciled(_ node: ViewNode, previous: any View)
}

extension TransparentView {
    func transformEnvironment(_ environment: inout EnvironmentValues) {}
    var passThroughChild: (ChildKey, any View)? { nil }
    func reconciled(_ node: ViewNode, previous: any View) {}
}

/// A primitive that occupies a rectangle: text, shapes, stacks, custom
/// `Layout`s, frames and padding. It sizes itself from a proposal, places
/// its subviews (the units among its descendants) and paints.
@MainActor
protocol FramedView: View, PrimitiveView {
    /// The name shown as `kind` in the inspection file.
    var kindName: String { get }
    /// The views this unit contains, with their keys.
    func forEachChild(in node: ViewNode, _ visit: (ChildKey, any View) -> Void)
    /// Changes the environment the children see.
    func transformEnvironment(_ environment: inout EnvironmentValues)

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews)
    func spacing(node: ViewNode, subviews: LayoutSubviews) -> ViewSpacing
    /// Guides the unit defines itself (a text baseline), given its size.
    func explicitAlignment(_ key: AlignmentKey, size: CGSize, node: ViewNode, subviews: LayoutSubviews) -> CGFloat?

    /// Paints the unit and its subviews; the default paints `paint(node:into:)`
    /// and then each subview in order.
    func paintTree(node: ViewNode, into recorder: inout DisplayListRecorder)
    /// Paints what the unit itself shows (a fill, a line of text).
    func paint(node: ViewNode, into recorder: inout DisplayListRecorder)
    /// Whether nothing of the subviews shows outside the unit's frame (a
    /// scroll view): layout then need not arrange what lies beyond it.
    var clipsSubviews: Bool { get }
    /// Whether its arrangement depends on what part of it can be seen (a
    /// lazy container): it is then placed again whenever it moves, and
    /// reads `LayoutEngine.visibleRect` while it places its subviews.
    var wantsViewport: Bool { get }
    /// Whether the unit's size and arrangement are its content's and
    /// nothing of its own (a button around its label): a new value of it
    /// then changes no geometry unless its content changes too.
    var geometryIsItsContent: Bool { get }
    /// The layout priority the unit has when no `layoutPriority(_:)` sets one.
    var defaultLayoutPriority: Double { get }
    /// Where the container looks for layout values (priority,
    /// `LayoutValueKey`s) not set on this unit itself: its content, for a
    /// modifier (see `ForwardsLayoutValues`); nil for views and containers.
    func layoutValuesSource(node: ViewNode) -> ViewNode?
    /// Whether its subviews depend on where it is in the window, not only
    /// on its size (a `GeometryReader`'s content reads its frame).
    var arrangementDependsOnPosition: Bool { get }

    // Capabilities of some units (see `UnitCapabilities`).
    var asGraphicsEffect: (any GraphicsEffectUnit)? { get }
    /// A graphics effect unit's effect as presented now, or with `settled`
    /// where it ends; nil for other units. Asked of the unit in place:
    /// `asGraphicsEffect` copies the unit, content and all, into a new box.
    func graphicsEffect(node: ViewNode, settled: Bool) -> GraphicsEffect?
    var asTransitionProvider: (any TransitionProviding)? { get }
    var asAnimatablePaint: (any AnimatablePaint)? { get }
    var asAnimatableShapeData: (any AnimatableShapeData)? { get }
    /// Where a `zIndex` puts the unit among its siblings (0 for most).
    var zIndexValue: Double { get }
    /// It is a `safeAreaInset` (see `SafeAreaRegion`).
    var isSafeAreaInset: Bool { get }
    /// Its descendants animate relative to it (see `GeometryGrouping`).
    static var isGeometryGroup: Bool { get }
}

/// A modifier unit — padding, a frame, a background — whose content's
/// layout values are its own. In SwiftUI a layout value is a trait of the
/// subview a chain of modifiers makes, wherever in the chain it is
/// written: `Text(…).layoutPriority(1).padding()` is a priority-1 subview
/// of its stack. (A container's subviews' values stay theirs: an `HStack`
/// holding a priority-1 text is itself priority 0.)
@MainActor
protocol ForwardsLayoutValues: FramedView {}

extension ForwardsLayoutValues {
    /// The content, when it is one unit.
    func layoutValuesSource(node: ViewNode) -> ViewNode? {
        node.subviewNodes.count == 1 ? node.subviewNodes.first : nil
    }
}

extension FramedView {
    var kindName: String { typeName(Self.self) }
    func forEachChild(in node: ViewNode, _ visit: (ChildKey, any View) -> Void) {}
    func transformEnvironment(_ environment: inout EnvironmentValues) {}
    func spacing(node: ViewNode, subviews: LayoutSubviews) -> ViewSpacing {
        // A container's edges want what its children's edges want.
        guard !subviews.isEmpty else { return .standard }
        var spacing = ViewSpacing.zero
        for subview in subviews { spacing.formUnion(subview.spacing) }
        return spacing
    }
    func explicitAlignment(_ key: AlignmentKey, size: CGSize, node: ViewNode, subviews: LayoutSubviews) -> CGFloat? { nil }
    func paintTree(node: ViewNode, into recorder: inout DisplayListRecorder) {
        paint(node: node, into: &recorder)
        for child in node.paintOrder { child.paint(into: &recorder) }
    }
    func paint(node: ViewNode, into recorder: inout DisplayListRecorder) {}
    var clipsSubviews: Bool { false }
    var wantsViewport: Bool { false }
    var geometryIsItsContent: Bool { false }
    var defaultLayoutPriority: Double { 0 }
    func layoutValuesSource(node: ViewNode) -> ViewNode? { nil }
    var arrangementDependsOnPosition: Bool { false }
}

/// The type's name without generic arguments: `VStack`, not
/// `VStack<TupleView<…>>`.
func typeName(_ type: Any.Type) -> String {
    // `_typeName`, not `String(describing:)`: that one first asks whether
    // the value is `CustomStringConvertible` and the like, and each failed
    // question scans the program's conformances (see `UnitCapabilities`).
    let full = _typeName(type, qualified: false)
    if let bracket = full.firstIndex(of: "<") { return String(full[..<bracket]) }
    return full
}
