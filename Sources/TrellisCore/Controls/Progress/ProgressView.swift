import Foundation

/// Shows progress, as SwiftUI's `ProgressView`.
///
/// Determinate (`value:total:`), it is a rounded grey track with an
/// accent fill `value / total` of its length: greedy along its length
/// (160 points when asked for its ideal width), 6 points tall. The
/// fraction is clamped to 0…1; a NaN, infinite or non-positive total, or
/// a NaN value, shows an empty track rather than trapping. The fill
/// animates between values when the change is animated.
///
/// Indeterminate (`ProgressView()`, a nil value), it is a spinning arc, 32
/// points across at the regular size, as on macOS (`.linear` makes it a
/// bar with a segment gliding to and fro). It is drawn by the frame clock
/// only while it is painted: out of sight or gone, it wakes nothing.
///
/// A label stands above a bar (below a spinner), a current-value label
/// under the bar in the secondary style.
public nonisolated struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    public typealias Body = Never
    let fraction: Double?
    let label: Label?
    let currentValueLabel: CurrentValueLabel?

    static var idealWidth: CGFloat { 160 }
    static var barHeight: CGFloat { 6 }

    nonisolated init(fraction: Double?, label: Label?, currentValueLabel: CurrentValueLabel?) {
        self.fraction = fraction
        self.label = label
        self.currentValueLabel = currentValueLabel
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    public nonisolated init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(fraction: value.map { ProgressView.fraction(Double($0), of: Double(total)) }, label: nil, currentValueLabel: nil)
    }

    /// An indeterminate progress view.
    public nonisolated init() { self.init(fraction: nil, label: nil, currentValueLabel: nil) }

    /// The progress of a Foundation `Progress`, read when the view is made.
    public nonisolated init(_ progress: Progress) {
        self.init(fraction: progress.isIndeterminate ? nil : ProgressView.fraction(progress.fractionCompleted, of: 1),
                  label: nil, currentValueLabel: nil)
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    public nonisolated init(@ViewBuilder label: () -> Label) {
        self.init(fraction: nil, label: label(), currentValueLabel: nil)
    }

    public nonisolated init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(fraction: value.map { ProgressView.fraction(Double($0), of: Double(total)) }, label: label(),
                  currentValueLabel: nil)
    }
}

extension ProgressView {
    public nonisolated init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
                                                    @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(fraction: value.map { ProgressView.fraction(Double($0), of: Double(total)) }, label: label(),
                  currentValueLabel: currentValueLabel())
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    public nonisolated init(_ titleKey: LocalizedStringKey) {
        self.init(fraction: nil, label: Text(titleKey), currentValueLabel: nil)
    }

    @_disfavoredOverload
    public nonisolated init<S: StringProtocol>(_ title: S) {
        self.init(fraction: nil, label: Text(title), currentValueLabel: nil)
    }

    public nonisolated init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.init(fraction: value.map { ProgressView.fraction(Double($0), of: Double(total)) }, label: Text(titleKey),
                  currentValueLabel: nil)
    }

    @_disfavoredOverload
    public nonisolated init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(fraction: value.map { ProgressView.fraction(Double($0), of: Double(total)) }, label: Text(title),
                  currentValueLabel: nil)
    }
}

extension ProgressView {
    /// `value / total`, clamped to 0…1; 0 for anything undefined.
    nonisolated static func fraction(_ value: Double, of total: Double) -> Double {
        guard total.isFinite, total > 0, !value.isNaN else { return 0 }
        return min(1, max(0, value / total))
    }
}

/// A plain determinate bar paints itself; anything else (labels, a
/// spinner, a circular style) is composed of views.
@MainActor extension ProgressView: FramedView, AnimatablePaint {
    var kindName: String { "ProgressView" }

    private func isBar(_ node: ViewNode) -> Bool {
        label == nil && currentValueLabel == nil && fraction != nil && node.environment.progressStyle != .circular
    }

    func forEachChild(in node: ViewNode, _ visit: (ChildKey, any View) -> Void) {
        guard !isBar(node) else { return }
        visit(.index(0), ProgressComposition(fraction: fraction, label: label, currentValueLabel: currentValueLabel,
                                             style: node.environment.progressStyle))
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        guard isBar(node) else { return ModifierContent(subviews: subviews).sizeThatFits(proposal) }
        return CGSize(width: proposal.sanitized.width ?? Self.idealWidth, height: Self.barHeight)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {
        guard !isBar(node) else { return }
        ModifierContent(subviews: subviews).place(at: bounds.origin, proposal: proposal)
    }

    func explicitAlignment(_ key: AlignmentKey, size: CGSize, node: ViewNode, subviews: LayoutSubviews) -> CGFloat? {
        guard !isBar(node) else { return nil }
        return ModifierContent(subviews: subviews).explicitAlignment(key, size: size)
    }

    func paintValue(node: ViewNode) -> Motion.Vector { Motion.Vector(fraction ?? 0, 0, 0, 0) }

    func paint(node: ViewNode, into recorder: inout DisplayListRecorder) {
        guard isBar(node) else { return }
        let frame = node.presentedFrame
        guard frame.width.isFinite, frame.height.isFinite, frame.width > 0 else { return }
        let radius = frame.height / 2
        recorder.fill(Path(roundedRect: frame, cornerRadius: radius), SystemPalette.color(.track, in: node.environment.colorScheme))
        let shown = (node.animation.paintPresented ?? paintValue(node: node))[0]
        let fill = frame.width * min(1, max(0, shown.isNaN ? 0 : shown))
        guard fill > 0 else { return }
        // A sliver narrower than the rounding still reads as a rounded end.
        let bar = CGRect(x: frame.minX, y: frame.minY, width: max(fill, frame.height), height: frame.height)
        recorder.fill(Path(roundedRect: bar, cornerRadius: radius), node.environment.resolvedTint)
    }
}
