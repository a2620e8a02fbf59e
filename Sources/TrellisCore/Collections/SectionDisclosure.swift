/// A sidebar list's section header with its disclosure chevron: a click
/// anywhere on the header, Space, or Left/Right while it has the focus
/// collapse and expand the section, animated.
///
/// macOS shows the chevron only while the pointer is over the sidebar; GTK
/// sidebars and tree views (Files, Settings, GtkTreeExpander) always show
/// their expanders, and a chevron that appears on hover cannot be found
/// from the keyboard or by someone who does not know to look, so here it
/// is always shown, in the header's secondary colour. The whole header is
/// the target (GTK expander rows toggle on a click on their title too).
/// Screen readers meet the header's heading, expandable and expanded or
/// not, whose action clicks this (`ListRow`'s accessibility).
nonisolated struct SectionDisclosure: View {
    typealias Body = Never
    let header: any View
    let isExpanded: Bool
    /// The section's `isExpanded` binding; nil: the list's own record, by key.
    let binding: Binding<Bool>?
    let sectionKey: ChildKey?

    static let animation = Animation.easeInOut(duration: 0.2)

    /// Flips the section: its binding, or the list's record of it, in a
    /// transaction that animates the rows below to their new places.
    @MainActor func setExpanded(_ expanded: Bool, node: ViewNode) {
        guard expanded != isExpanded else { return }
        if let binding {
            withAnimation(Self.animation) { binding.wrappedValue = expanded }
            return
        }
        var container = node.parent
        while let candidate = container, !(candidate.unit is LazyContainer) { container = candidate.parent }
        guard let container, let sectionKey else { return }
        let state = LazyState.of(container)
        if expanded { state.collapsedSections.remove(sectionKey) } else { state.collapsedSections.insert(sectionKey) }
        withAnimation(Self.animation) {
            container.host.noteStateChange(in: Transaction.current)
            container.invalidateBody()
        }
    }
}

@MainActor extension SectionDisclosure: ContentWrapperLayout, Pressable, Focusable {
    var kindName: String { "SectionDisclosure" }

    func forEachChild(in node: ViewNode, _ visit: (ChildKey, any View) -> Void) {
        let chevron = Chevron(direction: isExpanded ? .down : .right)
            .stroke(Color.secondary, style: StrokeStyle(lineWidth: 1.5, lineCap: .round, lineJoin: .round))
            .frame(width: isExpanded ? 8 : 5, height: isExpanded ? 5 : 8)
            .frame(width: 14, height: 14)
        visit(.index(0), HStack(spacing: 4) {
            AnyView(header)
            Spacer(minLength: 4)
            chevron
        }.contentShape(Rectangle()))
    }

    func perform(node: ViewNode) { setExpanded(!isExpanded, node: node) }
    func rebuildsOnInteraction(node: ViewNode) -> Bool { false }

    /// Space flips the section, Right opens it and Left closes it (as a
    /// disclosure row's keys do).
    func handleKey(_ press: KeyPress, node: ViewNode, host: ViewHost) -> KeyPress.Result {
        guard press.phase != .up, press.modifiers.isDisjoint(with: .commandKeys) else { return .ignored }
        switch press.key {
        case .space: setExpanded(!isExpanded, node: node)
        case .rightArrow: setExpanded(true, node: node)
        case .leftArrow: setExpanded(false, node: node)
        default: return .ignored
        }
        return .handled
    }
}
