import Foundation

/// A control that opens a URL, as SwiftUI's `Link`: its label in the tint
/// (the accent colour unless `tint(_:)` sets one), dimmed while pressed;
/// a click hands the URL to the environment's `openURL`, which by default
/// asks the desktop to open it (`xdg-open`).
public nonisolated struct Link<Label: View>: View {
    let destination: URL
    let label: Label
    @Environment(\.openURL) private var openURL

    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    @MainActor public var body: some View {
        Button { [openURL, destination] in openURL(destination) } label: { label }
            .buttonStyle(LinkButtonStyle())
    }
}

extension Link where Label == Text {
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}
