/// A menu of its own in the menu bar, as SwiftUI's `CommandMenu`: placed
/// after the standard File, Edit and View menus, before Help.
public nonisolated struct CommandMenu<Content: View>: Commands {
    public typealias Body = Never
    let name: String
    let content: Content

    public init(_ nameKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        name = nameKey.key
        self.content = content()
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ name: S, @ViewBuilder content: () -> Content) {
        self.name = String(name)
        self.content = content()
    }

    public var body: Never { fatalError("CommandMenu has no body") }
}

@MainActor extension CommandMenu: CommandsProducing {
    var commandContents: [CommandContent] { [CommandContent(placement: .menu(name), content: AnyView(content))] }
}

/// Commands placed in a standard menu, as SwiftUI's `CommandGroup`:
/// before or after one of its groups, or in place of it (an empty
/// replacement removes the group, as `replacing: .newItem) {}` does).
public nonisolated struct CommandGroup<Content: View>: Commands {
    public typealias Body = Never
    let placement: CommandContent.Placement
    let content: Content

    public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        placement = .after(group)
        content = addition()
    }

    public init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        placement = .before(group)
        content = addition()
    }

    public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        placement = .replacing(group)
        content = addition()
    }

    public var body: Never { fatalError("CommandGroup has no body") }
}

@MainActor extension CommandGroup: CommandsProducing {
    var commandContents: [CommandContent] { [CommandContent(placement: placement, content: AnyView(content))] }
}

/// The standard groups of the menu bar, as SwiftUI's
/// `CommandGroupPlacement`. On Linux they sit in the menus a desktop user
/// looks in: File (new, save and close, import and export, print, Quit),
/// Edit (undo, clipboard, text, Settings…), View (toolbar, sidebar),
/// Window and Help (help, About).
public struct CommandGroupPlacement: Hashable, Sendable {
    let name: String

    public static let appInfo = CommandGroupPlacement(name: "appInfo")
    public static let appSettings = CommandGroupPlacement(name: "appSettings")
    public static let systemServices = CommandGroupPlacement(name: "systemServices")
    public static let appVisibility = CommandGroupPlacement(name: "appVisibility")
    public static let appTermination = CommandGroupPlacement(name: "appTermination")
    public static let newItem = CommandGroupPlacement(name: "newItem")
    public static let saveItem = CommandGroupPlacement(name: "saveItem")
    public static let importExport = CommandGroupPlacement(name: "importExport")
    public static let printItem = CommandGroupPlacement(name: "printItem")
    public static let undoRedo = CommandGroupPlacement(name: "undoRedo")
    public static let pasteboard = CommandGroupPlacement(name: "pasteboard")
    public static let textEditing = CommandGroupPlacement(name: "textEditing")
    public static let textFormatting = CommandGroupPlacement(name: "textFormatting")
    public static let toolbar = CommandGroupPlacement(name: "toolbar")
    public static let sidebar = CommandGroupPlacement(name: "sidebar")
    public static let windowSize = CommandGroupPlacement(name: "windowSize")
    public static let windowList = CommandGroupPlacement(name: "windowList")
    public static let singleWindowList = CommandGroupPlacement(name: "singleWindowList")
    public static let windowArrangement = CommandGroupPlacement(name: "windowArrangement")
    public static let help = CommandGroupPlacement(name: "help")
}
