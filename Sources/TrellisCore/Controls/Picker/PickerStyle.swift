/// How pickers look, as SwiftUI's `PickerStyle`. Like SwiftUI's, its
/// requirements are private: apps choose one of the built-in styles.
public protocol PickerStyle {}

/// The shapes Trellis draws pickers in.
enum PickerStyleKind: Hashable, Sendable {
    case menu, segmented, radioGroup
}

protocol BuiltInPickerStyle {
    var kind: PickerStyleKind { get }
}

/// The automatic style: a pop-up menu, as on macOS (GTK's drop-down).
public struct DefaultPickerStyle: PickerStyle, BuiltInPickerStyle {
    public init() {}
    var kind: PickerStyleKind { .menu }
}

/// A button showing the chosen option that opens a menu of them all.
public struct MenuPickerStyle: PickerStyle, BuiltInPickerStyle {
    public init() {}
    var kind: PickerStyleKind { .menu }
}

/// The options side by side in one segmented control.
public struct SegmentedPickerStyle: PickerStyle, BuiltInPickerStyle {
    public init() {}
    var kind: PickerStyleKind { .segmented }
}

/// A radio button for each option, in a column.
public struct RadioGroupPickerStyle: PickerStyle, BuiltInPickerStyle {
    public init() {}
    var kind: PickerStyleKind { .radioGroup }
}

/// Every option shown with the views around it. Outside a list, as on
/// macOS, that is a group of radio buttons.
public struct InlinePickerStyle: PickerStyle, BuiltInPickerStyle {
    public init() {}
    var kind: PickerStyleKind { .radioGroup }
}

/// The options as a row of compact elements: segments, outside a menu.
public struct PalettePickerStyle: PickerStyle, BuiltInPickerStyle {
    public init() {}
    var kind: PickerStyleKind { .segmented }
}

extension PickerStyle where Self == DefaultPickerStyle {
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == RadioGroupPickerStyle {
    public static var radioGroup: RadioGroupPickerStyle { RadioGroupPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension PickerStyle where Self == PalettePickerStyle {
    public static var palette: PalettePickerStyle { PalettePickerStyle() }
}

extension EnvironmentValues {
    var pickerStyle: PickerStyleKind {
        get { self[PickerStyleKey.self] }
        set { self[PickerStyleKey.self] = newValue }
    }

    /// `horizontalRadioGroupLayout()`: radio buttons in a row.
    var radioGroupIsHorizontal: Bool {
        get { self[HorizontalRadioGroupKey.self] }
        set { self[HorizontalRadioGroupKey.self] = newValue }
    }
}

private struct PickerStyleKey: EnvironmentKey { static let defaultValue = PickerStyleKind.menu }
private struct HorizontalRadioGroupKey: EnvironmentKey { static let defaultValue = false }

nonisolated extension View {
    /// Sets the style of the pickers inside.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        let kind = (style as? any BuiltInPickerStyle)?.kind ?? .menu
        return EnvironmentModifierView(content: self, value: kind) { $0.pickerStyle = $1 }
    }

    /// Lays the radio buttons of the radio-group pickers inside in a row.
    public func horizontalRadioGroupLayout() -> some View {
        EnvironmentModifierView(content: self, value: true) { $0.radioGroupIsHorizontal = $1 }
    }
}
