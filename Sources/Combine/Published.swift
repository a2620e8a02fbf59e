/// A property of a class that announces its changes, as Combine's
/// `@Published`: setting it sends the enclosing `ObservableObject`'s
/// default `objectWillChange` first, then sends the new value to the
/// subscribers of `$property`, then stores it.
///
/// The setter reaches the enclosing object through the
/// `_enclosingInstance` subscript, the same hook Combine uses, so it only
/// works on properties of classes (which is where `@Published` is allowed).
@propertyWrapper
public struct Published<Value> {
    let box: PublishedBox<Value>

    public init(wrappedValue: Value) { box = PublishedBox(wrappedValue) }

    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError("@Published is only available on properties of classes") }
        set { fatalError("@Published is only available on properties of classes") }
    }

    /// `$property`: publishes the current value to a new subscriber, then
    /// every new value before it is stored.
    public var projectedValue: Publisher {
        get { Publisher(box: box) }
        set {} // `assign(to: &$property)` writes through the box it holds.
    }

    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].box.value }
        set {
            let box = object[keyPath: storageKeyPath].box
            box.connect(to: object)
            box.set(newValue)
        }
    }

    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        projected wrappedKeyPath: KeyPath<EnclosingSelf, Publisher>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Publisher {
        get {
            let box = object[keyPath: storageKeyPath].box
            // So that `assign(to: &$property)` announces the change too.
            box.connect(to: object)
            return Publisher(box: box)
        }
        // Only for `&$property`: assign(to:) writes through the box it holds.
        set {}
    }

    /// The publisher of a `@Published` property's values.
    public struct Publisher: Combine.Publisher {
        public typealias Output = Value
        public typealias Failure = Never

        let box: PublishedBox<Value>

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
            box.subject.receive(subscriber: subscriber)
        }
    }
}

/// The value of one `@Published` property; the first one of an object
/// also holds the object's default publisher.
final class PublishedBox<Value>: @unchecked Sendable {
    private let lock = Lock()
    private var stored: Value
    /// The enclosing object's `objectWillChange`, found on first use.
    private var announcer: ObservableObjectPublisher?
    private var isConnected = false
    /// Made for the first subscriber of `$property`.
    private var valueSubject: CurrentValueSubject<Value, Never>?
    /// `assign(to: &$property)` subscriptions, which live as long as this.
    private var assignments: [AnyCancellable] = []
    private(set) lazy var publisher = ObservableObjectPublisher()

    init(_ value: Value) { stored = value }

    var value: Value { lock.withLock { stored } }

    var subject: CurrentValueSubject<Value, Never> {
        lock.withLock {
            if let valueSubject { return valueSubject }
            let made = CurrentValueSubject<Value, Never>(stored)
            valueSubject = made
            return made
        }
    }

    /// Finds the object's default `objectWillChange` (a custom publisher is
    /// the object's own to send on, as in Combine).
    func connect(to object: AnyObject) {
        guard !lock.withLock({ isConnected }) else { return }
        var found: ObservableObjectPublisher?
        if let observable = object as? any ObservableObject { found = Self.defaultPublisher(of: observable) }
        lock.withLock {
            announcer = found
            isConnected = true
        }
    }

    private static func defaultPublisher<O: ObservableObject>(of object: O) -> ObservableObjectPublisher? {
        object.objectWillChange as? ObservableObjectPublisher
    }

    func set(_ newValue: Value) {
        let (willChange, subject) = lock.withLock { (announcer, valueSubject) }
        willChange?.send()
        subject?.send(newValue)
        lock.withLock { stored = newValue }
    }

    func keep(_ assignment: AnyCancellable) { lock.withLock { assignments.append(assignment) } }
}

/// How the default `objectWillChange` finds a `@Published` property.
protocol PublishedStorage {
    var objectWillChange: ObservableObjectPublisher { get }
}

extension Published: PublishedStorage {
    var objectWillChange: ObservableObjectPublisher { box.publisher }
}
