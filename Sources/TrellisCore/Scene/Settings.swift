/// The app's settings window, as SwiftUI's `Settings`: never opened at
/// launch; Ctrl+Comma, the menu bar's "Settings…" item, `SettingsLink` and
/// `openSettings` open it, or bring it forward when it is open.
public nonisolated struct Settings<Content: View>: Scene {
    public typealias Body = Never
    let content: () -> Content

    public init(@ViewBuilder content: @escaping () -> Content) { self.content = content }

    public var body: Never { fatalError("Settings has no body") }
}

@MainActor extension Settings: WindowProducing {
    var windowSpecs: [WindowSpec] {
        let content = self.content
        var spec = WindowSpec(title: nil, kind: .settings) { _ in AnyView(content()) }
        // A settings window is as large as its content, as on the Mac.
        spec.resizability = .contentSize
        return [spec]
    }
}

/// Opens the app's settings window, as SwiftUI's `OpenSettingsAction`.
@MainActor @preconcurrency
public struct OpenSettingsAction: Sendable {
    let context: WindowContext?

    public func callAsFunction() {
        guard let context else {
            Diagnostics.report("openSettings(): this view is not in an app window")
            return
        }
        context.windows.openSettings()
    }
}

/// A button that opens the app's settings window, as SwiftUI's `SettingsLink`.
public struct SettingsLink<Label: View>: View {
    @Environment(\.openSettings) private var openSettings
    let label: Label

    public init(@ViewBuilder label: () -> Label) { self.label = label() }

    public var body: some View {
        Button(action: { openSettings() }) { label }
    }
}

extension SettingsLink where Label == Text {
    public init() { self.init { Text("Settings…") } }
}

extension EnvironmentValues {
    public var openSettings: OpenSettingsAction { OpenSettingsAction(context: appWindowContext) }
}
