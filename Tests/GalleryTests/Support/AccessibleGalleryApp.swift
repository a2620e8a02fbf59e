import XvfbSupport

/// A gallery app on its own private Xvfb with its own session bus, AT-SPI
/// bus and registry, and a probe that reads and operates it through
/// pyatspi, as a screen reader would.
struct AccessibleGalleryApp {
    let bus: AccessibilityBus
    let session: GallerySession
    let probe: AccessibilityProbe

    /// `title` is the window's, which names the application on the bus.
    init(_ app: String, title: String) throws {
        bus = try AccessibilityBus()
        session = try GallerySession(app, environment: bus.environment)
        probe = AccessibilityProbe(bus: bus, display: session.app.display, application: title)
    }
}
