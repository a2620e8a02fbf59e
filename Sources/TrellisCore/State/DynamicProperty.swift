@_spi(Reflection) import Swift

/// A stored property of a view that the graph updates before the body is
/// evaluated (`@State`, `@Environment`), as SwiftUI's `DynamicProperty`.
public protocol DynamicProperty {
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

/// Connects a view value's dynamic properties to the node that owns them.
@MainActor
protocol GraphLinkedProperty {
    /// `stateIndex` counts the `@State` properties seen so far, so each one
    /// finds its own cell in the node on every update.
    func link(to node: ViewNode, stateIndex: inout Int)
}

/// A view whose dynamic properties live in another value it holds (a
/// `ModifiedContent`'s modifier).
@MainActor
protocol DynamicPropertyOwner {
    var dynamicPropertyHolder: Any { get }
}

/// Links a view value's dynamic properties to its node each time its body
/// is about to run. Where a type keeps them is read once, from the
/// runtime's field records, and kept: a body that runs on every keystroke
/// then reads its properties at known offsets instead of reflecting the
/// whole value (`Mirror` boxes every field) each time.
@MainActor
enum DynamicPropertyLinker {
    /// One stored property that links itself, at its offset in the value.
    private struct LinkedField {
        let offset: Int
        let link: (UnsafeRawPointer, ViewNode, inout Int) -> Void
    }

    /// Where a type's linked properties are, in declaration order.
    private enum Layout {
        /// Stored properties that link themselves (empty: nothing to do).
        case fields([LinkedField])
        /// The properties live in another value (a modifier's).
        case holder
        /// No field records (an enum): reflected each time.
        case reflected
    }

    private static var layouts: [ObjectIdentifier: Layout] = [:]

    static func link(_ view: any View, to node: ViewNode) {
        switch layout(of: type(of: view), isView: true) {
        case .fields(let fields): if !fields.isEmpty { link(view, fields, to: node) }
        case .holder: linkHolder((view as! any DynamicPropertyOwner).dynamicPropertyHolder, to: node)
        case .reflected: linkReflecting(view, to: node)
        }
    }

    private static func linkHolder(_ holder: Any, to node: ViewNode) {
        switch layout(of: type(of: holder), isView: false) {
        case .fields(let fields): if !fields.isEmpty { link(holder, fields, to: node) }
        case .holder, .reflected: linkReflecting(holder, to: node)
        }
    }

    private static func link(_ value: Any, _ fields: [LinkedField], to node: ViewNode) {
        func opened<T>(_ value: T) {
            var stateIndex = 0
            withUnsafePointer(to: value) { base in
                let raw = UnsafeRawPointer(base)
                for field in fields { field.link(raw + field.offset, node, &stateIndex) }
            }
        }
        _openExistential(value, do: opened)
    }

    /// Every child that reflection lists, for types without field records.
    private static func linkReflecting(_ value: Any, to node: ViewNode) {
        var stateIndex = 0
        for child in Mirror(reflecting: value).children {
            (child.value as? any GraphLinkedProperty)?.link(to: node, stateIndex: &stateIndex)
        }
    }

    private static func layout(of type: Any.Type, isView: Bool) -> Layout {
        let id = ObjectIdentifier(type)
        if let known = layouts[id] { return known }
        let layout: Layout
        if isView, type is any DynamicPropertyOwner.Type {
            layout = .holder
        } else {
            var fields: [LinkedField] = []
            let known = _forEachField(of: type) { _, offset, fieldType, _ in
                if let linked = fieldType as? any GraphLinkedProperty.Type { fields.append(field(linked, at: offset)) }
                return true
            }
            layout = known ? .fields(fields) : .reflected
        }
        layouts[id] = layout
        return layout
    }

    private static func field<P: GraphLinkedProperty>(_: P.Type, at offset: Int) -> LinkedField {
        LinkedField(offset: offset) { pointer, node, stateIndex in
            pointer.assumingMemoryBound(to: P.self).pointee.link(to: node, stateIndex: &stateIndex)
        }
    }
}
