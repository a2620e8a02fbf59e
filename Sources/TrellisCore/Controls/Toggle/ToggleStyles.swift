/// The automatic toggle style. On a Mac it is a check box; Trellis keeps
/// that on Linux: GTK's own check button is the same control (a box, then
/// its label, the whole row clickable), forms written for a Mac keep their
/// geometry, and GNOME keeps switches for settings that apply at once,
/// which an app asks for with `.toggleStyle(.switch)`.
public struct DefaultToggleStyle: ToggleStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        CheckboxToggleStyle().makeBody(configuration: configuration)
    }
}

/// A box with a check mark, then the label; clicking either flips it.
public struct CheckboxToggleStyle: ToggleStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        Button { configuration.isOn.toggle() } label: { configuration.label }
            .buttonStyle(CheckboxChrome(isOn: configuration.isOn, isMixed: configuration.isMixed))
    }
}

/// The label, then a switch whose knob slides across when it flips; only
/// the switch is clickable, as on macOS and in GTK.
public struct SwitchToggleStyle: ToggleStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 8) {
            ControlLabel(content: configuration.label)
            Button { configuration.isOn.toggle() } label: { EmptyView() }
                .buttonStyle(SwitchChrome(isOn: configuration.isOn))
        }
    }
}

/// A push button that stays down while the toggle is on.
public struct ButtonToggleStyle: ToggleStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        Button { configuration.isOn.toggle() } label: { configuration.label }
            .buttonStyle(ToggleButtonChrome(isOn: configuration.isOn))
    }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == CheckboxToggleStyle {
    public static var checkbox: CheckboxToggleStyle { CheckboxToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

/// A control's label, left out under `labelsHidden()` or where a form
/// shows it in its label column, and dimmed like the control when it is
/// disabled (unless it is inside the control's button, which dims it
/// already).
struct ControlLabel<Content: View>: View {
    let content: Content
    var dimsWhenDisabled = true
    @Environment(\.labelsHidden) private var labelsHidden
    @Environment(\.formShowsTitlesApart) private var formShowsTitle
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        if labelsHidden || formShowsTitle {
            EmptyView()
        } else if dimsWhenDisabled && !isEnabled {
            content.opacity(0.45)
        } else {
            content
        }
    }
}
