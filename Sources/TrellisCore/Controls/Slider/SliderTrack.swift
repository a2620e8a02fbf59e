/// The track and knob of a slider: a thin groove filled with the accent
/// colour up to a round knob. At the regular size it is 20 points tall
/// with an 18-point knob; along the track it takes what it is offered
/// (160 points when asked for its ideal width, never less than the knob).
struct SliderTrack: View {
    typealias Body = Never
    let model: SliderModel

    static func height(_ size: ControlSize) -> CGFloat { size.scaled(20) }
    static func knobDiameter(_ size: ControlSize) -> CGFloat { size.scaled(18) }
    static let idealWidth: CGFloat = 160
}

@MainActor extension SliderTrack: FramedView, AnimatablePaint, PointerTracking, KeyboardOperable {
    var kindName: String { "SliderTrack" }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        let size = node.environment.controlSize
        let width = proposal.sanitized.width ?? Self.idealWidth
        return CGSize(width: max(width, Self.knobDiameter(size)), height: Self.height(size))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {}

    func paintValue(node: ViewNode) -> Motion.Vector { Motion.Vector(model.fraction, 0, 0, 0) }

    /// The knob's centre runs from one radius inside the start to one
    /// radius inside the end.
    private func travel(in frame: CGRect, node: ViewNode) -> (start: CGFloat, length: CGFloat) {
        let radius = Self.knobDiameter(node.environment.controlSize) / 2
        return (frame.minX + radius, max(0, frame.width - 2 * radius))
    }

    private func knobCentre(in frame: CGRect, fraction: Double, node: ViewNode) -> CGFloat {
        let travel = travel(in: frame, node: node)
        return travel.start + travel.length * fraction
    }

    private func fraction(atX x: CGFloat, node: ViewNode) -> Double {
        let travel = travel(in: node.frame, node: node)
        guard travel.length > 0 else { return 0 }
        return Double((x - travel.start) / travel.length)
    }

    // MARK: Input

    /// On the knob, it is grabbed where it was pressed; elsewhere on the
    /// track, it jumps under the pointer first.
    func pointerPressed(at point: CGPoint, node: ViewNode) {
        let centre = knobCentre(in: node.frame, fraction: model.fraction, node: node)
        let radius = Self.knobDiameter(node.environment.controlSize) / 2
        node.interaction.dragAnchor = abs(point.x - centre) <= radius ? point.x - centre : 0
        model.onEditingChanged(true)
        model.set(model.value(at: fraction(atX: point.x - node.interaction.dragAnchor, node: node)))
    }

    func pointerDragged(to point: CGPoint, node: ViewNode) {
        guard point.x.isFinite else { return }
        model.set(model.value(at: fraction(atX: point.x - node.interaction.dragAnchor, node: node)))
    }

    func pointerReleased(at point: CGPoint, node: ViewNode) {
        model.onEditingChanged(false)
    }

    /// Left and Down lower the value, Right and Up raise it, by the step or
    /// a twentieth of the range.
    func handleKey(_ key: ControlKey, node: ViewNode) -> Bool {
        guard model.isUsable else { return false }
        let direction: Double
        switch key {
        case .leftArrow, .downArrow: direction = -1
        case .rightArrow, .upArrow: direction = 1
        default: return false
        }
        let current = model.value.wrappedValue.isNaN ? model.lower : model.value.wrappedValue
        model.set(model.clamped(current + direction * model.keyIncrement))
        return true
    }

    // MARK: Paint

    func paint(node: ViewNode, into recorder: inout DisplayListRecorder) {
        let frame = node.presentedFrame
        guard frame.width.isFinite, frame.height.isFinite, frame.width > 0 else { return }
        let palette = ControlPalette(scheme: node.environment.colorScheme)
        let enabled = node.environment.isEnabled
        let saved = recorder.opacity
        if !enabled { recorder.opacity *= 0.45 }
        defer { recorder.opacity = saved }

        let diameter = Self.knobDiameter(node.environment.controlSize)
        let groove: CGFloat = 4
        let shown = (node.animation.paintPresented ?? paintValue(node: node))[0]
        let centre = knobCentre(in: frame, fraction: min(1, max(0, shown.isNaN ? 0 : shown)), node: node)
        let grooveRect = CGRect(x: frame.minX + diameter / 2 - groove / 2, y: frame.midY - groove / 2,
                                width: max(0, frame.width - diameter + groove), height: groove)
        recorder.fill(Path(roundedRect: grooveRect, cornerRadius: groove / 2), palette.track.resolved(in: node.environment))
        let filled = CGRect(x: grooveRect.minX, y: grooveRect.minY, width: max(0, centre - grooveRect.minX), height: groove)
        recorder.fill(Path(roundedRect: filled, cornerRadius: groove / 2), node.environment.resolvedTint)

        let pressed = enabled && node.interaction.isPressed
        let knob = CGRect(x: centre - diameter / 2, y: frame.midY - diameter / 2, width: diameter, height: diameter)
        recorder.fill(Path(ellipseIn: knob), palette.knob(pressed: pressed).resolved(in: node.environment))
        let edge = enabled && node.interaction.isHovered ? palette.edge.opacity(1.6) : palette.knobEdge
        recorder.stroke(Path(ellipseIn: knob.insetBy(dx: 0.5, dy: 0.5)), width: 1, edge.resolved(in: node.environment))
    }
}
