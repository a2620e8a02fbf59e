/// Opens a window, as SwiftUI's `OpenWindowAction`: a new window of the
/// scene with that `id` (a `Window` that is open is brought forward), or
/// of the `WindowGroup(for:)` that presents the value's type — where a
/// window already presenting the same value is brought forward instead.
@MainActor @preconcurrency
public struct OpenWindowAction: Sendable {
    let context: WindowContext?

    public func callAsFunction(id: String) {
        windows("openWindow(id:)")?.openWindow(id: id, value: nil)
    }

    public func callAsFunction<D: Codable & Hashable>(value: D) {
        windows("openWindow(value:)")?.openWindow(id: nil, value: AnyHashable(value))
    }

    public func callAsFunction<D: Codable & Hashable>(id: String, value: D) {
        windows("openWindow(id:value:)")?.openWindow(id: id, value: AnyHashable(value))
    }

    private func windows(_ call: String) -> AppWindows? {
        if context == nil { Diagnostics.report("\(call): this view is not in an app window") }
        return context?.windows
    }
}

/// Closes windows, as SwiftUI's `DismissWindowAction`: called bare, the
/// window the view is in; with an `id`, that scene's windows; with a
/// value, the window presenting it.
@MainActor @preconcurrency
public struct DismissWindowAction: Sendable {
    let context: WindowContext?

    public func callAsFunction() {
        guard let context else {
            Diagnostics.report("dismissWindow(): this view is not in an app window")
            return
        }
        context.windows.close(context.id)
    }

    public func callAsFunction(id: String) {
        context?.windows.dismissWindows(id: id, value: nil)
    }

    public func callAsFunction<D: Codable & Hashable>(value: D) {
        context?.windows.dismissWindows(id: nil, value: AnyHashable(value))
    }

    public func callAsFunction<D: Codable & Hashable>(id: String, value: D) {
        context?.windows.dismissWindows(id: id, value: AnyHashable(value))
    }
}

private struct AppWindowContextKey: EnvironmentKey {
    static let defaultValue: WindowContext? = nil
}

extension EnvironmentValues {
    public var openWindow: OpenWindowAction { OpenWindowAction(context: appWindowContext) }
    public var dismissWindow: DismissWindowAction { DismissWindowAction(context: appWindowContext) }

    /// Whether `openWindow` can open windows: in an app's window it can
    /// (every scene may have several windows, as on macOS); in a bare host
    /// there is no app to open them.
    public var supportsMultipleWindows: Bool { appWindowContext != nil }

    /// The app window the view is in (nil in a bare `ViewHost`).
    package var appWindowContext: WindowContext? {
        get { self[AppWindowContextKey.self] }
        set { self[AppWindowContextKey.self] = newValue }
    }
}

/// The root of every app window: its content with the window's context
/// in the environment, `dismiss` closing the window (a sheet or pushed
/// view inside sets its own), and the menu bar above when the app
/// declares commands.
struct AppWindowRoot: View {
    let content: AnyView
    let commands: AppCommands?
    let context: WindowContext

    var body: some View {
        let windows = context.windows, id = context.id
        let framed = content
            .environment(\.appWindowContext, context)
            .environment(\.dismiss, DismissAction(action: { windows.close(id) }))
        if let commands, commands.isDeclared {
            VStack(spacing: 0) {
                MenuBar(commands: commands).environment(\.appWindowContext, context)
                framed.frame(maxWidth: .infinity, maxHeight: .infinity)
            }
        } else {
            framed
        }
    }
}
