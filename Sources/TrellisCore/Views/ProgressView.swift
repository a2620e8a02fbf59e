/// A determinate progress bar, as SwiftUI's `ProgressView(value:total:)`
/// drawn the desktop way: a rounded grey track with an accent-blue fill
/// whose length is `value / total` of the track.
///
/// The fraction is clamped to 0…1; a NaN, infinite or non-positive total,
/// or a NaN value, shows an empty track rather than trapping. A nil value
/// (indeterminate) also shows the track alone.
///
/// Size: greedy along its length (it takes the width offered; 160 points
/// when asked for its ideal size), 6 points tall whatever is offered. The
/// fill animates between values when the change is animated.
public nonisolated struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    public typealias Body = Never
    let fraction: Double?

    static var idealWidth: CGFloat { 160 }
    static var barHeight: CGFloat { 6 }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    public nonisolated init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        fraction = value.map { ProgressView.fraction(Double($0), of: Double(total)) }
    }

    /// An indeterminate progress view.
    public nonisolated init() { fraction = nil }
}

extension ProgressView {
    /// `value / total`, clamped to 0…1; 0 for anything undefined.
    nonisolated static func fraction(_ value: Double, of total: Double) -> Double {
        guard total.isFinite, total > 0, !value.isNaN else { return 0 }
        return min(1, max(0, value / total))
    }
}

@MainActor extension ProgressView: FramedView, AnimatablePaint {
    var kindName: String { "ProgressView" }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        CGSize(width: proposal.sanitized.width ?? Self.idealWidth, height: Self.barHeight)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {}

    func paintValue(node: ViewNode) -> Motion.Vector { Motion.Vector(fraction ?? 0, 0, 0, 0) }

    func paint(node: ViewNode, into canvas: inout Canvas) {
        let frame = node.presentedFrame
        guard frame.width.isFinite, frame.height.isFinite, frame.width > 0 else { return }
        let radius = frame.height / 2
        canvas.fill(Path(roundedRect: frame, cornerRadius: radius), SystemPalette.color(.track, in: node.environment.colorScheme))
        let shown = (node.animation.paintPresented ?? paintValue(node: node))[0]
        let fill = frame.width * min(1, max(0, shown.isNaN ? 0 : shown))
        guard fill > 0 else { return }
        // A sliver narrower than the rounding still reads as a rounded end.
        let bar = CGRect(x: frame.minX, y: frame.minY, width: max(fill, frame.height), height: frame.height)
        canvas.fill(Path(roundedRect: bar, cornerRadius: radius), node.environment.resolvedTint)
    }
}
