// Scenes beyond the main window. They compile so that whole apps build;
// only the first `WindowGroup` opens today. The README lists what each
// does: `Window` opens like a `WindowGroup` when it is the first scene;
// `Settings`, `.commands` and `openWindow` do nothing yet.

/// A single window scene, as SwiftUI's `Window`: opened like a window
/// group when it is the app's first scene.
public nonisolated struct Window<Content: View>: Scene {
    public typealias Body = Never
    let title: String
    let content: () -> Content

    public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: @escaping () -> Content) {
        title = titleKey.key
        self.content = content
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: @escaping () -> Content) {
        self.title = String(title)
        self.content = content
    }

    public var body: Never { fatalError("Window has no body") }
}

@MainActor extension Window: WindowProducing {
    var windowSpecs: [WindowSpec] {
        let content = self.content
        return [WindowSpec(title: title, makeContent: { AnyView(content()) })]
    }
}

/// The app's settings window, as SwiftUI's `Settings` (not opened yet).
public nonisolated struct Settings<Content: View>: Scene {
    public typealias Body = Never
    let content: () -> Content

    public init(@ViewBuilder content: @escaping () -> Content) { self.content = content }

    public var body: Never { fatalError("Settings has no body") }
}

@MainActor extension Settings: WindowProducing {
    var windowSpecs: [WindowSpec] { [] }
}

/// Menu bar commands (not shown yet).
public protocol Commands {}

@resultBuilder
public enum CommandsBuilder {
    public static func buildBlock<each C: Commands>(_ content: repeat each C) -> EmptyCommands { EmptyCommands() }
}

public struct EmptyCommands: Commands { public init() {} }

/// A menu of commands, as SwiftUI's `CommandMenu`.
public struct CommandMenu<Content: View>: Commands {
    public init(_ nameKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
    @_disfavoredOverload
    public init<S: StringProtocol>(_ name: S, @ViewBuilder content: () -> Content) {}
}

/// Commands placed relative to a standard group, as SwiftUI's `CommandGroup`.
public struct CommandGroup<Content: View>: Commands {
    public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
    public init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
    public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
}

public struct CommandGroupPlacement: Sendable {
    let name: String
    public static let appInfo = CommandGroupPlacement(name: "appInfo")
    public static let appSettings = CommandGroupPlacement(name: "appSettings")
    public static let newItem = CommandGroupPlacement(name: "newItem")
    public static let saveItem = CommandGroupPlacement(name: "saveItem")
    public static let undoRedo = CommandGroupPlacement(name: "undoRedo")
    public static let pasteboard = CommandGroupPlacement(name: "pasteboard")
    public static let sidebar = CommandGroupPlacement(name: "sidebar")
    public static let toolbar = CommandGroupPlacement(name: "toolbar")
    public static let help = CommandGroupPlacement(name: "help")
}

extension Scene {
    /// Menu bar commands for the scene (not shown yet).
    public func commands<C: Commands>(@CommandsBuilder content: () -> C) -> some Scene { self }
}

/// Opens a window scene by id, as SwiftUI's `OpenWindowAction` (not yet:
/// only the first window opens; calling it reports so on stderr).
public struct OpenWindowAction: Sendable {
    @MainActor public func callAsFunction(id: String) {
        Diagnostics.report("openWindow(id: \(id)): opening more windows is not supported yet")
    }
}

/// Closes a window scene by id (not yet; see `OpenWindowAction`).
public struct DismissWindowAction: Sendable {
    @MainActor public func callAsFunction(id: String) {
        Diagnostics.report("dismissWindow(id: \(id)): closing other windows is not supported yet")
    }
    @MainActor public func callAsFunction() {
        Diagnostics.report("dismissWindow(): closing windows this way is not supported yet")
    }
}

extension EnvironmentValues {
    public var openWindow: OpenWindowAction { OpenWindowAction() }
    public var dismissWindow: DismissWindowAction { DismissWindowAction() }
}
