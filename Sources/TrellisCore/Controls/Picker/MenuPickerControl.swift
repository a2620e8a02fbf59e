/// A pop-up picker's button: the chosen option and a chevron on the menu
/// control's bezel, as wide as its widest option (so choosing another
/// does not move what follows it, as on macOS and in GTK). Clicked, it
/// opens the options as a menu below itself, the chosen one checked.
struct MenuPickerControl: View {
    typealias Body = Never
    let choice: PickerChoice
}

/// Something that opens a picker's menu (for Space on a focused picker).
@MainActor protocol MenuPickerOpening {
    func open(node: ViewNode)
}

@MainActor extension MenuPickerControl: ContentWrapperLayout, Pressable, MenuPickerOpening {
    var kindName: String { "MenuPickerControl" }

    func forEachChild(in node: ViewNode, _ visit: (ChildKey, any View) -> Void) {
        let state = MenuControlState(isHovered: node.interaction.isHovered, isPressed: node.interaction.isPressed,
                                     isEnabled: node.environment.isEnabled)
        visit(.index(0), MenuControlChrome(label: SelectedOption(choice: choice).lineLimit(1), state: state))
    }

    func perform(node: ViewNode) { open(node: node) }

    func open(node: ViewNode) {
        guard let context = node.environment.popupContext else { return }
        context.stack.open(level: context.level, anchor: node.frame, placement: .below,
                           content: AnyView(MenuPanel(content: PickerMenuItems(choice: choice), minimumWidth: node.frame.width)))
    }

    var opensPopup: Bool { true }
}

/// The options as menu rows, a check mark before the chosen one.
struct PickerMenuItems: View {
    let choice: PickerChoice

    var body: some View {
        ForEach(choice.options.indices, id: \.self) { index in
            Button { choice.select(index) } label: {
                HStack(spacing: 6) {
                    CheckMark(isMixed: false)
                        .stroke(ForegroundStyle(), lineWidth: 1.5)
                        .frame(width: 10, height: 10)
                        .opacity(index == choice.selected ? 1 : 0)
                    choice.options[index].content
                }
            }
        }
    }
}

/// Shows the chosen option (or nothing) in the size of the largest
/// option: every option is measured, only the chosen one is placed.
struct SelectedOption: View {
    typealias Body = Never
    let choice: PickerChoice
}

@MainActor extension SelectedOption: FramedView {
    var kindName: String { "SelectedOption" }

    func forEachChild(in node: ViewNode, _ visit: (ChildKey, any View) -> Void) {
        for (index, option) in choice.options.enumerated() { visit(.index(index), option.content) }
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        var size = CGSize.zero
        for subview in subviews {
            let fitted = subview.sizeThatFits(proposal)
            size.width = max(size.width, fitted.width)
            size.height = max(size.height, fitted.height)
        }
        return size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {
        for (index, subview) in subviews.enumerated() {
            if index == choice.selected {
                subview.place(at: CGPoint(x: bounds.minX, y: bounds.midY), anchor: .leading,
                              proposal: ProposedViewSize(width: bounds.width, height: bounds.height))
            } else {
                subview.hide()
            }
        }
    }
}
