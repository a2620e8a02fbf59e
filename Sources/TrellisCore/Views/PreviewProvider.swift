/// A type that produces view previews: SwiftUI's `PreviewProvider`. Trellis
/// has no canvas, so nothing reads `previews`; it is type-checked so that a
/// file written for Xcode compiles unchanged.
@MainActor @preconcurrency
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder @MainActor static var previews: Previews { get }
    @MainActor static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    public static var platform: PreviewPlatform? { nil }
}

/// The platform a preview is meant for; a hint only, as in Xcode.
public enum PreviewPlatform: Sendable {
    case iOS, macOS, tvOS, watchOS
}

/// The size of a preview's container.
public enum PreviewLayout: Sendable {
    case device
    case sizeThatFits
    case fixed(width: CGFloat, height: CGFloat)
}

/// A simulator device a preview runs on, named as Xcode names it.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral: String) { rawValue = stringLiteral }
}

/// Preview-only modifiers. SwiftUI itself ignores them outside Xcode's
/// canvas, and so does Trellis: each returns the view unchanged.
nonisolated extension View {
    public func previewDisplayName(_ value: String?) -> Self { self }
    public func previewLayout(_ value: PreviewLayout) -> Self { self }
    public func previewDevice(_ value: PreviewDevice?) -> Self { self }
}
