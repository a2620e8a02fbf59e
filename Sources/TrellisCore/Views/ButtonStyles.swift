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

/// A desktop push button: the label padded on a white rounded background
/// with a thin border, grey while pressed.
public struct BorderedButtonStyle: ButtonStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(.horizontal, 10)
            .padding(.vertical, 3)
            .background(fill(configuration), in: RoundedRectangle(cornerRadius: 6))
            .overlay(RoundedRectangle(cornerRadius: 6).strokeBorder(Color.black.opacity(0.2), lineWidth: 1))
    }

    private func fill(_ configuration: Configuration) -> Color {
        configuration.isPressed ? Color(white: 0.82) : configuration.isHovered ? Color(white: 0.96) : .white
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
