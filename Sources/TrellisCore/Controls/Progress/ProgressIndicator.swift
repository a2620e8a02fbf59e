import Foundation

/// The drawn parts of a progress view that are not a plain bar: a spinner
/// (an arc turning once a second), a ring filled to a fraction, or a bar
/// with a segment gliding to and fro. The spinner and the gliding bar are
/// drawn from the frame clock's time and ask for the next frame only when
/// they were painted.
struct ProgressIndicator: View {
    typealias Body = Never
    let fraction: Double?
    var isLinear = false

    static func diameter(_ size: ControlSize) -> CGFloat { size.scaled(32) }
    /// Seconds per turn of the spinner, and per crossing of the gliding segment.
    static let period = 1.0
}

@MainActor extension ProgressIndicator: FramedView {
    var kindName: String { "ProgressIndicator" }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        if isLinear {
            return CGSize(width: proposal.sanitized.width ?? ProgressView<EmptyView, EmptyView>.idealWidth,
                          height: ProgressView<EmptyView, EmptyView>.barHeight)
        }
        let side = Self.diameter(node.environment.controlSize)
        return CGSize(width: side, height: side)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {}

    func paint(node: ViewNode, into recorder: inout DisplayListRecorder) {
        let frame = node.presentedFrame
        guard frame.width.isFinite, frame.height.isFinite, frame.width > 0, frame.height > 0 else { return }
        let palette = ControlPalette(scheme: node.environment.colorScheme)
        if isLinear {
            paintGlidingBar(in: frame, palette: palette, environment: node.environment, recorder: &recorder)
            return
        }
        let side = min(frame.width, frame.height)
        let line = max(2, side / 10)
        let circle = CGRect(x: frame.midX - side / 2, y: frame.midY - side / 2, width: side, height: side)
            .insetBy(dx: line / 2, dy: line / 2)
        recorder.stroke(Path(ellipseIn: circle), width: line, palette.track.resolved(in: node.environment))
        let centre = CGPoint(x: circle.midX, y: circle.midY), radius = circle.width / 2
        var arc = Path()
        if let fraction {
            guard fraction > 0 else { return }
            arc.addArc(center: centre, radius: radius, startAngle: .degrees(-90),
                       endAngle: .degrees(-90 + 360 * min(1, fraction)), clockwise: false)
            recorder.stroke(arc, width: line, node.environment.resolvedTint)
        } else {
            recorder.drawsOverTime = true
            let turn = recorder.time.truncatingRemainder(dividingBy: Self.period) / Self.period * 360
            arc.addArc(center: centre, radius: radius, startAngle: .degrees(turn), endAngle: .degrees(turn + 100),
                       clockwise: false)
            recorder.stroke(arc, width: line, palette.glyph.resolved(in: node.environment))
        }
    }

    /// A segment a third of the track long eases from one end to the
    /// other and back.
    private func paintGlidingBar(in frame: CGRect, palette: ControlPalette, environment: EnvironmentValues,
                                 recorder: inout DisplayListRecorder) {
        recorder.drawsOverTime = true
        let radius = frame.height / 2
        recorder.fill(Path(roundedRect: frame, cornerRadius: radius), palette.track.resolved(in: environment))
        let phase = recorder.time.truncatingRemainder(dividingBy: 2 * Self.period) / Self.period   // 0…2
        let position = (1 - cos(phase * .pi)) / 2                                                // 0…1…0
        let length = frame.width / 3
        let segment = CGRect(x: frame.minX + (frame.width - length) * position, y: frame.minY, width: length, height: frame.height)
        recorder.fill(Path(roundedRect: segment, cornerRadius: radius), environment.resolvedTint)
    }
}
