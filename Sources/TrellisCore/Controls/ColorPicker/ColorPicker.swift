/// A control for choosing a colour, as SwiftUI's `ColorPicker`: its label,
/// then a colour well (the chosen colour on a 44 × 22 bezel, over a
/// checkerboard where it is translucent). A click, or Space or Return
/// while it has the focus, opens GNOME's palette in a popup below it
/// (`ColorPalettePanel`); choosing a swatch writes the binding and closes
/// it. With `supportsOpacity` the popup also has an opacity slider, which
/// writes the binding as it moves; without it the well shows the colour
/// opaque and the palette writes opaque colours.
///
/// Only `Binding<Color>`: there is no `CGColor` on Linux.
public nonisolated struct ColorPicker<Label: View>: View {
    public typealias Body = Never
    let selection: Binding<Color>
    let supportsOpacity: Bool
    let label: Label

    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.supportsOpacity = supportsOpacity
        self.label = label()
    }
}

extension ColorPicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}

@MainActor extension ColorPicker: ContentWrapperLayout {
    var kindName: String { "ColorPicker" }

    func forEachChild(in node: ViewNode, _ visit: (ChildKey, any View) -> Void) {
        visit(.index(0), HStack(spacing: 8) {
            ControlLabel(content: label)
            ColorWell(selection: selection, supportsOpacity: supportsOpacity)
        })
    }

    /// The well, which opens the palette.
    func well(in node: ViewNode) -> ViewNode? { node.firstSubview { $0.unit is ColorWell } }
}

/// One Tab stop; Space or Return opens the palette, its first swatch
/// highlighted, as a focused pop-up opens its menu.
@MainActor extension ColorPicker: Focusable {
    func handleKey(_ press: KeyPress, node: ViewNode, host: ViewHost) -> KeyPress.Result {
        guard press.phase != .up, press.key == .space || press.key == .return,
              press.modifiers.isDisjoint(with: .commandKeys), node.environment.isEnabled,
              let well = well(in: node), let control = well.unit as? ColorWell else { return .ignored }
        control.open(node: well, fromKeyboard: true)
        return .handled
    }

    /// The ring follows the well's bezel, not the label.
    func focusRingPath(node: ViewNode) -> Path {
        guard let well = well(in: node) else { return FocusRing.defaultPath(for: node) }
        let frame = well.presentedFrame.insetBy(dx: -FocusRing.outset, dy: -FocusRing.outset)
        return RoundedRectangle(cornerRadius: ColorWellFace.cornerRadius).path(in: frame)
    }
}

@MainActor extension ColorPicker: AccessibleView {
    /// A push button named by its label that opens a popup; its value and
    /// description name the colour ("Blue 3", "#FF8000, 50% opacity").
    func accessibility(node: ViewNode) -> AccessibilityDescription? {
        var description = AccessibilityDescription(role: .pushButton, name: AccessibleNames.text(of: label))
        let shown = ColorNames.describe(selection.wrappedValue.resolved(in: node.environment), withOpacity: supportsOpacity)
        description.value = shown
        description.hint = shown
        description.states = [.hasPopup, .expandable]
        guard let well = well(in: node) else { return description }
        if let context = node.environment.popupContext,
           context.stack.requests.contains(where: { $0.level == context.level + 1 && $0.anchor == well.frame }) {
            description.states.insert(.expanded)
        }
        if node.environment.isEnabled {
            description.states.insert(.focusable)
            description.actions = [.click(well, description: "Choose a colour")]
        }
        return description
    }
}
