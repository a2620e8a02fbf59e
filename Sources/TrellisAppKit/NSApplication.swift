import Foundation
import TrellisCore

/// The running application, as Mac SwiftUI code reaches it through
/// `import SwiftUI`: `NSApplication.shared.terminate(nil)`, `NSApp`, and
/// the launch and terminate notifications (posted to
/// `NotificationCenter.default` at the moments AppKit posts them).
@MainActor
public final class NSApplication {
    public static let shared = NSApplication()

    private init() {}

    /// Ends the app as closing its last window does: `willTerminateNotification`
    /// is posted, then the process exits with status 0.
    public func terminate(_ sender: Any?) {
        ApplicationLifecycle.requestTermination()
    }

    /// Before the first window is made.
    public static let willFinishLaunchingNotification = ApplicationLifecycle.willFinishLaunchingName
    /// Once the first window is on screen.
    public static let didFinishLaunchingNotification = ApplicationLifecycle.didFinishLaunchingName
    /// The app is about to exit: its last window closed, or `terminate`.
    public static let willTerminateNotification = ApplicationLifecycle.willTerminateName
}

/// The shared application (AppKit's global).
@MainActor public var NSApp: NSApplication { NSApplication.shared }
