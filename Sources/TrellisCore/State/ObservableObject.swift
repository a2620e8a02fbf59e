import Foundation

/// An object whose changes views follow, as SwiftUI's (Combine's)
/// `ObservableObject`: it announces a change through `objectWillChange`
/// before making it, and every view that holds it with `@StateObject`,
/// `@ObservedObject` or `@EnvironmentObject` re-evaluates its body.
///
/// Mark properties `@Published` and the default `objectWillChange` is
/// sent for you; or declare `let objectWillChange = ObservableObjectPublisher()`
/// and call `objectWillChange.send()` yourself.
public protocol ObservableObject: AnyObject {
    associatedtype ObjectWillChangePublisher: ObservableObjectPublisher = ObservableObjectPublisher
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// The publisher shared by the object's `@Published` properties: it
    /// lives in the first of them, as Combine's does, so every property of
    /// one object announces through the same publisher. An object without
    /// `@Published` properties gets a publisher nobody sends on.
    public var objectWillChange: ObservableObjectPublisher {
        var mirror: Mirror? = Mirror(reflecting: self)
        while let current = mirror {
            for child in current.children {
                if let published = child.value as? any PublishedStorage { return published.objectWillChange }
            }
            mirror = current.superclassMirror
        }
        return ObservableObjectPublisher()
    }
}

/// Announces that an object is about to change, without Combine: views
/// subscribe a handler, `send()` calls every handler. Safe to send from
/// any thread; handlers run on the sending thread.
public final class ObservableObjectPublisher: @unchecked Sendable {
    private let lock = NSLock()
    private var handlers: [Int: @Sendable () -> Void] = [:]
    private var nextID = 0

    public init() {}

    /// Tells every subscriber the object is about to change.
    public func send() {
        let current = lock.withLock { Array(handlers.values) }
        for handler in current { handler() }
    }

    /// Calls `handler` on every `send()` until the returned subscription
    /// is cancelled or released.
    package func subscribe(_ handler: @escaping @Sendable () -> Void) -> ObjectWillChangeSubscription {
        let id = lock.withLock {
            nextID += 1
            handlers[nextID] = handler
            return nextID
        }
        return ObjectWillChangeSubscription(publisher: self, id: id)
    }

    fileprivate func remove(_ id: Int) {
        _ = lock.withLock { handlers.removeValue(forKey: id) }
    }

    var subscriberCount: Int { lock.withLock { handlers.count } }
}

/// A handler registered with an `ObservableObjectPublisher`; it is removed
/// when this is cancelled or deallocated (so a view that goes away stops
/// listening). It holds the publisher weakly: it never keeps a model alive.
package final class ObjectWillChangeSubscription: @unchecked Sendable {
    private weak var publisher: ObservableObjectPublisher?
    private let id: Int

    fileprivate init(publisher: ObservableObjectPublisher, id: Int) {
        self.publisher = publisher
        self.id = id
    }

    package func cancel() {
        publisher?.remove(id)
        publisher = nil
    }

    deinit { cancel() }
}
