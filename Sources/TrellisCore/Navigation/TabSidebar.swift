/// The tabs of a `.sidebarAdaptable` tab view: a sidebar column listing
/// them, the selected one highlighted as a sidebar's selection is.
struct TabSidebar: View {
    /// The column's width, with its trailing line (as a split view's sidebar at its ideal).
    static let width: CGFloat = 201
    let labels: [AnyView]
    let selected: Int?
    let choose: @MainActor (Int) -> Void

    var body: some View {
        HStack(spacing: 0) {
            ScrollView {
                VStack(alignment: .leading, spacing: 2) {
                    ForEach(labels.indices, id: \.self) { index in
                        Button { choose(index) } label: {
                            labels[index]
                                .frame(maxWidth: .infinity, alignment: .leading)
                                .padding(.horizontal, 8).padding(.vertical, 4)
                                .background(index == selected ? Color(system: .sidebarSelection) : Color.clear,
                                            in: RoundedRectangle(cornerRadius: 5))
                                .contentShape(Rectangle())
                        }
                        .buttonStyle(.plain)
                        .accessibilityAddTraits(index == selected ? .isSelected : [])
                    }
                }
                .padding(10)
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(Color.sidebarBackground)
            Divider()
        }
    }
}
