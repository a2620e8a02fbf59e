/// The closed menu control: the label and a down chevron on a bordered,
/// rounded background, lighter under the pointer, darker while pressed.
/// Borderless (`menuStyle(.borderlessButton)`), it is the label and the
/// chevron alone, dimmed while pressed. With a primary action the label
/// is a button of its own, and a line parts it from the chevron, which
/// is what opens the menu. `menuIndicator(.hidden)` leaves the chevron out.
struct MenuControlChrome<Label: View>: View {
    let label: Label
    let state: MenuControlState
    var primaryAction: (@MainActor () -> Void)?
    @Environment(\.menuIsBorderless) private var isBorderless
    @Environment(\.menuIndicatorVisibility) private var indicator

    var body: some View {
        if isBorderless {
            content
                .opacity(state.isEnabled ? (state.isPressed ? 0.6 : 1) : 0.45)
        } else {
            content
                .padding(.horizontal, primaryAction == nil ? 8 : 0)
                .padding(.vertical, primaryAction == nil ? 3 : 0)
                .background(fill, in: RoundedRectangle(cornerRadius: 5))
                .overlay(RoundedRectangle(cornerRadius: 5).strokeBorder(Color(system: .controlBorder), lineWidth: 1))
                .opacity(state.isEnabled ? 1 : 0.45)
        }
    }

    @ViewBuilder private var content: some View {
        if let primaryAction {
            // The button holds the padding before the line, so that all of
            // the bezel left of it is the button.
            let edge: CGFloat = isBorderless ? 0 : 8
            HStack(spacing: 0) {
                Button(action: primaryAction) {
                    label.padding(.leading, edge).padding(.trailing, indicator == .hidden ? edge : 6)
                        .padding(.vertical, isBorderless ? 0 : 3)
                }
                .buttonStyle(.plain)
                if indicator != .hidden {
                    chevron.padding(.leading, 7).padding(.trailing, edge)
                        .frame(maxHeight: .infinity)
                        .overlay(alignment: .leading) {
                            Rectangle().fill(Color(system: .controlBorder)).frame(width: 1).padding(.vertical, 4)
                        }
                }
            }
            .fixedSize(horizontal: false, vertical: true)
        } else {
            HStack(spacing: 6) {
                label
                if indicator != .hidden { chevron }
            }
        }
    }

    private var chevron: some View {
        Chevron(direction: .down)
            .stroke(Color.primary.opacity(0.7), style: StrokeStyle(lineWidth: 1.5, lineCap: .round, lineJoin: .round))
            .frame(width: 8, height: 5)
    }

    private var fill: Color {
        Color(system: state.isPressed ? .controlFillPressed : state.isHovered ? .controlFillHovered : .controlFill)
    }
}

/// A nested menu inside a menu: a row with a trailing chevron, highlighted
/// like the other items.
struct SubmenuRow<Label: View>: View {
    let label: Label
    let state: MenuControlState

    var body: some View {
        HStack(spacing: 0) {
            label
            Spacer(minLength: 16)
            Chevron(direction: .right)
                .stroke(state.isHovered ? Color(system: .labelOnAccent) : Color.primary, style: StrokeStyle(lineWidth: 1.5, lineCap: .round, lineJoin: .round))
                .frame(width: 5, height: 8)
        }
        .modifier(MenuItemRowStyle(isHighlighted: state.isHovered && state.isEnabled, isEnabled: state.isEnabled))
    }
}

/// A small open chevron, pointing down or right.
struct Chevron: Shape {
    enum Direction: Sendable { case down, right }
    let direction: Direction

    nonisolated func path(in rect: CGRect) -> Path {
        var path = Path()
        switch direction {
        case .down:
            path.addLines([CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.midX, y: rect.maxY),
                           CGPoint(x: rect.maxX, y: rect.minY)])
        case .right:
            path.addLines([CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.midY),
                           CGPoint(x: rect.minX, y: rect.maxY)])
        }
        return path
    }
}

/// A menu's title in the menu bar: flat, with a rounded highlight under
/// the pointer.
struct MenuBarTitleChrome<Label: View>: View {
    let label: Label
    let isHighlighted: Bool
    let isEnabled: Bool

    var body: some View {
        label
            .background(isHighlighted ? Color(system: .menuBarHighlight) : Color.clear, in: RoundedRectangle(cornerRadius: 4))
            .opacity(isEnabled ? 1 : 0.45)
    }
}
