/// What each view type is to the graph, looked up once per type.
///
/// Asking `view as? any UnitView` costs a conformance lookup, and a failed
/// lookup (a composite view is neither a unit nor a list) is the slowest
/// kind; with thousands of nodes per update the answers are worth keeping.
@MainActor
enum ViewKindCache {
    enum Kind { case unit(isGeometryGroup: Bool), list, composite }

    private static var kinds: [ObjectIdentifier: Kind] = [:]

    static func kind(of view: any View) -> Kind {
        let type = ObjectIdentifier(Swift.type(of: view))
        if let known = kinds[type] { return known }
        let kind: Kind
        if let unit = view as? any UnitView {
            kind = .unit(isGeometryGroup: unit is any GeometryGrouping)
        } else if view is any ListView {
            kind = .list
        } else {
            kind = .composite
        }
        kinds[type] = kind
        return kind
    }
}
