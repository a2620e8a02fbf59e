/// `#Preview { … }` and `#Preview("name") { … }`, as SwiftUI declares them.
/// The content is type-checked like a view body; Trellis has no canvas, so
/// nothing runs it (the macro, in `TrellisPreviewMacros`, expands to a type
/// holding the name and the content).
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "TrellisPreviewMacros", type: "PreviewMacro")

/// `#Preview("name", traits: .sizeThatFitsLayout) { … }`: the traits are
/// type-checked and, as everywhere outside Xcode's canvas, change nothing.
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil,
    traits: PreviewTrait<Preview.ViewTraits>,
    _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "TrellisPreviewMacros", type: "PreviewMacro")
