/// A container that arranges its `GridRow`s in rows and columns, as
/// SwiftUI's `Grid`; views outside a `GridRow` span the whole grid. See
/// `GridLayout` for how columns and rows are sized.
///
/// ```swift
/// Grid(alignment: .leading) {
///     GridRow { Text("Cat"); ProgressView(value: 2, total: 3); Text("2") }
///     Divider()
/// }
/// ```
public nonisolated struct Grid<Content: View>: View {
    let layout: GridLayout
    let content: Content

    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        layout = GridLayout(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
        self.content = content()
    }

    public var body: some View { LayoutContainer(layout: layout, content: content) }
}
