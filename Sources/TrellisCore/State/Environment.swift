import Observation

/// Reads a value from the environment, as SwiftUI's `@Environment(\.key)`,
/// or an `@Observable` model put there with `.environment(model)`:
/// `@Environment(Model.self) var model`.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    let read: (EnvironmentValues) -> Value
    let box = EnvironmentBox()

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { read = { $0[keyPath: keyPath] } }

    /// The model of this type an ancestor put in the environment. Reading
    /// it when none did stops the program with a message, as in SwiftUI.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        read = { environment in
            guard let object = environment.objects[ObjectIdentifier(objectType)] as? Value else {
                fatalError("No Observable object of type \(objectType) found. A View.environment(_:) for \(objectType) may be missing as an ancestor of this view.")
            }
            return object
        }
    }

    /// The model of this type in the environment, or nil.
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        read = { $0.objects[ObjectIdentifier(objectType)] as? T }
    }

    public var wrappedValue: Value { read(box.values ?? EnvironmentValues()) }
}

extension Environment: GraphLinkedProperty {
    func link(to node: ViewNode, stateIndex: inout Int) { box.values = node.environment }
}

final class EnvironmentBox: @unchecked Sendable {
    var values: EnvironmentValues?
}
