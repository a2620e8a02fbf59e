/// The size of a control, as SwiftUI's `ControlSize`: set with
/// `.controlSize(_:)`, read by the standard controls (toggles, sliders,
/// steppers, pickers, progress indicators) to scale what they draw.
public enum ControlSize: Hashable, Sendable, CaseIterable {
    case mini, small, regular, large, extraLarge

    /// How much a control's own parts (a switch, a box, a knob) grow or
    /// shrink against the regular size; labels keep their font.
    var scale: CGFloat {
        switch self {
        case .mini: 0.7
        case .small: 0.82
        case .regular: 1
        case .large: 1.18
        case .extraLarge: 1.36
        }
    }

    /// A regular measurement at this size, rounded to whole points.
    func scaled(_ regular: CGFloat) -> CGFloat { (regular * scale).rounded() }
}

extension EnvironmentValues {
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }

    /// Whether controls hide their labels (`labelsHidden()`).
    var labelsHidden: Bool {
        get { self[LabelsHiddenKey.self] }
        set { self[LabelsHiddenKey.self] = newValue }
    }
}

private struct ControlSizeKey: EnvironmentKey { static let defaultValue = ControlSize.regular }
private struct LabelsHiddenKey: EnvironmentKey { static let defaultValue = false }

nonisolated extension View {
    /// Sets the size of the controls inside.
    public func controlSize(_ controlSize: ControlSize) -> some View {
        environment(\.controlSize, controlSize)
    }

    /// Hides the labels of the controls inside (a toggle's title, a
    /// picker's or a slider's label); the controls keep their own parts.
    public func labelsHidden() -> some View {
        EnvironmentModifierView(content: self, value: true) { $0.labelsHidden = $1 }
    }
}
