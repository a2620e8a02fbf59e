/// How the built-in toggle styles draw: button styles for the button that
/// flips the toggle, so hover and press come from the button.

/// A check box and the label beside it.
struct CheckboxChrome: ButtonStyle {
    let isOn: Bool
    let isMixed: Bool

    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 6) {
            CheckBox(isOn: isOn, isMixed: isMixed, hovered: configuration.isHovered, pressed: configuration.isPressed)
            ControlLabel(content: configuration.label, dimsWhenDisabled: false)
        }
    }
}

/// The box: 14 points square at the regular size, filled with the accent
/// colour and checked while on.
struct CheckBox: View {
    let isOn: Bool
    let isMixed: Bool
    let hovered: Bool
    let pressed: Bool
    @Environment(\.controlSize) private var size
    @Environment(\.colorScheme) private var scheme

    var body: some View {
        let palette = ControlPalette(scheme: scheme)
        let side = size.scaled(14)
        let marked = isOn || isMixed
        ZStack {
            RoundedRectangle(cornerRadius: side / 4)
                .fill(marked ? (pressed ? palette.accent.opacity(0.8) : palette.accent) : palette.bezel(hovered: hovered, pressed: pressed))
            RoundedRectangle(cornerRadius: side / 4)
                .stroke(marked ? Color.clear : palette.edge, lineWidth: 1)
            if marked {
                CheckMark(isMixed: isMixed && !isOn)
                    .stroke(palette.onAccent, lineWidth: max(1.5, side / 7))
            }
        }
        .frame(width: side, height: side)
    }
}

/// A check mark, or the dash of a mixed state.
struct CheckMark: Shape {
    let isMixed: Bool

    nonisolated func path(in rect: CGRect) -> Path {
        var path = Path()
        func point(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: rect.minX + x * rect.width, y: rect.minY + y * rect.height) }
        if isMixed {
            path.addLines([point(0.25, 0.5), point(0.75, 0.5)])
        } else {
            path.addLines([point(0.24, 0.52), point(0.43, 0.71), point(0.77, 0.3)])
        }
        return path
    }
}

/// A switch: a capsule 38 by 22 points at the regular size, the accent
/// colour while on, with a round knob that slides to the end it points to.
struct SwitchChrome: ButtonStyle {
    let isOn: Bool

    func makeBody(configuration: Configuration) -> some View {
        SwitchTrack(isOn: isOn, hovered: configuration.isHovered, pressed: configuration.isPressed)
    }
}

struct SwitchTrack: View {
    let isOn: Bool
    let hovered: Bool
    let pressed: Bool
    @Environment(\.controlSize) private var size
    @Environment(\.colorScheme) private var scheme

    /// How long the knob takes to cross, and how the track's colour fades.
    static let slide = Animation.easeInOut(duration: 0.15)

    var body: some View {
        let palette = ControlPalette(scheme: scheme)
        let width = size.scaled(38), height = size.scaled(22)
        let knob = height - 4
        ZStack(alignment: isOn ? .trailing : .leading) {
            Capsule()
                .fill(isOn ? palette.accent : palette.track)
                .frame(width: width, height: height)
            Circle()
                .fill(palette.knob(pressed: pressed))
                .overlay(Circle().stroke(palette.knobEdge, lineWidth: hovered ? 1 : 0.5))
                .frame(width: knob, height: knob)
                .padding(2)
        }
        .animation(Self.slide, value: isOn)
        .centredTextBaseline()
    }
}

/// A bordered push button that looks pressed while the toggle is on.
struct ToggleButtonChrome: ButtonStyle {
    let isOn: Bool

    func makeBody(configuration: Configuration) -> some View {
        ToggleButtonFace(label: configuration.label, isOn: isOn,
                         hovered: configuration.isHovered, pressed: configuration.isPressed)
    }
}

struct ToggleButtonFace: View {
    let label: ButtonStyleConfiguration.Label
    let isOn: Bool
    let hovered: Bool
    let pressed: Bool
    @Environment(\.colorScheme) private var scheme

    var body: some View {
        let palette = ControlPalette(scheme: scheme)
        label
            .padding(.horizontal, 10)
            .padding(.vertical, 3)
            .background(palette.bezel(hovered: hovered, pressed: pressed || isOn), in: RoundedRectangle(cornerRadius: 6))
            .overlay(RoundedRectangle(cornerRadius: 6).stroke(palette.edge, lineWidth: 1))
    }
}
