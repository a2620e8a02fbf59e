/// The label alone, no chrome. On a desktop the label still reacts: its
/// translucent fills strengthen under the pointer and more while pressed.
/// That feedback is applied when the button paints (see `Button`), not
/// with modifiers in the body: hovering then repaints without rebuilding
/// the label, and a grid of plain buttons costs no extra views.
public struct PlainButtonStyle: ButtonStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
    }
}

/// A desktop push button: the label padded on a rounded background with a
/// thin border, lighter under the pointer and darker while pressed (in a
/// dark window: lighter while pressed). Colours come from `SystemPalette`.
public struct BorderedButtonStyle: ButtonStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        Bezel(configuration: configuration)
    }

    /// A view of its own rather than a closure over the configuration: a
    /// closure is new at every update of the button (its action is), and
    /// would make the bezel count as changed each time.
    private struct Bezel: View {
        let configuration: Configuration
        @Environment(\.buttonBorderShape) private var shape

        var body: some View {
            configuration.label
                .padding(.horizontal, 10)
                .padding(.vertical, 3)
                .background(fill, in: shape)
                .overlay(shape.strokeBorder(Color(system: .controlBorder), lineWidth: 1))
        }

        private var fill: Color {
            Color(system: configuration.isPressed ? .controlFillPressed
                : configuration.isHovered ? .controlFillHovered : .controlFill)
        }
    }
}

/// A push button filled with the tint (the accent colour unless `tint(_:)`
/// sets one), its label in white: the default action of a dialog.
public struct BorderedProminentButtonStyle: ButtonStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        Bezel(configuration: configuration)
    }

    /// A view of its own, as `BorderedButtonStyle`'s.
    private struct Bezel: View {
        let configuration: Configuration
        @Environment(\.buttonBorderShape) private var shape

        var body: some View {
            configuration.label
                .foregroundStyle(Color(system: .labelOnAccent))
                .padding(.horizontal, 10)
                .padding(.vertical, 3)
                .background(TintShapeStyle(), in: shape)
                // Hover lightens and a press darkens the tint, whatever it is.
                .overlay(shape.fill(
                    configuration.isPressed ? Color.black.opacity(0.2) : configuration.isHovered ? Color.white.opacity(0.1) : Color.clear))
        }
    }
}

/// The label alone with no bezel, as a borderless button on a Mac: the
/// same hover and press feedback as `.plain`, given when it paints.
public struct BorderlessButtonStyle: ButtonStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
    }
}

/// A button that looks like a link, as on a Mac: its label in the tint
/// (the accent colour unless `tint(_:)` sets one), dimmer while pressed.
/// `Link` draws with it.
public struct LinkButtonStyle: ButtonStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundStyle(TintShapeStyle())
            .opacity(configuration.isPressed ? 0.6 : 1)
    }
}

/// A button of an accessory bar (a row of scope buttons under a toolbar):
/// no bezel at rest, a rounded fill under the pointer and while pressed.
public struct AccessoryBarButtonStyle: ButtonStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(.horizontal, 6)
            .padding(.vertical, 2)
            .background(fill(configuration), in: RoundedRectangle(cornerRadius: 5))
    }

    private func fill(_ configuration: Configuration) -> Color {
        configuration.isPressed ? Color(system: .controlFillPressed)
            : configuration.isHovered ? Color(system: .controlFillHovered) : .clear
    }
}

/// The platform's default: bordered, as on macOS.
public typealias DefaultButtonStyle = BorderedButtonStyle

extension ButtonStyle where Self == PlainButtonStyle {
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension ButtonStyle where Self == BorderedButtonStyle {
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
    public static var automatic: BorderedButtonStyle { BorderedButtonStyle() }
}

extension ButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

extension ButtonStyle where Self == BorderlessButtonStyle {
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension ButtonStyle where Self == LinkButtonStyle {
    public static var link: LinkButtonStyle { LinkButtonStyle() }
}

extension ButtonStyle where Self == AccessoryBarButtonStyle {
    public static var accessoryBar: AccessoryBarButtonStyle { AccessoryBarButtonStyle() }
}
