/// A title with an icon before it: SwiftUI's `Label`.
///
/// `Label(_:systemImage:)` draws its symbol centred in a square as wide as
/// the font's size, so that a column of labels lines up whatever the
/// symbols' own widths.
public nonisolated struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon
    /// The system image named, whose place is kept.
    let systemImageName: String?
    @Environment(\.font) private var font
    @Environment(\.labelIconAbove) private var iconAbove
    @Environment(\.labelStyle) private var style

    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
        systemImageName = nil
    }

    @MainActor public var body: some View {
        if let style, !style.isAutomatic {
            style.makeBody(LabelStyleConfiguration(title: .init(content: AnyView(title)),
                                                   icon: .init(content: AnyView(iconView))))
        } else if iconAbove {
            VStack(spacing: 8) {
                icon.font(.system(size: 40)).foregroundStyle(.secondary)
                title
            }
        } else {
            HStack(spacing: 6) {
                iconView
                title
            }
        }
    }

    /// A system image centred in a square as wide as the font's size.
    @ViewBuilder private var iconView: some View {
        if let systemImageName {
            let side = (font ?? .body).size
            Image(systemName: systemImageName).frame(width: side, height: side)
        } else {
            icon
        }
    }
}

extension EnvironmentValues {
    /// Whether labels below stand their icon above their title, large
    /// (`ContentUnavailableView`'s label).
    var labelIconAbove: Bool {
        get { self[LabelIconAboveKey.self] }
        set { self[LabelIconAboveKey.self] = newValue }
    }
}

private struct LabelIconAboveKey: EnvironmentKey { static let defaultValue = false }

nonisolated extension Label where Title == Text, Icon == Image {
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        title = Text(titleKey)
        icon = Image(systemName: name)
        systemImageName = name
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.title = Text(title)
        icon = Image(systemName: name)
        systemImageName = name
    }

    /// A label whose icon is an image from the app's resources.
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        title = Text(titleKey)
        icon = Image(name)
        systemImageName = nil
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.title = Text(title)
        icon = Image(name)
        systemImageName = nil
    }
}
