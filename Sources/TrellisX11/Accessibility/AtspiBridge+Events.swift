import TrellisCore

/// Events: what changed in a tree a client has looked at, after each
/// frame, in AT-SPI's signals — names, values and states, children, text
/// typed or deleted and the caret, selections, keyboard focus (also as the
/// `focus:` event screen readers follow), windows opening and closing.
extension AtspiBridge {
    // MARK: Events

    /// After a frame: events for what changed in trees clients have seen,
    /// and for windows (popups) that opened or closed.
    func frameEnded() {
        guard connection.isConnected else { return }
        let current = currentWindows
        let roots = current.map { $0.host.accessibility.rootID }
        if roots != publishedWindows, !publishedWindows.isEmpty {
            let old = publishedWindows
            for (index, id) in old.enumerated() where !roots.contains(id) {
                sendChildrenChanged(parentPath: Atspi.rootPath, kind: "remove", index: index, child: id)
                send(path: path(of: id), interface: Atspi.windowEvents, member: "Destroy", detail: "")
            }
            for (index, id) in roots.enumerated() where !old.contains(id) {
                sendChildrenChanged(parentPath: Atspi.rootPath, kind: "add", index: index, child: id)
                send(path: path(of: id), interface: Atspi.windowEvents, member: "Create", detail: "")
            }
        }
        publishedWindows = roots
        for window in current {
            for change in window.host.accessibility.changes() { send(change, in: window) }
        }
    }

    private func send(_ change: AccessibilityChange, in window: AtspiWindow) {
        let tree = window.host.accessibility
        switch change {
        case .name(let id):
            let name = tree.element(id)?.name ?? ""
            send(path: path(of: id), interface: Atspi.objectEvents, member: "PropertyChange", detail: "accessible-name") {
                $0.container(DBusType.variant, "s") { $0.string(name) }
            }
        case .description(let id):
            let text = tree.element(id)?.description ?? ""
            send(path: path(of: id), interface: Atspi.objectEvents, member: "PropertyChange",
                 detail: "accessible-description") { $0.container(DBusType.variant, "s") { $0.string(text) } }
        case .value(let id):
            let element = tree.element(id)
            if let current = element?.range?.current {
                send(path: path(of: id), interface: Atspi.objectEvents, member: "PropertyChange", detail: "accessible-value") {
                    $0.container(DBusType.variant, "d") { $0.double(current) }
                }
            } else {
                let text = element?.value ?? ""
                send(path: path(of: id), interface: Atspi.objectEvents, member: "PropertyChange", detail: "accessible-value") {
                    $0.container(DBusType.variant, "s") { $0.string(text) }
                }
            }
        case .state(let id, let state, let on):
            guard let name = AccessibilityStates.names.first(where: { $0.0 == state })?.1 else { return }
            send(path: path(of: id), interface: Atspi.objectEvents, member: "StateChanged", detail: name, detail1: on ? 1 : 0)
            // A window that gets or loses the keyboard says so as a window
            // event too: screen readers follow the active window by it.
            if state == .active, id == tree.rootID {
                send(path: path(of: id), interface: Atspi.windowEvents, member: on ? "Activate" : "Deactivate", detail: "")
            }
            // The focus moving is also the `focus:` event, which screen
            // readers (Orca among them) listen to first.
            if state == .focused, on {
                send(path: path(of: id), interface: Atspi.focusEvents, member: "Focus", detail: "")
            }
        case .textDeleted(let id, let offset, let text), .textInserted(let id, let offset, let text):
            // Offsets and lengths in code points, as the Text interface counts.
            let inserted = if case .textInserted = change { true } else { false }
            let string = tree.element(id)?.text?.string ?? ""
            let start = AtspiOffsets.scalar(ofCharacter: offset, in: string)
            send(path: path(of: id), interface: Atspi.objectEvents, member: "TextChanged",
                 detail: inserted ? "insert" : "delete", detail1: Int32(clamping: start),
                 detail2: Int32(clamping: text.unicodeScalars.count)) {
                $0.container(DBusType.variant, "s") { $0.string(text) }
            }
        case .caretMoved(let id, let caret):
            let string = tree.element(id)?.text?.string ?? ""
            send(path: path(of: id), interface: Atspi.objectEvents, member: "TextCaretMoved", detail: "",
                 detail1: Int32(clamping: AtspiOffsets.scalar(ofCharacter: caret, in: string)))
        case .textSelectionChanged(let id):
            send(path: path(of: id), interface: Atspi.objectEvents, member: "TextSelectionChanged", detail: "")
        case .selectionChanged(let id):
            send(path: path(of: id), interface: Atspi.objectEvents, member: "SelectionChanged", detail: "")
        case .childAdded(let parent, let child, let index):
            sendChildrenChanged(parentPath: path(of: parent), kind: "add", index: index, child: child)
        case .childRemoved(let parent, let child, let index):
            sendChildrenChanged(parentPath: path(of: parent), kind: "remove", index: index, child: child)
        }
    }

    private func sendChildrenChanged(parentPath: String, kind: String, index: Int, child: Int) {
        let childPath = path(of: child)
        send(path: parentPath, interface: Atspi.objectEvents, member: "ChildrenChanged", detail: kind,
             detail1: Int32(clamping: index)) { [connection] in
            $0.container(DBusType.variant, "(so)") { $0.reference(connection.uniqueName, childPath) }
        }
    }

    /// An AT-SPI event: `(siiva{sv})`, the variant an int 0 unless given.
    func send(path: String, interface: String, member: String, detail: String, detail1: Int32 = 0,
              detail2: Int32 = 0, value: ((inout DBusWriter) -> Void)? = nil) {
        let signal = DBusMessage.signal(path: path, interface: interface, member: member).write { writer in
            writer.string(detail)
            writer.int32(detail1)
            writer.int32(detail2)
            if let value { value(&writer) } else { writer.container(DBusType.variant, "i") { $0.int32(0) } }
            writer.container(DBusType.array, "{sv}") { _ in }
        }
        connection.send(signal)
    }
}
