/// Reads a value from the environment, as SwiftUI's `@Environment(\.key)`.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    let keyPath: KeyPath<EnvironmentValues, Value>
    let box = EnvironmentBox()

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }

    public var wrappedValue: Value { (box.values ?? EnvironmentValues())[keyPath: keyPath] }
}

extension Environment: GraphLinkedProperty {
    func link(to node: ViewNode, stateIndex: inout Int) { box.values = node.environment }
}

final class EnvironmentBox: @unchecked Sendable {
    var values: EnvironmentValues?
}
