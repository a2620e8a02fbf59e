/// What a colour picker opens: GNOME's palette as nine columns of five
/// swatches (a hue per column, light to dark), the chosen one ringed in
/// the accent colour, and with `supportsOpacity` an opacity slider under
/// it. A swatch is a button: choosing it writes the colour (at the
/// slider's opacity) and closes the popup, as choosing a menu item does;
/// the slider writes the binding while it moves and leaves it open. Up
/// and Down move through the swatches column by column, Return chooses,
/// Escape closes (the popup's menu keys).
struct ColorPalettePanel: View {
    let selection: Binding<Color>
    let supportsOpacity: Bool
    /// The picker's environment: a popup's views do not inherit it.
    let environment: EnvironmentValues
    /// The opacity chosen here, shown by the slider (the popup does not
    /// see the binding's owner update).
    @State private var opacity: Double

    init(selection: Binding<Color>, supportsOpacity: Bool, environment: EnvironmentValues) {
        self.selection = selection
        self.supportsOpacity = supportsOpacity
        self.environment = environment
        _opacity = State(initialValue: supportsOpacity ? selection.wrappedValue.resolved(in: environment).alpha : 1)
    }

    static let swatchSide: CGFloat = 20
    static let spacing: CGFloat = 4
    static let paletteWidth = 9 * swatchSide + 8 * spacing

    var body: some View {
        let palette = ControlPalette(scheme: environment.colorScheme)
        let chosen = selection.wrappedValue.resolved(in: environment)
        VStack(alignment: .leading, spacing: 10) {
            HStack(spacing: Self.spacing) {
                ForEach(GnomePalette.hues.indices, id: \.self) { hue in
                    VStack(spacing: Self.spacing) {
                        ForEach(0..<5, id: \.self) { shade in swatch(GnomePalette.swatches[hue * 5 + shade], chosen: chosen) }
                    }
                }
            }
            if supportsOpacity {
                HStack(spacing: 8) {
                    // The slider's label names it for screen readers too.
                    Slider(value: opacityBinding, in: 0...1) { Text("Opacity") }
                    Text("\(Int((opacity * 100).rounded()))%").monospacedDigit().frame(width: 36, alignment: .trailing)
                }
                // As wide as the palette: the track takes what the texts leave.
                .frame(width: Self.paletteWidth)
            }
        }
        .padding(8)
        .background(palette.bezel(hovered: false, pressed: false))
        .overlay(Rectangle().stroke(palette.edge, lineWidth: 1))
        .environment(\.colorScheme, environment.colorScheme)
    }

    private func swatch(_ swatch: GnomePalette.Swatch, chosen: RGBAColor) -> some View {
        let components = swatch.components
        let isChosen = abs(components.red - chosen.red) < 0.002 && abs(components.green - chosen.green) < 0.002
            && abs(components.blue - chosen.blue) < 0.002
        return Button { choose(components) } label: { Color(components) }
            .buttonStyle(SwatchStyle(isChosen: isChosen))
            .accessibilityLabel(swatch.name)
    }

    /// Writes the swatch's colour at the opacity shown; the popup closes.
    private func choose(_ components: RGBAColor) {
        var color = components
        color.alpha = supportsOpacity ? opacity : 1
        selection.wrappedValue = Color(color)
    }

    /// The slider moves the chosen colour's opacity, and shows it here.
    private var opacityBinding: Binding<Double> {
        let selection = selection, environment = environment, state = $opacity
        return Binding(get: { state.wrappedValue }, set: { value in
            state.wrappedValue = value
            var color = selection.wrappedValue.resolved(in: environment)
            color.alpha = value
            selection.wrappedValue = Color(color)
        })
    }
}

/// A palette swatch: the colour in a rounded square with a thin edge; the
/// chosen one ringed in the accent colour, one under the pointer (or
/// highlighted from the keyboard) outlined in the label colour.
struct SwatchStyle: ButtonStyle {
    let isChosen: Bool

    func makeBody(configuration: Configuration) -> some View {
        SwatchFace(label: configuration.label, isChosen: isChosen, hovered: configuration.isHovered || configuration.isPressed)
    }
}

struct SwatchFace: View {
    let label: ButtonStyleConfiguration.Label
    let isChosen: Bool
    let hovered: Bool
    @Environment(\.colorScheme) private var scheme

    var body: some View {
        let palette = ControlPalette(scheme: scheme)
        let shape = RoundedRectangle(cornerRadius: 4)
        label
            .frame(width: ColorPalettePanel.swatchSide, height: ColorPalettePanel.swatchSide)
            .clipShape(shape)
            .overlay(shape.stroke(palette.edge, lineWidth: 1))
            .overlay(shape.inset(by: -2).stroke(isChosen ? palette.accent : hovered ? Color.primary : Color.clear,
                                                lineWidth: isChosen ? 2 : 1.5))
    }
}
