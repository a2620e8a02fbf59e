/// Related controls shown together, as SwiftUI's `ControlGroup`. In a Mac
/// window (the `.automatic` and `.navigation` styles) its buttons are
/// joined into one bordered row of segments, each as wide as its label,
/// with a thin line between them; `.menu` and `.compactMenu` make it a
/// menu of them. The label is what a menu style shows.
public nonisolated struct ControlGroup<Content: View>: View {
    let content: AnyView
    let label: AnyView

    public init(@ViewBuilder content: () -> Content) {
        self.content = AnyView(content())
        label = AnyView(EmptyView())
    }

    @MainActor public var body: some View {
        ControlGroupBody(configuration: ControlGroupStyleConfiguration(content: .init(content: content),
                                                                      label: .init(content: label)))
    }
}

/// The content of a control group that has a label; as SwiftUI, the
/// labelled initialisers make a `ControlGroup` of this type.
public nonisolated struct LabeledControlGroupContent<Content: View, Label: View>: View {
    public typealias Body = Never
}

nonisolated extension ControlGroup {
    public init<C: View, L: View>(@ViewBuilder content: () -> C, @ViewBuilder label: () -> L)
    where Content == LabeledControlGroupContent<C, L> {
        self.content = AnyView(content())
        self.label = AnyView(label())
    }

    public init<C: View>(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Text> {
        self.init(content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<C: View, S: StringProtocol>(_ title: S, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Text> {
        self.init(content: content) { Text(title) }
    }

    public init<C: View>(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Label<Text, Image>> {
        self.init(content: content) { Label(titleKey, systemImage: systemImage) }
    }

    @_disfavoredOverload
    public init<C: View, S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Label<Text, Image>> {
        self.init(content: content) { Label(title, systemImage: systemImage) }
    }
}

/// Draws a group with the style of its environment.
struct ControlGroupBody: View {
    let configuration: ControlGroupStyleConfiguration
    @Environment(\.controlGroupStyle) private var style

    var body: some View {
        (style ?? AnyControlGroupStyle(AutomaticControlGroupStyle())).makeBody(configuration)
    }
}

/// The joined row: the segments side by side, one point apart, on the
/// edge colour, which shows between them as dividers and around them as
/// the border.
struct ControlGroupSegments: View {
    let content: ControlGroupStyleConfiguration.Content
    @Environment(\.colorScheme) private var scheme

    var body: some View {
        let palette = ControlPalette(scheme: scheme)
        ControlGroupRowLayout { content }
            .buttonStyle(ControlGroupSegmentStyle())
            .clipShape(RoundedRectangle(cornerRadius: 5))
            .padding(1)
            .background(palette.edge, in: RoundedRectangle(cornerRadius: 6))
    }
}

/// Places its subviews at their ideal widths, `gap` apart, all as tall as
/// the tallest.
struct ControlGroupRowLayout: Layout {
    static let gap: CGFloat = 1

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let ideals = subviews.map { $0.sizeThatFits(.unspecified) }
        let width = ideals.reduce(0) { $0 + $1.width } + Self.gap * CGFloat(subviews.count - 1)
        return CGSize(width: width, height: ideals.map(\.height).max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        for subview in subviews {
            let width = subview.sizeThatFits(.unspecified).width
            subview.place(at: CGPoint(x: x, y: bounds.minY), anchor: .topLeading,
                          proposal: ProposedViewSize(width: width, height: bounds.height))
            x += width + Self.gap
        }
    }
}

/// One segment: the label padded like a push button's on the bezel
/// colour, filling the row's height.
struct ControlGroupSegmentStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .lineLimit(1)
            .padding(.horizontal, 10)
            .padding(.vertical, 2)
            .frame(maxHeight: .infinity)
            .background(Color(system: configuration.isPressed ? .controlFillPressed
                : configuration.isHovered ? .controlFillHovered : .controlFill))
    }
}
