/// A property of an `ObservableObject` that announces its changes, as
/// Combine's `@Published`: setting it sends the enclosing object's
/// `objectWillChange` first, then stores the value.
///
/// The setter reaches the enclosing object through the
/// `_enclosingInstance` subscript, the same hook Combine uses, so it only
/// works on properties of classes (which is where `@Published` is allowed).
@propertyWrapper
public struct Published<Value> {
    let storage: PublishedBox<Value>

    public init(wrappedValue: Value) { storage = PublishedBox(wrappedValue) }

    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError("@Published is only available on properties of classes") }
        set { fatalError("@Published is only available on properties of classes") }
    }

    public static subscript<EnclosingSelf: ObservableObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].storage.value }
        set {
            object.objectWillChange.send()
            object[keyPath: storageKeyPath].storage.value = newValue
        }
    }
}

/// The value of one `@Published` property; the first one of an object
/// also holds the object's publisher.
final class PublishedBox<Value>: @unchecked Sendable {
    var value: Value
    private(set) lazy var publisher = ObservableObjectPublisher()

    init(_ value: Value) { self.value = value }
}

/// How the default `objectWillChange` finds a `@Published` property.
protocol PublishedStorage {
    var objectWillChange: ObservableObjectPublisher { get }
}

extension Published: PublishedStorage {
    var objectWillChange: ObservableObjectPublisher { storage.publisher }
}
