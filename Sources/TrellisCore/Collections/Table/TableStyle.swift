/// How a table looks, as SwiftUI's table styles on macOS: `.inset` (the
/// default: rows inset from the edges, rounded selection, alternating
/// backgrounds) and `.bordered` (a framed box, rows edge to edge).
public protocol TableStyle {}

public struct AutomaticTableStyle: TableStyle { public init() {} }
public struct InsetTableStyle: TableStyle {
    let alternates: Bool
    public init() { alternates = true }
    public init(alternatesRowBackgrounds: Bool) { alternates = alternatesRowBackgrounds }
}
public struct BorderedTableStyle: TableStyle {
    let alternates: Bool
    public init() { alternates = true }
    public init(alternatesRowBackgrounds: Bool) { alternates = alternatesRowBackgrounds }
}

extension TableStyle where Self == AutomaticTableStyle { public static var automatic: AutomaticTableStyle { .init() } }
extension TableStyle where Self == InsetTableStyle {
    public static var inset: InsetTableStyle { .init() }
    public static func inset(alternatesRowBackgrounds: Bool) -> InsetTableStyle { .init(alternatesRowBackgrounds: alternatesRowBackgrounds) }
}
extension TableStyle where Self == BorderedTableStyle {
    public static var bordered: BorderedTableStyle { .init() }
    public static func bordered(alternatesRowBackgrounds: Bool) -> BorderedTableStyle { .init(alternatesRowBackgrounds: alternatesRowBackgrounds) }
}

private struct TableStyleKey: EnvironmentKey { static let defaultValue = ResolvedListStyle(kind: .inset, alternatesRowBackgrounds: true) }

extension EnvironmentValues {
    /// A table's look, drawn with the list's machinery.
    var tableStyle: ResolvedListStyle {
        get { self[TableStyleKey.self] }
        set { self[TableStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style of the tables inside.
    public func tableStyle<S: TableStyle>(_ style: S) -> some View {
        EnvironmentModifierView(content: self) { environment in
            switch style {
            case let inset as InsetTableStyle: environment.tableStyle = .init(kind: .inset, alternatesRowBackgrounds: inset.alternates)
            case let bordered as BorderedTableStyle: environment.tableStyle = .init(kind: .bordered, alternatesRowBackgrounds: bordered.alternates)
            default: environment.tableStyle = .init(kind: .inset, alternatesRowBackgrounds: true)
            }
        }
    }
}
