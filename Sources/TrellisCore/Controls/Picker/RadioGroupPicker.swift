/// A radio-group picker: its label, then a radio button per option in a
/// column (a row under `horizontalRadioGroupLayout()`), the label on the
/// first option's baseline.
struct RadioGroupPickerBody<Label: View>: View {
    let label: Label
    let choice: PickerChoice
    let horizontal: Bool

    var body: some View {
        HStack(alignment: .firstTextBaseline, spacing: 8) {
            ControlLabel(content: label)
            if horizontal {
                HStack(spacing: 12) { radios }
            } else {
                VStack(alignment: .leading, spacing: 6) { radios }
            }
        }
    }

    private var radios: some View {
        ForEach(choice.options.indices, id: \.self) { index in
            Button { choice.select(index) } label: { choice.options[index].content }
                .buttonStyle(RadioStyle(isSelected: index == choice.selected))
        }
    }
}

struct RadioStyle: ButtonStyle {
    let isSelected: Bool

    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 6) {
            RadioDot(isSelected: isSelected, hovered: configuration.isHovered, pressed: configuration.isPressed)
            configuration.label
        }
    }
}

/// The round button: 14 points at the regular size, filled with the
/// accent colour around a white dot when chosen.
struct RadioDot: View {
    let isSelected: Bool
    let hovered: Bool
    let pressed: Bool
    @Environment(\.controlSize) private var size
    @Environment(\.colorScheme) private var scheme

    var body: some View {
        let palette = ControlPalette(scheme: scheme)
        let side = size.scaled(14)
        ZStack {
            Circle().fill(isSelected ? palette.accent : palette.bezel(hovered: hovered, pressed: pressed))
            Circle().stroke(isSelected ? Color.clear : palette.edge, lineWidth: 1)
            if isSelected {
                Circle().fill(palette.onAccent).frame(width: side * 0.4, height: side * 0.4)
            }
        }
        .frame(width: side, height: side)
    }
}
