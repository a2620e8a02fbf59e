/// How a list looks, as SwiftUI's list styles on macOS: `.inset` (the
/// default: rows inset from the edges, rounded selection), `.plain` (rows
/// edge to edge, pinned section headers), `.sidebar` (a source list on the
/// window's background), `.bordered` (a framed box), each optionally with
/// alternating row backgrounds.
public protocol ListStyle {}

/// What Trellis draws for a list style.
struct ResolvedListStyle: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case inset, plain, sidebar, bordered }
    var kind: Kind
    var alternatesRowBackgrounds = false
}

/// A list style as a value (`.listStyle(.inset)`).
protocol ListStyleResolving {
    var resolved: ResolvedListStyle { get }
}

public struct DefaultListStyle: ListStyle { public init() {} }
public struct InsetListStyle: ListStyle {
    let alternates: Bool
    public init() { alternates = false }
    public init(alternatesRowBackgrounds: Bool) { alternates = alternatesRowBackgrounds }
}
public struct PlainListStyle: ListStyle { public init() {} }
public struct SidebarListStyle: ListStyle { public init() {} }
public struct BorderedListStyle: ListStyle {
    let alternates: Bool
    public init() { alternates = false }
    public init(alternatesRowBackgrounds: Bool) { alternates = alternatesRowBackgrounds }
}

extension DefaultListStyle: ListStyleResolving { var resolved: ResolvedListStyle { .init(kind: .inset) } }
extension InsetListStyle: ListStyleResolving { var resolved: ResolvedListStyle { .init(kind: .inset, alternatesRowBackgrounds: alternates) } }
extension PlainListStyle: ListStyleResolving { var resolved: ResolvedListStyle { .init(kind: .plain) } }
extension SidebarListStyle: ListStyleResolving { var resolved: ResolvedListStyle { .init(kind: .sidebar) } }
extension BorderedListStyle: ListStyleResolving { var resolved: ResolvedListStyle { .init(kind: .bordered, alternatesRowBackgrounds: alternates) } }

extension ListStyle where Self == DefaultListStyle { public static var automatic: DefaultListStyle { .init() } }
extension ListStyle where Self == InsetListStyle {
    public static var inset: InsetListStyle { .init() }
    public static func inset(alternatesRowBackgrounds: Bool) -> InsetListStyle { .init(alternatesRowBackgrounds: alternatesRowBackgrounds) }
}
extension ListStyle where Self == PlainListStyle { public static var plain: PlainListStyle { .init() } }
extension ListStyle where Self == SidebarListStyle { public static var sidebar: SidebarListStyle { .init() } }
extension ListStyle where Self == BorderedListStyle {
    public static var bordered: BorderedListStyle { .init() }
    public static func bordered(alternatesRowBackgrounds: Bool) -> BorderedListStyle { .init(alternatesRowBackgrounds: alternatesRowBackgrounds) }
}

/// Whether rows alternate their backgrounds (`.alternatingRowBackgrounds()`).
public struct AlternatingRowBackgroundBehavior: Hashable, Sendable {
    let enabled: Bool
    public static let automatic = AlternatingRowBackgroundBehavior(enabled: false)
    public static let enabled = AlternatingRowBackgroundBehavior(enabled: true)
    public static let disabled = AlternatingRowBackgroundBehavior(enabled: false)
}

private struct ListStyleKey: EnvironmentKey { static let defaultValue = ResolvedListStyle(kind: .inset) }
private struct AlternatingRowsKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    var listStyle: ResolvedListStyle {
        get { self[ListStyleKey.self] }
        set { self[ListStyleKey.self] = newValue }
    }

    var alternatesListRows: Bool {
        get { self[AlternatingRowsKey.self] }
        set { self[AlternatingRowsKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style of the lists inside.
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        EnvironmentModifierView(content: self, value: style) { environment, style in
            if let resolving = style as? any ListStyleResolving { environment.listStyle = resolving.resolved }
        }
    }

    /// Alternates the backgrounds of the rows of the lists inside.
    public func alternatingRowBackgrounds(_ behavior: AlternatingRowBackgroundBehavior = .enabled) -> some View {
        environment(\.alternatesListRows, behavior.enabled)
    }
}
