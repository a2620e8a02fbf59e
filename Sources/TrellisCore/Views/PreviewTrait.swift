/// The type `#Preview`'s traits are about, as Xcode's DeveloperToolsSupport
/// declares it: only its `ViewTraits` are used here.
@MainActor
public struct Preview {
    /// Traits for previews of views.
    public enum ViewTraits {}
}

/// A customization of a preview (`#Preview(traits: .sizeThatFitsLayout)`).
/// Trellis has no canvas; like any preview setting outside Xcode, a trait
/// changes nothing. It is kept so that the line compiles unchanged.
@MainActor
public struct PreviewTrait<T> {
    init() {}
}

extension PreviewTrait where T == Preview.ViewTraits {
    public static var defaultLayout: PreviewTrait<Preview.ViewTraits> { PreviewTrait() }
    public static var sizeThatFitsLayout: PreviewTrait<Preview.ViewTraits> { PreviewTrait() }
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> {
        PreviewTrait()
    }
    public static var portrait: PreviewTrait<Preview.ViewTraits> { PreviewTrait() }
    public static var portraitUpsideDown: PreviewTrait<Preview.ViewTraits> { PreviewTrait() }
    public static var landscapeLeft: PreviewTrait<Preview.ViewTraits> { PreviewTrait() }
    public static var landscapeRight: PreviewTrait<Preview.ViewTraits> { PreviewTrait() }
}
