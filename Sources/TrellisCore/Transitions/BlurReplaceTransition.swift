/// Inserts and removes a view blurred, faded and scaled, as SwiftUI's
/// `BlurReplaceTransition` (`.transition(.blurReplace)`).
public struct BlurReplaceTransition: Transition {
    /// Which way the view scales as it goes and comes.
    public struct Configuration: Hashable, Sendable {
        let removalScalesUp: Bool
        /// Scales down while removed, up while inserted.
        public static let downUp = Configuration(removalScalesUp: false)
        /// Scales up while removed and while inserted.
        public static let upUp = Configuration(removalScalesUp: true)
    }

    public var configuration: Configuration

    public init(configuration: Configuration) { self.configuration = configuration }

    /// How blurred (points) and how scaled the view is while out of sight.
    static let hiddenBlur: CGFloat = 10
    static let smaller: CGFloat = 0.5
    static let larger: CGFloat = 1.5

    public func body(content: Content, phase: TransitionPhase) -> some View {
        let scale: CGFloat = switch phase {
        case .identity: 1
        case .willAppear: Self.smaller
        case .didDisappear: configuration.removalScalesUp ? Self.larger : Self.smaller
        }
        content
            .blur(radius: phase.isIdentity ? 0 : Self.hiddenBlur)
            .scaleEffect(scale)
            .opacity(phase.isIdentity ? 1 : 0)
    }
}

extension Transition where Self == BlurReplaceTransition {
    /// Blurs, fades and scales the view in and out (scaling down as it goes).
    public static var blurReplace: BlurReplaceTransition { BlurReplaceTransition(configuration: .downUp) }

    public static func blurReplace(_ config: BlurReplaceTransition.Configuration = .downUp) -> BlurReplaceTransition {
        BlurReplaceTransition(configuration: config)
    }
}
