/// Inserts and removes a view as a symbol effect shows and hides a symbol
/// (`.transition(.symbolEffect)`): it grows and fades in, and shrinks
/// and fades out (`.disappear` as well as `.appear` hide it that way).
/// (Every effect and option draws the same: the glyph has no layers to
/// show one by one.)
public struct SymbolEffectTransition: Transition {
    public init<T: TransitionSymbolEffect>(effect: T, options: SymbolEffectOptions) {}

    public func body(content: Content, phase: TransitionPhase) -> some View {
        content
            .scaleEffect(phase.isIdentity ? 1 : SymbolPose.hidden.scale)
            .opacity(phase.isIdentity ? 1 : SymbolPose.hidden.opacity)
    }
}

extension Transition where Self == SymbolEffectTransition {
    /// The automatic symbol transition: grows and fades in, shrinks and fades out.
    public static var symbolEffect: SymbolEffectTransition { SymbolEffectTransition(effect: AppearSymbolEffect(), options: .default) }

    public static func symbolEffect<T: TransitionSymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default) -> SymbolEffectTransition {
        SymbolEffectTransition(effect: effect, options: options)
    }
}

extension ContentTransition {
    /// Replaces a symbol with another as a symbol effect does (a cross-fade in Trellis).
    public static var symbolEffect: ContentTransition { ContentTransition(fades: true) }

    public static func symbolEffect<T: ContentTransitionSymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default) -> ContentTransition {
        ContentTransition(fades: true)
    }
}
