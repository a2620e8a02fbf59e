/// Menu bar commands, as SwiftUI's `Commands`: `CommandMenu`s and
/// `CommandGroup`s given to a scene's `.commands`, or a type of your own
/// whose `body` composes them. Trellis shows them as a menu bar at the top
/// of each app window (see `AppCommands`).
@MainActor @preconcurrency
public protocol Commands {
    associatedtype Body: Commands
    @CommandsBuilder @MainActor var body: Body { get }
}

extension Never: Commands {}

@resultBuilder
public enum CommandsBuilder {
    public static func buildExpression<C: Commands>(_ content: C) -> C { content }

    public static func buildBlock() -> EmptyCommands { EmptyCommands() }

    public static func buildBlock<C: Commands>(_ content: C) -> C { content }

    public static func buildBlock<each C: Commands>(_ content: repeat each C) -> some Commands {
        TupleCommands(packing: repeat each content)
    }

    public static func buildOptional<C: Commands>(_ content: C?) -> some Commands {
        TupleCommands(list: content.map { [$0] } ?? [])
    }

    public static func buildEither<T: Commands, F: Commands>(first content: T) -> _ConditionalCommands<T, F> {
        _ConditionalCommands(content: content)
    }

    public static func buildEither<T: Commands, F: Commands>(second content: F) -> _ConditionalCommands<T, F> {
        _ConditionalCommands(content: content)
    }

    public static func buildLimitedAvailability<C: Commands>(_ content: C) -> some Commands {
        TupleCommands(list: [content])
    }
}

/// No commands.
public nonisolated struct EmptyCommands: Commands {
    public typealias Body = Never
    public init() {}
    public var body: Never { fatalError("EmptyCommands has no body") }
}

/// One branch of an `if` in a `CommandsBuilder`.
public nonisolated struct _ConditionalCommands<TrueContent: Commands, FalseContent: Commands>: Commands {
    public typealias Body = Never
    let content: any Commands
    public var body: Never { fatalError("_ConditionalCommands has no body") }
}

/// Several commands declared together.
package nonisolated struct TupleCommands: Commands {
    package typealias Body = Never
    let list: [any Commands]

    init(list: [any Commands]) { self.list = list }

    package init<each C: Commands>(packing content: repeat each C) {
        var list: [any Commands] = []
        for item in repeat each content { list.append(item) }
        self.list = list
    }

    package var body: Never { fatalError("TupleCommands has no body") }
}

/// What a command declaration adds to the menu bar.
package struct CommandContent {
    package enum Placement {
        case menu(String)
        case before(CommandGroupPlacement)
        case after(CommandGroupPlacement)
        case replacing(CommandGroupPlacement)
    }

    package let placement: Placement
    package let content: AnyView
}

/// Commands that are menu bar content themselves (the others have a body).
@MainActor
protocol CommandsProducing {
    var commandContents: [CommandContent] { get }
}

@MainActor
package enum CommandList {
    /// The menu bar content `commands` declares, in order.
    package static func contents(of commands: any Commands) -> [CommandContent] {
        if let producing = commands as? any CommandsProducing { return producing.commandContents }
        return contents(of: body(of: commands))
    }

    private static func body<C: Commands>(of commands: C) -> any Commands { commands.body }
}

@MainActor extension EmptyCommands: CommandsProducing {
    var commandContents: [CommandContent] { [] }
}

@MainActor extension TupleCommands: CommandsProducing {
    var commandContents: [CommandContent] { list.flatMap { CommandList.contents(of: $0) } }
}

@MainActor extension _ConditionalCommands: CommandsProducing {
    var commandContents: [CommandContent] { CommandList.contents(of: content) }
}

extension Scene {
    /// Menu bar commands for the app: shown in the menu bar at the top of
    /// its windows, their keyboard shortcuts working in every window.
    public func commands<Content: Commands>(@CommandsBuilder content: () -> Content) -> some Scene {
        let added = CommandList.contents(of: content())
        return WindowSceneModifier(content: self) { $0.commands += added }
    }
}
