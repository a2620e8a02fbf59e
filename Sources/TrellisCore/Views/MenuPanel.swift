/// The content of a menu's popup window: the menu's items in a column on a
/// panel (`SystemColor.menuBackground`) with a thin border, each button drawn as a menu row.
struct MenuPanel<Content: View>: View {
    let content: Content
    /// A menu opened from a control is at least as wide as the control.
    let minimumWidth: CGFloat

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            content
        }
        .buttonStyle(MenuItemButtonStyle())
        .padding(.vertical, 4)
        .frame(minWidth: minimumWidth, alignment: .leading)
        .background(Color(system: .menuBackground))
        .overlay(Rectangle().strokeBorder(Color(system: .menuBorder), lineWidth: 1))
    }
}

/// A button as a menu row: full width, highlighted in the accent colour
/// with white text under the pointer or the keyboard selection, its
/// keyboard shortcut at the trailing edge ("Ctrl+N"), as GTK shows it.
struct MenuItemButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        MenuItemRow(label: configuration.label, isHighlighted: configuration.isHovered || configuration.isPressed)
    }
}

struct MenuItemRow<Label: View>: View {
    let label: Label
    let isHighlighted: Bool
    @Environment(\.keyboardShortcut) private var shortcut

    var body: some View {
        HStack(spacing: 0) {
            label
            if let shortcut {
                Spacer(minLength: 24)
                Text(verbatim: shortcut.label).opacity(0.7)
            }
        }
        .modifier(MenuItemRowStyle(isHighlighted: isHighlighted, isEnabled: true))
    }
}

/// The row look shared by items and submenu rows.
struct MenuItemRowStyle: ViewModifier {
    let isHighlighted: Bool
    let isEnabled: Bool

    func body(content: Content) -> some View {
        content
            .lineLimit(1)
            .padding(.horizontal, 12)
            .padding(.vertical, 3)
            .frame(maxWidth: .infinity, alignment: .leading)
            .foregroundStyle(isHighlighted ? Color(system: .labelOnAccent) : Color.primary)
            .background(isHighlighted ? AnyShapeStyle(TintShapeStyle()) : AnyShapeStyle(Color.clear), in: RoundedRectangle(cornerRadius: 4))
            .padding(.horizontal, 4)
    }
}
