import Foundation

extension NotificationCenter {
    /// A publisher of the notifications named `name` (from `object`, or any
    /// sender), as Combine's. It observes only while subscribed.
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationCenter.Publisher {
        Publisher(center: self, name: name, object: object)
    }

    /// `publisher(for:object:)`'s publisher: each subscriber adds its own
    /// observer, removed when it cancels.
    public struct Publisher: Combine.Publisher {
        public typealias Output = Notification
        public typealias Failure = Never

        public let center: NotificationCenter
        public let name: Notification.Name
        public let object: AnyObject?

        public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
            self.center = center
            self.name = name
            self.object = object
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Notification, S.Failure == Never {
            let gate = DemandGate(subscriber)
            let token = center.addObserver(forName: name, object: object, queue: nil) { [weak gate] notification in
                gate?.offer(notification)
            }
            let center = UncheckedSendable(center)
            let observer = UncheckedSendable(token)
            gate.setOnCancel { center.value.removeObserver(observer.value) }
            subscriber.receive(subscription: gate)
        }
    }
}
