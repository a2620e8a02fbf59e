import Foundation
import Testing
@testable import TrellisCore

private struct Counter: View {
    let values: PassthroughSubject<Int, Never>
    @State private var total = 0
    @State private var seen = 0

    var body: some View {
        Text("total \(total), seen \(seen)")
            .onReceive(values) { value in
                total += value
                seen += 1
            }
    }
}

private struct Removable: View {
    let values: PassthroughSubject<Int, Never>
    @State private var shown = true
    @State private var received: [Int] = []

    var body: some View {
        VStack {
            Button("hide") { shown = false }
            Text("received \(received.map(String.init).joined(separator: ","))")
            if shown {
                Text("listening").onReceive(values) { received.append($0) }
            }
        }
    }
}

/// Removed with an animation: the padding fades out, the subscription
/// inside it ends at once.
private struct FadingOut: View {
    let values: PassthroughSubject<Int, Never>
    @State private var shown = true
    @State private var received = 0

    var body: some View {
        VStack {
            Button("hide") { withAnimation(.linear(duration: 1)) { shown = false } }
            Text("received \(received)")
            if shown {
                VStack { Text("listening").onReceive(values) { received += $0 } }.padding()
            }
        }
    }
}

/// Swaps the publisher it listens to: the new one replaces the old.
private struct Switching: View {
    let first: PassthroughSubject<String, Never>
    let second: PassthroughSubject<String, Never>
    @State private var useSecond = false
    @State private var last = "-"

    var body: some View {
        VStack {
            Button("switch") { useSecond = true }
            Text("last \(last)")
                .onReceive(useSecond ? second : first) { last = $0 }
        }
    }
}

private struct JustOnce: View {
    @State private var count = 0
    @State private var other = 0

    var body: some View {
        VStack {
            Button("rerender") { other += 1 }
            Text("count \(count)").onReceive(Just(1)) { count += $0 }
        }
    }
}

@Suite("onReceive")
@MainActor
struct OnReceiveTests {
    @Test func valuesUpdateTheView() {
        let subject = PassthroughSubject<Int, Never>()
        let host = TestHost(Counter(values: subject))
        #expect(host.node(text: "total 0, seen 0") != nil)
        subject.send(2)
        subject.send(5)
        #expect(host.node(text: "total 7, seen 2") != nil)
        #expect(subject.subscriberCount == 1)         // updates keep the one subscription
    }

    @Test func removingTheViewCancelsTheSubscription() {
        let subject = PassthroughSubject<Int, Never>()
        let host = TestHost(Removable(values: subject))
        subject.send(1)
        #expect(host.node(text: "received 1") != nil)
        host.click(text: "hide")
        #expect(host.node(text: "listening") == nil)
        #expect(subject.subscriberCount == 0)
        subject.send(2)                                // after removal: nothing happens
        #expect(host.node(text: "received 1") != nil)
    }

    @Test func anAnimatedRemovalCancelsAtOnce() {
        let subject = PassthroughSubject<Int, Never>()
        let host = TestHost(FadingOut(values: subject))
        subject.send(1)
        #expect(host.node(text: "received 1") != nil)
        host.click(text: "hide")
        host.advance(by: 0.1)                          // still fading out
        #expect(subject.subscriberCount == 0)
        subject.send(5)
        #expect(host.node(text: "received 1") != nil)
    }

    @Test func aNewPublisherReplacesTheOldOne() {
        let first = PassthroughSubject<String, Never>()
        let second = PassthroughSubject<String, Never>()
        let host = TestHost(Switching(first: first, second: second))
        first.send("a")
        #expect(host.node(text: "last a") != nil)
        host.click(text: "switch")
        #expect(first.subscriberCount == 0)
        #expect(second.subscriberCount == 1)
        first.send("b")
        second.send("c")
        #expect(host.node(text: "last c") != nil)
    }

    @Test func anEqualPublisherIsNotSubscribedAgain() {
        let host = TestHost(JustOnce())
        #expect(host.node(text: "count 1") != nil)
        host.click(text: "rerender")
        host.click(text: "rerender")
        #expect(host.node(text: "count 1") != nil)   // Just(1) again is the same publisher
    }

    @Test func aValueFromAnotherThreadArrivesOnTheMainActor() async {
        let subject = PassthroughSubject<Int, Never>()
        let host = TestHost(Counter(values: subject))
        DispatchQueue.global().async { subject.send(3) }
        for _ in 0..<500 where host.node(text: "total 3, seen 1") == nil { try? await Task.sleep(for: .milliseconds(10)) }
        #expect(host.node(text: "total 3, seen 1") != nil)
    }
}
