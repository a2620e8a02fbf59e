import Foundation

/// A round button with a question mark that opens help, as SwiftUI's
/// `HelpLink` on macOS: 22 points across, a white (or dark grey) bezel
/// with a thin edge, named "Help" for screen readers. `init(destination:)`
/// opens the URL through the environment's `openURL` (the desktop's
/// browser by default); `init(action:)` runs the action. (Help books,
/// `init(anchor:)`, are a macOS thing with no Linux counterpart.)
@MainActor @preconcurrency
public struct HelpLink: View {
    private enum Target {
        case action(() -> Void)
        case destination(URL)
    }

    private let target: Target
    @Environment(\.openURL) private var openURL

    public init(action: @escaping () -> Void) {
        target = .action(action)
    }

    public init(destination: URL) {
        target = .destination(destination)
    }

    public var body: some View {
        Button { [target, openURL] in
            switch target {
            case .action(let action): action()
            case .destination(let url): openURL(url)
            }
        } label: {
            Text(verbatim: "?")
        }
        .buttonStyle(HelpLinkStyle())
        .accessibilityLabel("Help")
    }
}

/// The help button's round bezel: the question mark centred in a circle.
private struct HelpLinkStyle: ButtonStyle {
    static let diameter: CGFloat = 22

    func makeBody(configuration: Configuration) -> some View {
        HelpLinkBezel(label: configuration.label, hovered: configuration.isHovered, pressed: configuration.isPressed)
    }
}

private struct HelpLinkBezel: View {
    let label: ButtonStyleConfiguration.Label
    let hovered: Bool
    let pressed: Bool
    @Environment(\.colorScheme) private var scheme

    var body: some View {
        let palette = ControlPalette(scheme: scheme)
        label
            .font(.system(size: 13, weight: .medium))
            .foregroundStyle(palette.glyph)
            .frame(width: HelpLinkStyle.diameter, height: HelpLinkStyle.diameter)
            .background(palette.bezel(hovered: hovered, pressed: pressed), in: Circle())
            .overlay(Circle().stroke(palette.edge, lineWidth: 1))
    }
}
