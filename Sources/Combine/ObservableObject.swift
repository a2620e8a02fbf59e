import Foundation

/// An object whose changes views follow, as Combine's `ObservableObject`:
/// it announces a change through `objectWillChange` before making it, and
/// every view that holds it with `@StateObject`, `@ObservedObject` or
/// `@EnvironmentObject` re-evaluates its body.
///
/// Mark properties `@Published` and the default `objectWillChange` is
/// sent for you; or declare your own publisher (`ObservableObjectPublisher`,
/// a `PassthroughSubject<Void, Never>`, …) and send on it yourself.
public protocol ObservableObject: AnyObject {
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
        where ObjectWillChangePublisher.Failure == Never
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

/// The publisher an `ObservableObject` announces its changes on: a value
/// of `Void` before each change. Safe to send from any thread;
/// subscribers run on the sending thread.
public final class ObservableObjectPublisher: Publisher, @unchecked Sendable {
    public typealias Output = Void
    public typealias Failure = Never

    private let subject = PassthroughSubject<Void, Never>()

    public init() {}

    /// Tells every subscriber the object is about to change.
    public func send() { subject.send(()) }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never {
        subject.receive(subscriber: subscriber)
    }

    package var subscriberCount: Int { subject.subscriberCount }
}
