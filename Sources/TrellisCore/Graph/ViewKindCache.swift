/// What each view type is to the graph, looked up once per type.
///
/// Asking `view as? any FramedView` costs a conformance lookup, and a failed
/// lookup (a composite view is neither framed nor transparent) is the slowest
/// kind; a conditional conformance (`PaddingView: Equatable where Content:
/// Equatable`) costs more again. With thousands of nodes per update the
/// answers are worth keeping: per type, its kind and functions that view
/// a value as a framed or a transparent view, or compare two values, with the witness
/// tables found once.
@MainActor
enum ViewKindCache {
    enum Kind { case unit(isGeometryGroup: Bool), transparent, composite }

    struct Entry {
        let kind: Kind
        let asUnit: ((any View) -> any FramedView)?
        let asTransparent: ((any View) -> any TransparentView)?
    }

    private static var entries: [ObjectIdentifier: Entry] = [:]
    /// Looked up only when two values of a type are first compared (an
    /// update, not the first build): each lookup scans every conformance
    /// in the program, which start-up can do without.
    private static var comparisons: [ObjectIdentifier: ((any View, any View) -> Bool)?] = [:]

    /// Decided by the type's conformances, not the value's: a value cast
    /// unwraps an Optional, so an `if`'s `Optional<Text>`, first seen holding
    /// a Text, was taken for a unit and trapped once it was nil.
    private static func entry(for view: any View) -> Entry {
        let type = ObjectIdentifier(Swift.type(of: view))
        if let known = entries[type] { return known }
        let made: Entry
        if !isPrimitive(view) {
            // A view with a body is neither framed nor transparent (those are
            // primitives): no lookups, which would fail only after
            // scanning every conformance in the program.
            made = Entry(kind: .composite, asUnit: nil, asTransparent: nil)
        } else if let primitive = Swift.type(of: view) as? any PrimitiveView.Type {
            // One lookup for units and transparent views alike: asking for
            // a unit first failed, after a full scan, for every transparent type.
            made = primitive.viewKindEntry
        } else {
            made = Entry(kind: .composite, asUnit: nil, asTransparent: nil)
        }
        entries[type] = made
        return made
    }

    /// The view as a unit, and whether it is a geometry group, if its type is a unit.
    static func unit(_ view: any View) -> (unit: any FramedView, isGeometryGroup: Bool)? {
        let entry = entry(for: view)
        guard case .unit(let grouping) = entry.kind, let asUnit = entry.asUnit else { return nil }
        return (asUnit(view), grouping)
    }

    /// The view as a transparent view, if its type is one.
    static func transparent(_ view: any View) -> (any TransparentView)? { entry(for: view).asTransparent?(view) }

    /// Whether the two are values of one `Equatable` view type, and equal.
    static func areEqual(_ a: any View, _ b: any View) -> Bool {
        let type = Swift.type(of: a)
        guard type == Swift.type(of: b) else { return false }
        let compare: ((any View, any View) -> Bool)?
        if let known = comparisons[ObjectIdentifier(type)] {
            compare = known
        } else {
            compare = (a as? any Equatable).map { comparison($0) }
            comparisons[ObjectIdentifier(type)] = compare
        }
        return compare?(a, b) ?? false
    }

    private static func isPrimitive<V: View>(_: V) -> Bool { V.Body.self == Never.self }

    private static func comparison<T: Equatable>(_: T) -> (any View, any View) -> Bool {
        { a, b in
            guard let a = a as? T, let b = b as? T else { return false }
            return a == b
        }
    }
}

/// A view the graph handles itself, either a unit or a transparent view:
/// each kind says what it is, so that one conformance lookup per type
/// finds out (see `ViewKindCache.entry(for:)`).
@MainActor
protocol PrimitiveView {
    static var viewKindEntry: ViewKindCache.Entry { get }
}

// The casts in these closures are to the concrete type (a check of its
// metadata), and the conversions back to an existential use the witness
// table the compiler already has.
extension FramedView {
    static var viewKindEntry: ViewKindCache.Entry {
        ViewKindCache.Entry(kind: .unit(isGeometryGroup: isGeometryGroup), asUnit: { $0 as! Self }, asTransparent: nil)
    }
}

extension TransparentView {
    static var viewKindEntry: ViewKindCache.Entry {
        ViewKindCache.Entry(kind: .transparent, asUnit: nil, asTransparent: { $0 as! Self })
    }
}
