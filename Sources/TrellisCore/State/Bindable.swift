import Observation

/// Bindings to the properties of an `@Observable` model, as SwiftUI's
/// `@Bindable`: `@Bindable var book: Book` makes `$book.title` a
/// `Binding<String>`. It works on view properties and on local variables
/// in a body (`@Bindable var model = model`). The view is not subscribed
/// through it: reading a property in the body is what observes it.
@dynamicMemberLookup @propertyWrapper
public struct Bindable<Value> {
    public var wrappedValue: Value

    public init(wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }

    public init(_ wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }

    public init(projectedValue: Bindable<Value>) { self = projectedValue }

    public var projectedValue: Bindable<Value> { self }

    /// A binding that reads and writes `keyPath` of the model.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject>
    where Value: AnyObject {
        let root = wrappedValue
        return Binding(origin: .storage(root, path: [keyPath]),
                       get: { root[keyPath: keyPath] }, set: { root[keyPath: keyPath] = $0 })
    }
}

extension Bindable: DynamicProperty {}

extension Bindable: Identifiable where Value: Identifiable {
    public var id: Value.ID { wrappedValue.id }
}

extension Bindable: Sendable where Value: Sendable {}
