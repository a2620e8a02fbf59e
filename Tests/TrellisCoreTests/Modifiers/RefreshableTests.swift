import Foundation
import Testing
@testable import TrellisCore

/// `refreshable(action:)` gives the views inside a `refresh` action that
/// runs the handler to its end.
@Suite("refreshable")
@MainActor
struct RefreshableTests {
    private final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0
        func increment() { lock.withLock { value += 1 } }
        var count: Int { lock.withLock { value } }
    }

    @Test func theActionIsInTheEnvironmentInsideOnly() async {
        let counter = Counter()
        var inside: RefreshAction?, outside: RefreshAction? = RefreshAction { }
        _ = TestHost(VStack {
            RefreshReader { inside = $0 }.refreshable { counter.increment() }
            RefreshReader { outside = $0 }
        }, width: 100, height: 100)
        #expect(outside == nil)
        await inside?()
        await inside?()
        #expect(counter.count == 2)
    }
}

private struct RefreshReader: View {
    let read: (RefreshAction?) -> Void
    @Environment(\.refresh) private var refresh
    var body: some View {
        read(refresh)
        return Color.clear
    }
}
