/// The menu bar of an app: the standard menus a Linux desktop user looks
/// in, each made of standard groups (`CommandGroupPlacement`), with the
/// app's `CommandGroup`s placed before, after or instead of a group and
/// its `CommandMenu`s after View. A group's default content is what
/// SwiftUI puts there when Trellis can do it: New Window (Ctrl+N, a new
/// window of the app's first window group) in `newItem`, Close Window (Ctrl+W) in
/// `saveItem`, Quit (Ctrl+Q) in `appTermination`, Settings… (Ctrl+Comma,
/// with a `Settings` scene) in `appSettings`. A menu with nothing in it is
/// left out.
///
/// The menus are made again each time a view asks for them, from the
/// app's `.commands` as its scenes declare them now: the menu bar and the
/// shortcut host ask from inside a body, so the model properties the
/// commands read (`.disabled(model.items.isEmpty)`, a `Toggle` over a
/// model's property) are observed as a view's are, and a change makes the
/// menus again, as SwiftUI re-evaluates an app's body.
@MainActor
package final class AppCommands {
    package struct Menu {
        package let title: String
        /// Its sections, drawn with dividers between them.
        package let sections: [AnyView]
    }

    /// Whether the app declared any commands: only then is the menu bar
    /// shown (the standard shortcuts work either way).
    package let isDeclared: Bool
    /// The app's scenes declared again (its body), for their `.commands`.
    private let scenes: (@MainActor () -> [WindowSpec])?
    /// The commands declared at launch, used without `scenes`.
    private let initial: [CommandContent]
    private let hasSettings: Bool
    private let opensGroup: Bool

    /// The standard menus and their groups, in order.
    static let standardLayout: [(title: String, groups: [CommandGroupPlacement])] = [
        ("File", [.newItem, .saveItem, .importExport, .printItem, .appTermination]),
        ("Edit", [.undoRedo, .pasteboard, .textEditing, .textFormatting, .systemServices, .appSettings]),
        ("View", [.toolbar, .sidebar]),
        ("Window", [.windowSize, .windowArrangement, .windowList, .singleWindowList, .appVisibility]),
        ("Help", [.help, .appInfo]),
    ]

    /// `scenes` declares the app's scenes again (its body); without it the
    /// commands `specs` carry are the only ones.
    package init(specs: [WindowSpec], scenes: (@MainActor () -> [WindowSpec])? = nil) {
        initial = specs.flatMap(\.commands)
        isDeclared = !initial.isEmpty
        self.scenes = scenes
        hasSettings = specs.contains { $0.kind == .settings }
        opensGroup = specs.first { $0.kind != .settings }?.kind == .group
    }

    /// The menus, made from the commands as declared now.
    package var menus: [Menu] {
        let declared = scenes?().flatMap(\.commands) ?? initial
        var menus: [Menu] = []
        for (title, groups) in Self.standardLayout {
            if title == "Help" {
                for command in declared {
                    if case .menu(let name) = command.placement { menus.append(Menu(title: name, sections: [command.content])) }
                }
            }
            var sections: [AnyView] = []
            for group in groups {
                sections += declared.compactMap { if case .before(group) = $0.placement { $0.content } else { nil } }
                let replacements = declared.compactMap { if case .replacing(group) = $0.placement { $0.content } else { nil } }
                if !replacements.isEmpty {
                    sections += replacements
                } else if let standard = Self.standardContent(of: group, hasSettings: hasSettings, opensGroup: opensGroup) {
                    sections.append(standard)
                }
                sections += declared.compactMap { if case .after(group) = $0.placement { $0.content } else { nil } }
            }
            if !sections.isEmpty { menus.append(Menu(title: title, sections: sections)) }
        }
        return menus
    }

    /// What SwiftUI puts in a standard group, where Trellis can do it.
    private static func standardContent(of group: CommandGroupPlacement, hasSettings: Bool, opensGroup: Bool) -> AnyView? {
        switch group {
        case .newItem where opensGroup: AnyView(StandardCommand(kind: .newWindow))
        case .undoRedo: AnyView(EditCommands(items: [("Undo", "z", []), ("Redo", "z", .shift)]))
        case .pasteboard: AnyView(EditCommands(items: [("Cut", "x", []), ("Copy", "c", []), ("Paste", "v", []),
                                                       ("Select All", "a", [])]))
        case .saveItem: AnyView(StandardCommand(kind: .closeWindow))
        case .appTermination: AnyView(StandardCommand(kind: .quit))
        case .appSettings where hasSettings: AnyView(StandardCommand(kind: .settings))
        default: nil
        }
    }

    /// Every menu's items in one column: what a window's shortcut host
    /// holds, so that each item's keyboard shortcut works with the menus
    /// closed.
    package var allItems: some View { CommandItems(commands: self) }
}

/// Every menu's items in one column, made in the body so that what the
/// commands read is observed (see `AppCommands`).
struct CommandItems: View {
    let commands: AppCommands

    var body: some View {
        let sections = commands.menus.flatMap(\.sections)
        VStack(spacing: 0) {
            ForEach(sections.indices, id: \.self) { sections[$0] }
        }
    }
}

/// The Edit menu's standard items: each sends its key to the window, so
/// the focused text field undoes, cuts, copies, pastes or selects all as
/// it does for the key itself. The shortcut is shown, not registered: the
/// key already reaches the field.
struct EditCommands: View {
    let items: [(title: String, key: Character, modifiers: EventModifiers)]
    @Environment(\.appWindowContext) private var context

    var body: some View {
        ForEach(items.indices, id: \.self) { index in
            let item = items[index]
            let shortcut = KeyboardShortcut(KeyEquivalent(item.key), modifiers: item.modifiers.union(.control))
            Button(item.title) {
                guard let context, let window = context.windows.record(context.id) else { return }
                let press = KeyPress(phase: .down, key: shortcut.key, characters: String(item.key),
                                     modifiers: shortcut.modifiers)
                window.host.handle(.key(press))
            }
            .environment(\.keyboardShortcut, shortcut)
        }
    }
}

/// A standard menu item that acts on the app's windows.
struct StandardCommand: View {
    enum Kind { case newWindow, closeWindow, quit, settings }
    let kind: Kind
    @Environment(\.appWindowContext) private var context

    var body: some View {
        switch kind {
        case .newWindow:
            Button("New Window") { context?.windows.openLaunchWindow() }
                .keyboardShortcut("n", modifiers: .control)
        case .closeWindow:
            Button("Close Window") { if let context { context.windows.close(context.id) } }
                .keyboardShortcut("w", modifiers: .control)
        case .quit:
            Button("Quit") { context?.windows.closeAll() }
                .keyboardShortcut("q", modifiers: .control)
        case .settings:
            Button("Settings…") { context?.windows.openSettings() }
                .keyboardShortcut(",", modifiers: .control)
        }
    }
}
