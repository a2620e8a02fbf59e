import Foundation

/// The app's launch and termination as the backend runs them, told to
/// `NotificationCenter.default` under AppKit's notification names, which
/// Mac SwiftUI code listens for (`.onReceive(NotificationCenter.default
/// .publisher(for: NSApplication.willTerminateNotification))` to save its
/// state). The app may ask to terminate (`NSApplication.terminate`): the
/// backend's event loop reads `terminationRequested` every turn and shuts
/// down as when the last window closes.
@MainActor
package enum ApplicationLifecycle {
    package static let willFinishLaunchingName = Notification.Name("NSApplicationWillFinishLaunchingNotification")
    package static let didFinishLaunchingName = Notification.Name("NSApplicationDidFinishLaunchingNotification")
    package static let willTerminateName = Notification.Name("NSApplicationWillTerminateNotification")

    /// Set by `requestTermination`; the event loop ends at its next turn.
    package private(set) static var terminationRequested = false
    private static var launched = false
    private static var terminating = false

    /// Before the first window is made.
    package static func willFinishLaunching() {
        NotificationCenter.default.post(name: willFinishLaunchingName, object: nil)
    }

    /// Once the first window is shown (the event loop's first frame).
    package static func didFinishLaunching() {
        guard !launched else { return }
        launched = true
        NotificationCenter.default.post(name: didFinishLaunchingName, object: nil)
    }

    /// Ends the app at the event loop's next turn; wakes the loop so that
    /// it does not wait for an event first.
    package static func requestTermination() {
        guard !terminationRequested else { return }
        terminationRequested = true
        DispatchQueue.main.async {}
    }

    /// The backend is about to exit (once, however it ends).
    package static func willTerminate() {
        guard !terminating else { return }
        terminating = true
        NotificationCenter.default.post(name: willTerminateName, object: nil)
    }

    /// Forgets a request (tests that ask for one share the process).
    package static func resetForTesting() {
        terminationRequested = false
    }
}
