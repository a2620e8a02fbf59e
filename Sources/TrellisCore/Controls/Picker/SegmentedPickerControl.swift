/// A segmented picker: the options side by side on one rounded bezel, all
/// as wide as the widest, the chosen one filled with the accent colour.
/// It keeps its ideal width when offered more, and shares what it is
/// offered equally when offered less.
struct SegmentedPickerControl: View {
    let choice: PickerChoice
    @Environment(\.colorScheme) private var scheme

    var body: some View {
        let palette = ControlPalette(scheme: scheme)
        EqualWidthSegments {
            ForEach(choice.options.indices, id: \.self) { index in
                Button { choice.select(index) } label: { choice.options[index].content }
                    .buttonStyle(SegmentStyle(isSelected: index == choice.selected,
                                              showsDivider: index > 0 && index != choice.selected && index - 1 != choice.selected))
            }
        }
        .background(palette.bezel(hovered: false, pressed: false), in: RoundedRectangle(cornerRadius: 6))
        .overlay(RoundedRectangle(cornerRadius: 6).stroke(palette.edge, lineWidth: 1))
    }
}

/// Places its subviews in a row of equal widths: the widest ideal width
/// each, or an equal share of a smaller offer.
struct EqualWidthSegments: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let ideals = subviews.map { $0.sizeThatFits(.unspecified) }
        let widest = ideals.map(\.width).max() ?? 0
        var width = widest * CGFloat(subviews.count)
        if let offered = proposal.width, offered.isFinite, offered < width { width = max(0, offered) }
        return CGSize(width: width, height: ideals.map(\.height).max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard !subviews.isEmpty else { return }
        let each = bounds.width / CGFloat(subviews.count)
        for (index, subview) in subviews.enumerated() {
            subview.place(at: CGPoint(x: bounds.minX + CGFloat(index) * each, y: bounds.minY), anchor: .topLeading,
                          proposal: ProposedViewSize(width: each, height: bounds.height))
        }
    }
}

struct SegmentStyle: ButtonStyle {
    let isSelected: Bool
    let showsDivider: Bool

    func makeBody(configuration: Configuration) -> some View {
        SegmentFace(label: configuration.label, isSelected: isSelected, showsDivider: showsDivider,
                    hovered: configuration.isHovered, pressed: configuration.isPressed)
    }
}

/// One segment: its label padded like a push button's, centred.
struct SegmentFace: View {
    let label: ButtonStyleConfiguration.Label
    let isSelected: Bool
    let showsDivider: Bool
    let hovered: Bool
    let pressed: Bool
    @Environment(\.colorScheme) private var scheme

    var body: some View {
        let palette = ControlPalette(scheme: scheme)
        let fill = isSelected ? palette.accent : hovered || pressed ? palette.bezel(hovered: hovered, pressed: pressed) : Color.clear
        label
            .lineLimit(1)
            .padding(.horizontal, 10)
            .padding(.vertical, 3)
            .frame(maxWidth: .infinity)
            .foregroundColor(isSelected ? palette.onAccent : nil)
            .background(fill, in: RoundedRectangle(cornerRadius: 5))
            .overlay(alignment: .leading) {
                if showsDivider { Rectangle().fill(palette.edge).frame(width: 1).padding(.vertical, 4) }
            }
    }
}
