import Combine
import Foundation
import Testing

private let pinged = Notification.Name("TrellisTests.pinged")

@Suite("NotificationCenter.publisher")
struct NotificationPublisherTests {
    @Test func publishesPostedNotificationsWhileSubscribed() {
        let center = NotificationCenter()
        var received: [String] = []
        let sender = NSObject()
        let cancellable = center.publisher(for: pinged, object: sender)
            .map { $0.userInfo?["n"] as? String ?? "?" }
            .sink { received.append($0) }
        center.post(name: pinged, object: sender, userInfo: ["n": "1"])
        center.post(name: pinged, object: NSObject(), userInfo: ["n": "other sender"])
        center.post(name: pinged, object: sender, userInfo: ["n": "2"])
        cancellable.cancel()
        center.post(name: pinged, object: sender, userInfo: ["n": "3"])
        #expect(received == ["1", "2"])
    }

    @Test func theDefaultCenter() {
        var count = 0
        let cancellable = NotificationCenter.default.publisher(for: pinged).sink { _ in count += 1 }
        NotificationCenter.default.post(name: pinged, object: nil)
        #expect(count == 1)
        _ = cancellable
    }
}
