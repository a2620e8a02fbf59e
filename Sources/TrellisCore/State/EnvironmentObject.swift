import Observation

/// An `ObservableObject` put in the environment by an ancestor's
/// `.environmentObject(_:)`, as SwiftUI's `@EnvironmentObject`: found by
/// its type and followed like an `@ObservedObject`.
///
/// Reading it when no ancestor provided one stops the program with a
/// message naming the type, as SwiftUI does: there is no value to return.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    let box = EnvironmentObjectBox()

    public init() {}

    public var wrappedValue: ObjectType {
        guard let object = box.object as? ObjectType else {
            fatalError("No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view.")
        }
        return object
    }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject(wrappedValue: wrappedValue).projectedValue }
}

extension EnvironmentObject: GraphLinkedProperty {
    func link(to node: ViewNode, stateIndex: inout Int) {
        defer { stateIndex += 1 }
        let cell = ObjectSubscriptionCell.cell(in: node, at: stateIndex)
        guard let object = node.environment.objects[ObjectIdentifier(ObjectType.self)] as? ObjectType else {
            box.object = nil
            cell.stopFollowing()
            return
        }
        box.object = object
        cell.follow(object, from: node)
    }
}

final class EnvironmentObjectBox: @unchecked Sendable {
    weak var object: AnyObject?
}

private struct ObjectsKey: EnvironmentKey {
    static var defaultValue: [ObjectIdentifier: AnyObject] { [:] }
}

extension EnvironmentValues {
    /// Objects put in the environment by type: `environmentObject(_:)`'s
    /// `ObservableObject`s and `environment(_:)`'s `@Observable` models.
    var objects: [ObjectIdentifier: AnyObject] {
        get { self[ObjectsKey.self] }
        set { self[ObjectsKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Puts `object` in the environment for `@EnvironmentObject` properties
    /// of its type in this view and its descendants.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        EnvironmentModifierView(content: self) { $0.objects[ObjectIdentifier(T.self)] = object }
    }

    /// Puts an `@Observable` model in the environment for
    /// `@Environment(T.self)` in this view and its descendants (nil
    /// removes it).
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        EnvironmentModifierView(content: self) { environment in
            if let object { environment.objects[ObjectIdentifier(T.self)] = object } else {
                environment.objects.removeValue(forKey: ObjectIdentifier(T.self))
            }
        }
    }
}
