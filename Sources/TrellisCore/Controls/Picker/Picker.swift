/// A control for choosing one of a set of options, as SwiftUI's `Picker`.
/// Each view of its content is an option; the option whose tag (`.tag(_:)`,
/// or for the rows of a `ForEach` their id, as in SwiftUI) equals the
/// selection is the chosen one, and choosing another writes its tag to
/// the binding. A tag of another type than the selection can be shown but
/// not chosen. How it looks comes from `.pickerStyle(_:)`: a pop-up menu
/// (automatic), segments, or radio buttons.
public nonisolated struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    public typealias Body = Never
    let selection: Binding<SelectionValue>
    let label: Label
    let content: Content

    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.content = content()
        self.label = label()
    }

    @available(*, deprecated, renamed: "Picker(selection:content:label:)")
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { label }
    }
}

extension Picker where Label == Text {
    public nonisolated init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public nonisolated init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

extension Picker where Label == TrellisCore.Label<Text, Image> {
    public nonisolated init(_ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>,
                            @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { TrellisCore.Label(titleKey, systemImage: systemImage) }
    }

    @_disfavoredOverload
    public nonisolated init<S: StringProtocol>(_ title: S, systemImage: String, selection: Binding<SelectionValue>,
                                               @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { TrellisCore.Label(title, systemImage: systemImage) }
    }
}

@MainActor extension Picker: ContentWrapperLayout, KeyboardOperable {
    var kindName: String { "Picker" }

    /// The options, the chosen one's index, and how to choose.
    private func choice() -> PickerChoice {
        let options = PickerOption.collect(from: content)
        let current = AnyHashable(selection.wrappedValue)
        let selected = options.firstIndex { $0.tag == current }
        return PickerChoice(options: options, selected: selected) { index in
            guard options.indices.contains(index), let value = options[index].tag?.base as? SelectionValue else { return }
            selection.wrappedValue = value
        }
    }

    func forEachChild(in node: ViewNode, _ visit: (ChildKey, any View) -> Void) {
        let choice = choice()
        let body: AnyView
        switch node.environment.pickerStyle {
        case .menu:
            body = AnyView(HStack(spacing: 8) { ControlLabel(content: label); MenuPickerControl(choice: choice) })
        case .segmented:
            body = AnyView(HStack(spacing: 8) { ControlLabel(content: label); SegmentedPickerControl(choice: choice).centredTextBaseline() })
        case .radioGroup:
            body = AnyView(RadioGroupPickerBody(label: label, choice: choice,
                                                horizontal: node.environment.radioGroupIsHorizontal))
        }
        visit(.index(0), body)
    }

    /// Segments and radio buttons move the choice with the arrows; a pop-up
    /// menu opens on Space, Return or Down, as a focused pop-up button does.
    func handleKey(_ key: ControlKey, node: ViewNode) -> Bool {
        let choice = choice()
        if node.environment.pickerStyle == .menu {
            guard key == .space || key == .return || key == .downArrow,
                  let control = node.firstSubview(where: { $0.unit is any MenuPickerOpening }),
                  let opener = control.unit as? any MenuPickerOpening else { return false }
            opener.open(node: control)
            return true
        }
        guard !choice.options.isEmpty else { return false }
        let delta: Int
        switch key {
        case .leftArrow, .upArrow: delta = -1
        case .rightArrow, .downArrow: delta = 1
        default: return false
        }
        let next = choice.selected.map { $0 + delta } ?? (delta > 0 ? 0 : choice.options.count - 1)
        guard choice.options.indices.contains(next) else { return true }
        choice.select(next)
        return true
    }
}

/// A picker's options as its styles need them.
struct PickerChoice {
    let options: [PickerOption]
    /// The option whose tag is the selection; nil when none is.
    let selected: Int?
    let select: @MainActor (Int) -> Void
}

extension ViewNode {
    /// The first unit below this one, in tree order, that matches.
    func firstSubview(where matches: (ViewNode) -> Bool) -> ViewNode? {
        for child in subviewNodes {
            if matches(child) { return child }
            if let found = child.firstSubview(where: matches) { return found }
        }
        return nil
    }
}
