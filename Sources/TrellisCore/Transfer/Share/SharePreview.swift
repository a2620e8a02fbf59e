import CoreTransferable

/// What a `ShareLink` says about what it shares, as SwiftUI's
/// `SharePreview`: a title, and optionally an image and an icon. The Linux
/// share menu shows the title above its actions (there is no share sheet
/// to show a thumbnail in).
public struct SharePreview<Image: Transferable, Icon: Transferable> {
    let title: Text
    let image: Image?
    let icon: Icon?

    public init(_ title: Text, image: Image, icon: Icon) {
        self.title = title
        self.image = image
        self.icon = icon
    }

    public init(_ titleKey: LocalizedStringKey, image: Image, icon: Icon) { self.init(Text(titleKey), image: image, icon: icon) }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: Image, icon: Icon) { self.init(Text(title), image: image, icon: icon) }
}

extension SharePreview where Image == Never, Icon == Never {
    public init(_ title: Text) { self.title = title; image = nil; icon = nil }
    public init(_ titleKey: LocalizedStringKey) { self.init(Text(titleKey)) }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) { self.init(Text(title)) }
}

extension SharePreview where Icon == Never {
    public init(_ title: Text, image: Image) { self.title = title; self.image = image; icon = nil }
    public init(_ titleKey: LocalizedStringKey, image: Image) { self.init(Text(titleKey), image: image) }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: Image) { self.init(Text(title), image: image) }
}

extension SharePreview where Image == Never {
    public init(_ title: Text, icon: Icon) { self.title = title; image = nil; self.icon = icon }
    public init(_ titleKey: LocalizedStringKey, icon: Icon) { self.init(Text(titleKey), icon: icon) }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, icon: Icon) { self.init(Text(title), icon: icon) }
}

/// The standard look of a `ShareLink`: the share symbol and "Share" (or
/// the title it was given), as on macOS.
public nonisolated struct DefaultShareLinkLabel: View {
    let title: Text?

    @MainActor public var body: some View {
        Label(title?.content ?? "Share", systemImage: "square.and.arrow.up")
    }
}
