import TrellisCore
internal import TrellisX11

extension App {
    /// The entry point `@main` calls: builds the app, and shows its first
    /// window on the X display named by `DISPLAY`; the app's other scenes
    /// open when it asks (`openWindow`, Settings). Returns only by exiting
    /// (0 when the last window is closed, 1 when X fails).
    @MainActor
    public static func main() {
        let app = Self()
        let specs = Scenes.windows(of: app.body)
        guard specs.contains(where: { $0.kind != .settings }) else {
            FileHandle.standardError.write(Data("trellis: \(Self.self) declares no window\n".utf8))
            exit(1)
        }
        let environment = ProcessEnvironment.atStart
        // URLs on the command line (a desktop file's %u) go to `onOpenURL`.
        LaunchURLs.urls = LaunchURLs.parse(CommandLine.arguments.dropFirst())
        ApplicationLifecycle.willFinishLaunching()
        X11Application.run { measurer, clock in
            // The body is declared again for the menu bar: its commands
            // follow the models they read.
            AppWindows(specs: specs, appTitle: defaultTitle, scenes: { Scenes.windows(of: app.body) }) { content, spec in
                ViewHost(rootView: content, measurer: measurer, clock: clock,
                         windowResizeAnimation: spec.resizeAnimation(environment: environment))
            }
        }
    }

    /// A window without a title is named after the app, as on macOS:
    /// `WideFirstGridDemoApp` becomes "WideFirstGridDemo".
    private static var defaultTitle: String {
        let name = _typeName(Self.self, qualified: false)
        return name.hasSuffix("App") && name.count > 3 ? String(name.dropLast(3)) : name
    }
}
