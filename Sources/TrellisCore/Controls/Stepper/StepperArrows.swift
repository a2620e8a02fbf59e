/// The stepper's two arrows on one rounded bezel, the up arrow above the
/// down arrow; each half is a button with its own hover and press, greyed
/// out when it has nothing to do. Held down, an arrow repeats (as a Mac's
/// stepper does) unless `buttonRepeatBehavior(.disabled)` says not to.
struct StepperArrows: View {
    let increment: (@MainActor () -> Void)?
    let decrement: (@MainActor () -> Void)?
    @Environment(\.controlSize) private var size
    @Environment(\.colorScheme) private var scheme
    @Environment(\.buttonRepeatBehavior) private var repeatBehavior

    var body: some View {
        let palette = ControlPalette(scheme: scheme)
        let width = size.scaled(15), height = size.scaled(22)
        VStack(spacing: 0) {
            Button { increment?() } label: { StepperChevron(pointsUp: true) }
                .buttonStyle(StepperHalfStyle(width: width, height: height / 2))
                .disabled(increment == nil)
            Button { decrement?() } label: { StepperChevron(pointsUp: false) }
                .buttonStyle(StepperHalfStyle(width: width, height: height / 2))
                .disabled(decrement == nil)
        }
        .buttonRepeatBehavior(repeatBehavior == .disabled ? .disabled : .enabled)
        .background(palette.bezel(hovered: false, pressed: false), in: RoundedRectangle(cornerRadius: 4))
        .overlay(RoundedRectangle(cornerRadius: 4).stroke(palette.edge, lineWidth: 1))
        .centredTextBaseline()
    }
}

struct StepperHalfStyle: ButtonStyle {
    let width: CGFloat
    let height: CGFloat

    func makeBody(configuration: Configuration) -> some View {
        StepperHalf(label: configuration.label, width: width, height: height,
                    hovered: configuration.isHovered, pressed: configuration.isPressed)
    }
}

struct StepperHalf: View {
    let label: ButtonStyleConfiguration.Label
    let width: CGFloat
    let height: CGFloat
    let hovered: Bool
    let pressed: Bool
    @Environment(\.colorScheme) private var scheme

    var body: some View {
        let palette = ControlPalette(scheme: scheme)
        label
            .frame(width: width, height: height)
            .background(hovered || pressed ? palette.bezel(hovered: hovered, pressed: pressed) : Color.clear,
                        in: RoundedRectangle(cornerRadius: 3))
    }
}

/// A small chevron pointing up or down, in the glyph colour.
struct StepperChevron: View {
    let pointsUp: Bool
    @Environment(\.colorScheme) private var scheme

    var body: some View {
        ChevronShape(pointsUp: pointsUp)
            .stroke(ControlPalette(scheme: scheme).glyph, lineWidth: 1.25)
            .frame(width: 7, height: 4)
    }
}

struct ChevronShape: Shape {
    let pointsUp: Bool

    nonisolated func path(in rect: CGRect) -> Path {
        var path = Path()
        let tip = pointsUp ? rect.minY : rect.maxY, ends = pointsUp ? rect.maxY : rect.minY
        path.addLines([CGPoint(x: rect.minX, y: ends), CGPoint(x: rect.midX, y: tip), CGPoint(x: rect.maxX, y: ends)])
        return path
    }
}
