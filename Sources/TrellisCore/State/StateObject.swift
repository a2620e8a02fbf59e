/// An `ObservableObject` a view owns, as SwiftUI's `@StateObject`: the
/// object is made once per view identity, the first time the identity
/// appears (the initial-value expression is not evaluated again for later
/// values of the view), kept while the identity lives, and followed like
/// an `@ObservedObject`.
///
/// Outside a view (on an `App`, which has no node) the object is made on
/// first use and kept by that value and its copies.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    let location: StateObjectLocation<ObjectType>

    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        location = StateObjectLocation(make: thunk)
    }

    public var wrappedValue: ObjectType { location.object }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject(wrappedValue: wrappedValue).projectedValue }
}

extension StateObject: GraphLinkedProperty {
    func link(to node: ViewNode, stateIndex: inout Int) {
        defer { stateIndex += 1 }
        let cell = ObjectSubscriptionCell.cell(in: node, at: stateIndex)
        let object: ObjectType
        if let owned = cell.owned as? ObjectType {
            object = owned
        } else {
            object = location.object
            cell.owned = object
        }
        location.cell = cell
        cell.follow(object, from: node)
    }
}

/// Where a `StateObject` value finds its object: the node's cell once
/// linked, else an instance made on first use.
final class StateObjectLocation<ObjectType: ObservableObject>: @unchecked Sendable {
    private let make: () -> ObjectType
    private var unlinked: ObjectType?
    var cell: ObjectSubscriptionCell?

    init(make: @escaping () -> ObjectType) { self.make = make }

    var object: ObjectType {
        if let owned = cell?.owned as? ObjectType { return owned }
        if let unlinked { return unlinked }
        let made = make()
        unlinked = made
        return made
    }
}
