/// The stepper's two arrows on one rounded bezel, the up arrow above the
/// down arrow; each half is a button with its own hover and press, greyed
/// out when it has nothing to do. Held down, an arrow repeats (as a Mac's
/// stepper does) unless `buttonRepeatBehavior(.disabled)` says not to.
/// `onEditingChanged` brackets a press: true before its first step,
/// false when the arrow is let go (however many steps a hold made).
struct StepperArrows: View {
    let increment: (@MainActor () -> Void)?
    let decrement: (@MainActor () -> Void)?
    var onEditingChanged: ((Bool) -> Void)?
    @State private var editing = StepperPressEditing()
    @Environment(\.controlSize) private var size
    @Environment(\.colorScheme) private var scheme
    @Environment(\.buttonRepeatBehavior) private var repeatBehavior

    var body: some View {
        let palette = ControlPalette(scheme: scheme)
        let width = size.scaled(15), height = size.scaled(22)
        let up = acting(increment), down = acting(decrement), released = releasing()
        VStack(spacing: 0) {
            Button { up?() } label: { StepperChevron(pointsUp: true) }
                .buttonStyle(StepperHalfStyle(width: width, height: height / 2, released: released))
                .disabled(increment == nil)
            Button { down?() } label: { StepperChevron(pointsUp: false) }
                .buttonStyle(StepperHalfStyle(width: width, height: height / 2, released: released))
                .disabled(decrement == nil)
        }
        .buttonRepeatBehavior(repeatBehavior == .disabled ? .disabled : .enabled)
        // An arrow greyed out at the end of the range is let go of, in effect.
        .onChange(of: increment == nil) { _, isOff in if isOff { released?() } }
        .onChange(of: decrement == nil) { _, isOff in if isOff { released?() } }
        .background(palette.bezel(hovered: false, pressed: false), in: RoundedRectangle(cornerRadius: 4))
        .overlay(RoundedRectangle(cornerRadius: 4).stroke(palette.edge, lineWidth: 1))
        .centredTextBaseline()
    }
}

extension StepperArrows {
    /// The action, telling the start of editing first.
    private func acting(_ action: (@MainActor () -> Void)?) -> (@MainActor () -> Void)? {
        guard let action, let onEditingChanged else { return action }
        let editing = editing
        return {
            if !editing.isActive { editing.isActive = true; onEditingChanged(true) }
            action()
        }
    }

    /// What a released arrow runs: the end of editing, once.
    private func releasing() -> (@MainActor () -> Void)? {
        guard let onEditingChanged else { return nil }
        let editing = editing
        return {
            guard editing.isActive else { return }
            editing.isActive = false
            onEditingChanged(false)
        }
    }
}

/// Whether the stepper's arrows are being pressed and have stepped.
final class StepperPressEditing {
    var isActive = false
}

struct StepperHalfStyle: ButtonStyle {
    let width: CGFloat
    let height: CGFloat
    var released: (@MainActor () -> Void)?

    func makeBody(configuration: Configuration) -> some View {
        StepperHalf(label: configuration.label, width: width, height: height,
                    hovered: configuration.isHovered, pressed: configuration.isPressed)
            .onChange(of: configuration.isPressed) { _, pressed in if !pressed { released?() } }
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
