#if canImport(Glibc)
@preconcurrency import Glibc
#endif
import CX11
import TrellisCore

/// Runs one `ViewHost` in an X11 window until the window is closed.
///
/// Exit status: 0 when the user closes the window, 1 when the display
/// cannot be opened or the connection is lost (the message is one line on
/// standard error).
@MainActor
package enum X11Application {
    /// `sizeHints` turns the root view's size limits into the hints the
    /// window manager gets (by default the minimum only).
    /// `initialLimits` turns them into the limits the window's first size
    /// is chosen within (a scene's `defaultSize` replaces the ideal size).
    package static func run(title: String, sizeHints: @escaping (WindowSizeLimits) -> WindowSizeLimits = { $0 },
                           initialLimits: @escaping (WindowSizeLimits) -> WindowSizeLimits = { $0 },
                           makeHost: @MainActor (TextMeasurer, FrameClock) -> ViewHost) -> Never {
        let connection = openConnectionOrExit()
        let loop = makeLoop(connection: connection, title: title, sizeHints: sizeHints, initialLimits: initialLimits,
                            makeHost: makeHost)
        loop.run()
    }

    /// The display's connection, or one line on stderr and exit status 1
    /// (no DISPLAY, a server that refuses us).
    private static func openConnectionOrExit() -> X11Connection {
        do {
            return try X11Connection()
        } catch {
            writeStandardError(error.description)
            exit(1)
        }
    }

    /// Runs an app's windows (`AppWindows`): the launch window first, then
    /// whatever the app opens, until the last one closes (exit status 0).
    /// `makeWindows` gets the backend's measurer and clock.
    package static func run(makeWindows: @MainActor (TextMeasurer, FrameClock) -> AppWindows) -> Never {
        let connection = openConnectionOrExit()
        let loop = makeLoop(connection: connection, makeWindows: makeWindows)
        loop.run()
    }

    /// `run`'s set-up for an app, separate so tests can drive it.
    static func makeLoop(connection: X11Connection, inspection: InspectionWriter? = InspectionWriter.fromEnvironment(),
                         portal: DesktopPortalSettings? = DesktopPortalSettings(),
                         makeWindows: @MainActor (TextMeasurer, FrameClock) -> AppWindows) -> X11EventLoop {
        var windows: AppWindows?
        var launched: AppWindowRecord?
        let loop = makeLoop(connection: connection, title: "", inspection: inspection,
                            sizeHints: { launched?.spec.sizeHints(for: $0) ?? $0 },
                            initialLimits: { launched?.spec.initialSizeLimits(for: $0) ?? $0 },
                            portal: portal, recordTitle: { launched?.title ?? "" }) { measurer, clock in
            let made = makeWindows(measurer, clock)
            windows = made
            guard let record = made.openLaunchWindow() else {
                writeStandardError("trellis: the app declares no window to open")
                exit(1)
            }
            launched = record
            return record.host
        }
        loop.appWindows = windows
        loop.mainWindow.recordID = launched?.id
        return loop
    }

    /// Everything `run` sets up before looping: fonts, measurer, clock,
    /// host, a mapped window of the initial size. Separate so tests can
    /// drive the loop step by step on a private server.
    static func makeLoop(connection: X11Connection, title: String,
                         inspection: InspectionWriter? = InspectionWriter.fromEnvironment(),
                         sizeHints: @escaping (WindowSizeLimits) -> WindowSizeLimits = { $0 },
                         initialLimits: @escaping (WindowSizeLimits) -> WindowSizeLimits = { $0 },
                         portal: DesktopPortalSettings? = DesktopPortalSettings(),
                         recordTitle: (() -> String)? = nil,
                         makeHost: @MainActor (TextMeasurer, FrameClock) -> ViewHost) -> X11EventLoop {
        if let warning = connection.visual.warning { writeStandardError(warning) }
        let fonts = XftFontCache(connection: connection)
        if let warning = fonts.missingFontsWarning { writeStandardError(warning) }
        let measurer = XftTextMeasurer(fonts: fonts)
        let clock = MonotonicClock()
        // Images larger than the screen are decoded reduced to it (ImageStore).
        ImageStore.screenSide = max(connection.screenPixelSize.width, connection.screenPixelSize.height)
        ImageStore.pixelScale = connection.scale
        let host = makeHost(measurer, clock)
        let title = recordTitle?() ?? title
        // Before the first size is asked: the desktop's scale changes it.
        let appearance = DesktopAppearanceReader(connection: connection, portal: portal)
        connection.setScale(appearance.current.displayScale)
        host.desktopAppearance = appearance.current

        let scale = connection.scale
        let screen = connection.screenPixelSize
        let limits = host.sizeLimits
        let points = InitialWindowSize.points(
            limits: initialLimits(limits), screen: CGSize(width: Double(screen.width) / scale, height: Double(screen.height) / scale))
        let window = X11Window(connection: connection, title: title,
                               pixelWidth: Int((points.width * scale).rounded()),
                               pixelHeight: Int((points.height * scale).rounded()))
        window.setSizeLimits(sizeHints(limits))
        host.resize(to: CGSize(width: Double(window.pixelWidth) / scale, height: Double(window.pixelHeight) / scale))
        let startup = X11StartupNotification.takeFromEnvironment()
        startup?.apply(to: window.id, connection: connection)
        window.map()
        startup?.sendComplete(from: window.id, connection: connection)
        let loop = X11EventLoop(window: window, painter: X11Painter(window: window, fonts: fonts),
                                host: host, clock: clock, title: title, appearance: appearance, inspection: inspection)
        loop.sizeHints = sizeHints
        loop.initialLimits = initialLimits
        loop.openedSize = host.size
        return loop
    }
}
