/// A title with an icon before it: SwiftUI's `Label`.
///
/// `Label(_:systemImage:)` keeps the icon's place, a square as wide as the
/// font's size, left empty: Trellis has no `Image` yet (a sibling issue
/// adds it), and a row of labels should line up when it arrives.
public nonisolated struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon
    /// The system image named, whose place is kept.
    let systemImageName: String?
    @Environment(\.font) private var font

    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
        systemImageName = nil
    }

    public var body: some View {
        HStack(spacing: 6) {
            if systemImageName != nil {
                let side = (font ?? .body).size
                Color.clear.frame(width: side, height: side)
            } else {
                icon
            }
            title
        }
    }
}

nonisolated extension Label where Title == Text, Icon == EmptyView {
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        title = Text(titleKey)
        icon = EmptyView()
        systemImageName = name
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.title = Text(title)
        icon = EmptyView()
        systemImageName = name
    }
}
