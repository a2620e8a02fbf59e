import TrellisCore
internal import TrellisX11

extension App {
    /// The entry point `@main` calls: builds the app, and shows its first
    /// window on the X display named by `DISPLAY`. Returns only by exiting
    /// (0 when the window is closed, 1 when X fails).
    @MainActor
    public static func main() {
        let app = Self()
        let windows = Scenes.windows(of: app.body)
        guard let window = windows.first else {
            FileHandle.standardError.write(Data("trellis: \(Self.self) declares no window\n".utf8))
            exit(1)
        }
        let title = window.title ?? defaultTitle
        let resizeAnimation = window.resizeAnimation(environment: ProcessEnvironment.atStart)
        X11Application.run(title: title, sizeHints: window.sizeHints(for:), initialLimits: window.initialSizeLimits(for:)) { measurer, clock in
            ViewHost(rootView: window.makeContent(), measurer: measurer, clock: clock, windowResizeAnimation: resizeAnimation)
        }
    }

    /// A window without a title is named after the app, as on macOS:
    /// `WideFirstGridDemoApp` becomes "WideFirstGridDemo".
    private static var defaultTitle: String {
        let name = _typeName(Self.self, qualified: false)
        return name.hasSuffix("App") && name.count > 3 ? String(name.dropLast(3)) : name
    }
}
