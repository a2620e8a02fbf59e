import Foundation
import Testing
@testable import TrellisCore

/// The behaviour modifiers reach the window's host, and follow state.
@Suite("Window interaction behaviours (core)")
@MainActor
struct WindowInteractionBehaviorCoreTests {
    struct Editor: View {
        @State var locked = false
        var body: some View {
            Toggle("Locked", isOn: $locked)
                .windowResizeBehavior(locked ? .disabled : .automatic)
                .windowDismissBehavior(locked ? .disabled : .enabled)
        }
    }

    @Test func theHostFollowsTheModifiers() {
        let host = TestHost(Editor(), width: 200, height: 100)
        #expect(host.host.windowInteractions == WindowInteractions())
        host.click(text: "Locked")
        #expect(!host.host.windowInteractions.allowsResize && !host.host.windowInteractions.allowsDismiss)
        #expect(host.host.windowInteractions.allowsMinimize)
        host.click(text: "Locked")
        #expect(host.host.windowInteractions == WindowInteractions())
    }
}
