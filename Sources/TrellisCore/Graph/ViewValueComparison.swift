@_spi(Reflection) import Swift
import Foundation

/// Whether a view's new value is the same as the one its node holds, as
/// SwiftUI decides before it updates a child: field by field, with `==`
/// where a field's type is `Equatable`, by bits where it is plain data, by
/// identity for objects, and closures by their function and captured
/// context (a closure that captures anything is made anew by each body,
/// so it counts as changed; one that captures nothing is the same).
/// Whatever cannot be compared counts as changed: the answer is only ever
/// used to leave a subtree as it was, so a wrong "changed" costs time and
/// a wrong "same" would show stale content.
///
/// Each type's way of comparing is worked out once (`Plan`), from the
/// runtime's field records (`_forEachField`), and kept. The graph asks
/// from the main actor only; nothing here needs an actor of its own.
enum ViewValueComparison {
    /// Two views, of any types.
    static func areEqual(_ a: any View, _ b: any View) -> Bool { equalAny(a, b) }

    /// Two values of one type.
    static func equal<T>(_ a: T, _ b: T) -> Bool {
        let plan = plan(for: T.self)
        return withUnsafePointer(to: a) { left in
            withUnsafePointer(to: b) { right in plan.equal(UnsafeRawPointer(left), UnsafeRawPointer(right)) }
        }
    }

    /// Two values whose static type is an existential (`any View`, `Any`):
    /// the same dynamic type, and equal as that type.
    static func equalAny(_ a: Any, _ b: Any) -> Bool {
        guard type(of: a) == type(of: b) else { return false }
        func opened<T>(_ a: T) -> Bool {
            guard let b = b as? T else { return false }
            return equal(a, b)
        }
        return _openExistential(a, do: opened)
    }

    // MARK: Plans

    /// How values of one type are compared, given pointers to two of them.
    final class Plan {
        enum Step {
            /// Equal whatever they hold (storage the node owns: `@State`).
            case always
            /// Never known to be equal.
            case never
            /// The same bytes: plain data, objects by identity, closures.
            case bytes(Int)
            /// A comparison of the type's own (`==`, or a `ViewFieldComparing` rule).
            case custom((UnsafeRawPointer, UnsafeRawPointer) -> Bool)
            /// Each stored field by its own plan.
            case fields([(offset: Int, plan: Plan)])
            /// An existential: the boxed values, by their dynamic type.
            case existential((UnsafeRawPointer) -> Any)
        }
        var step: Step = .never

        func equal(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
            switch step {
            case .always: return true
            case .never: return false
            case .bytes(let count): return count == 0 || memcmp(a, b, count) == 0
            case .custom(let compare): return compare(a, b)
            case .fields(let fields):
                for field in fields where !field.plan.equal(a + field.offset, b + field.offset) { return false }
                return true
            case .existential(let load): return equalAny(load(a), load(b))
            }
        }
    }

    nonisolated(unsafe) private static var plans: [ObjectIdentifier: Plan] = [:]

    static func plan<T>(for type: T.Type) -> Plan {
        let id = ObjectIdentifier(type)
        if let known = plans[id] { return known }
        // Stored before it is filled in, so that a type reached again
        // through its own fields (through a class, never by value) ends.
        let plan = Plan()
        plans[id] = plan
        plan.step = step(for: type)
        return plan
    }

    private static func step<T>(for type: T.Type) -> Plan.Step {
        if type is any NodeOwnedViewField.Type { return .always }
        if let rule = type as? any ViewFieldComparing.Type { return customStep(rule) }
        if _isPOD(type) { return .bytes(MemoryLayout<T>.size) }
        if let equatable = type as? any Equatable.Type { return equatableStep(equatable) }
        switch kind(of: type) {
        case .class, .foreignClass:
            // An object by identity, as SwiftUI compares one: a change inside
            // it reaches the views that observe it (`ObservableObject`,
            // `@Observable`), not through its holder. The engine's own
            // objects (a navigation context, a menu's state) are read by its
            // views without being observed: always changed.
            return isEngineType(type) ? .never : .bytes(MemoryLayout<T>.size)
        case .function, .metatype, .existentialMetatype, .opaque:
            return .bytes(MemoryLayout<T>.size)
        case .existential:
            // Other existentials may hold anything (an engine object): changed.
            return loader(for: type).map { .existential($0) } ?? .never
        case .struct, .tuple:
            var fields: [(offset: Int, plan: Plan)] = []
            let known = _forEachField(of: type) { _, offset, fieldType, _ in
                fields.append((offset, planOpened(fieldType)))
                return true
            }
            // Without field records the bytes are the safe answer: equal
            // bytes are equal values (the old value keeps its objects alive).
            return known ? .fields(fields.filter { if case .always = $0.plan.step { false } else { true } })
                         : .bytes(MemoryLayout<T>.size)
        default:
            // An enum without a rule of its own: the same bytes are the
            // same case with the same payload.
            return .bytes(MemoryLayout<T>.size)
        }
    }

    /// Reads an existential field as the value inside it. Only `any View`
    /// and `Any` are opened: a generic `T` that is an existential would
    /// become an `Any` holding the existential, not the value inside.
    private static func loader<T>(for _: T.Type) -> ((UnsafeRawPointer) -> Any)? {
        if T.self == (any View).self { return { $0.assumingMemoryBound(to: (any View).self).pointee as Any } }
        if T.self == Any.self { return { $0.assumingMemoryBound(to: Any.self).pointee } }
        return nil
    }

    private static func isEngineType(_ type: Any.Type) -> Bool {
        _typeName(type, qualified: true).hasPrefix("TrellisCore.")
    }

    private static func planOpened(_ type: Any.Type) -> Plan {
        func open<F>(_ type: F.Type) -> Plan { plan(for: type) }
        return _openExistential(type, do: open)
    }

    private static func customStep<R: ViewFieldComparing>(_: R.Type) -> Plan.Step {
        .custom { a, b in R.viewFieldsEqual(a.assumingMemoryBound(to: R.self).pointee, b.assumingMemoryBound(to: R.self).pointee) }
    }

    private static func equatableStep<E: Equatable>(_: E.Type) -> Plan.Step {
        .custom { a, b in a.assumingMemoryBound(to: E.self).pointee == b.assumingMemoryBound(to: E.self).pointee }
    }

    /// The runtime's kind of a type, read from a one-field probe's record.
    private struct KindProbe<T> { var value: T }
    private static func kind<T>(of _: T.Type) -> _MetadataKind {
        var kind = _MetadataKind.unknown
        _forEachField(of: KindProbe<T>.self) { _, _, _, fieldKind in
            kind = fieldKind
            return false
        }
        return kind
    }
}

/// A type that says itself when two of its values count as the same view
/// input (the field-by-field rule of `ViewValueComparison` does not fit:
/// `@State` keeps its value in the node, a binding is its source).
protocol ViewFieldComparing {
    static func viewFieldsEqual(_ a: Self, _ b: Self) -> Bool
}
