/// An `ObservableObject` a view is handed, as SwiftUI's `@ObservedObject`:
/// the view re-evaluates its body whenever the object will change, and
/// `$model.property` is a binding to one of its properties. The view does
/// not own the object; a new value of the view may bring another object,
/// and the view then follows that one instead.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    public var wrappedValue: ObjectType

    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }

    public init(initialValue: ObjectType) { self.init(wrappedValue: initialValue) }

    public var projectedValue: Wrapper { Wrapper(root: wrappedValue) }

    /// Bindings to the object's properties: `$model.name`.
    @dynamicMemberLookup
    public struct Wrapper {
        let root: ObjectType

        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let root = self.root
            return Binding(origin: .storage(root, path: [keyPath]),
                           get: { root[keyPath: keyPath] }, set: { root[keyPath: keyPath] = $0 })
        }
    }
}

extension ObservedObject: GraphLinkedProperty {
    func link(to node: ViewNode, stateIndex: inout Int) {
        defer { stateIndex += 1 }
        ObjectSubscriptionCell.cell(in: node, at: stateIndex).follow(wrappedValue, from: node)
    }
}
