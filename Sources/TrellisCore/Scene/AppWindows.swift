/// The windows of a running app: the scenes it declares and the windows
/// open now, each with its own `ViewHost` (its own graph, state and
/// focus). `openWindow`, `dismissWindow`, a window's `dismiss`, the
/// Settings shortcut and the menu bar's commands change this model; a
/// backend makes each open record a top-level window, brings forward the
/// ones `takeRaiseRequests` names, and ends the process when none is left.
@MainActor
package final class AppWindows {
    package let specs: [WindowSpec]
    /// What untitled windows are called: the app's name.
    package let appTitle: String
    package private(set) var open: [AppWindowRecord] = []
    /// The app's menu bar commands, from every scene's `.commands`.
    package let commands: AppCommands
    private var nextID = 1
    private var raiseRequests: [Int] = []
    private let makeHost: @MainActor (AnyView, WindowSpec) -> ViewHost

    /// `makeHost` makes the host of a new window's root view (the backend's
    /// measurer and clock, or a test's). `scenes` declares the app's scenes
    /// again (its body), for menu bar commands that read the app's models;
    /// without it the commands in `specs` are the only ones.
    package init(specs: [WindowSpec], appTitle: String, scenes: (@MainActor () -> [WindowSpec])? = nil,
                 makeHost: @escaping @MainActor (AnyView, WindowSpec) -> ViewHost) {
        self.specs = specs
        self.appTitle = appTitle
        self.makeHost = makeHost
        commands = AppCommands(specs: specs, scenes: scenes)
    }

    /// Opens the window an app shows at launch: its first window group or
    /// window (a `Settings` scene opens only when asked). Nil when the app
    /// declares none.
    @discardableResult
    package func openLaunchWindow() -> AppWindowRecord? {
        guard let index = specs.firstIndex(where: { $0.kind != .settings }) else { return nil }
        return openNew(sceneIndex: index, value: nil)
    }

    package func record(_ id: Int) -> AppWindowRecord? { open.first { $0.id == id } }

    // MARK: Opening

    /// `openWindow(id:value:)`: a new window of the scene, or — for a
    /// single window, or a value a window already presents — that window
    /// brought forward.
    package func openWindow(id: String?, value: AnyHashable?) {
        let index: Int?
        if let id {
            index = specs.firstIndex { $0.sceneID == id }
            guard let index else {
                Diagnostics.report("openWindow(id: \"\(id)\"): the app declares no window scene with this id")
                return
            }
            if let value, specs[index].presentedType == nil || !specs[index].presents(value) {
                Diagnostics.report("openWindow(id: \"\(id)\", value:): the scene does not present values of type \(type(of: value.base))")
                return
            }
        } else if let value {
            index = specs.firstIndex { $0.presents(value) }
            guard index != nil else {
                Diagnostics.report("openWindow(value:): no WindowGroup(for:) presents values of type \(type(of: value.base))")
                return
            }
        } else {
            index = nil
        }
        guard let index else { return }
        open(sceneIndex: index, value: value)
    }

    /// Opens the `Settings` scene, or brings its window forward.
    package func openSettings() {
        guard let index = specs.firstIndex(where: { $0.kind == .settings }) else {
            Diagnostics.report("openSettings: the app declares no Settings scene")
            return
        }
        open(sceneIndex: index, value: nil)
    }

    package var hasSettings: Bool { specs.contains { $0.kind == .settings } }

    @discardableResult
    private func open(sceneIndex: Int, value: AnyHashable?) -> AppWindowRecord {
        let spec = specs[sceneIndex]
        let existing = open.first { record in
            guard record.sceneIndex == sceneIndex else { return false }
            if spec.kind != .group { return true }
            return value != nil && record.presentedValue == value
        }
        if let existing {
            raiseRequests.append(existing.id)
            return existing
        }
        return openNew(sceneIndex: sceneIndex, value: value)
    }

    private func openNew(sceneIndex: Int, value: AnyHashable?) -> AppWindowRecord {
        let spec = specs[sceneIndex]
        let id = nextID
        nextID += 1
        let context = WindowContext(windows: self, id: id)
        let root = AppWindowRoot(content: spec.makeContent(value), commands: spec.kind == .settings ? nil : commands,
                                 context: context)
        let host = makeHost(AnyView(root), spec)
        host.windowContext = context
        host.commandHandler = self
        let record = AppWindowRecord(id: id, sceneIndex: sceneIndex, spec: spec, presentedValue: value, host: host,
                                     title: spec.title ?? (spec.kind == .settings ? "Settings" : appTitle))
        open.append(record)
        return record
    }

    /// The windows to bring forward since the last call.
    package func takeRaiseRequests() -> [Int] {
        defer { raiseRequests.removeAll() }
        return raiseRequests.filter { id in open.contains { $0.id == id } }
    }

    // MARK: Closing

    /// Closes one window: its views disappear and its graph is freed once
    /// the backend lets go of its surface.
    package func close(_ id: Int) {
        guard let index = open.firstIndex(where: { $0.id == id }) else { return }
        let record = open.remove(at: index)
        record.host.dismantle()
        record.shortcutHost?.dismantle()
    }

    /// `dismissWindow(id:value:)`: closes the scene's windows (only the one
    /// presenting `value`, when given).
    package func dismissWindows(id: String?, value: AnyHashable?) {
        let matching = open.filter { record in
            if let id, record.spec.sceneID != id { return false }
            if let value, record.presentedValue != value { return false }
            return id != nil || value != nil
        }
        if matching.isEmpty, let id, !specs.contains(where: { $0.sceneID == id }) {
            Diagnostics.report("dismissWindow(id: \"\(id)\"): the app declares no window scene with this id")
        }
        for record in matching { close(record.id) }
    }

    /// Quit: every window closes, so the app ends.
    package func closeAll() {
        for record in open { close(record.id) }
    }

    /// What a `WindowGroup(for:)` window presents now (its binding changed).
    func notePresented(_ value: AnyHashable?, in id: Int) {
        record(id)?.presentedValue = value
    }
}

/// One open window of an app.
@MainActor
package final class AppWindowRecord {
    package let id: Int
    package let sceneIndex: Int
    package let spec: WindowSpec
    /// The value a `WindowGroup(for:)` window presents (its binding's value).
    package var presentedValue: AnyHashable?
    package let host: ViewHost
    /// The window's title until a `navigationTitle` names it.
    package let title: String
    /// The menu bar's items, for their shortcuts (see `performCommand`).
    var shortcutHost: ViewHost?

    init(id: Int, sceneIndex: Int, spec: WindowSpec, presentedValue: AnyHashable?, host: ViewHost, title: String) {
        self.id = id
        self.sceneIndex = sceneIndex
        self.spec = spec
        self.presentedValue = presentedValue
        self.host = host
        self.title = title
    }
}

/// Which window of which app a view is in: what `openWindow`,
/// `dismissWindow` and a window's `dismiss` act on.
package struct WindowContext: Sendable {
    let windows: AppWindows
    let id: Int
}
