/// `copyable`, `cuttable` and `pasteDestination`: what Copy, Cut and
/// Paste (Ctrl+C, Ctrl+X, Ctrl+V and the Edit menu's items) do while the
/// view or one of its descendants has the focus — after a focused text
/// field, which copies its own selection. With nothing focused, the
/// window's first such view answers (a window with one list of items
/// copies from it, as a Linux user expects of Ctrl+C).
package nonisolated struct TransferCommandView<Content: View>: View {
    package typealias Body = Never
    let content: Content
    let command: TransferCommand
    let entries: [TransferEntry]
    /// Copy: the items. Cut: removes and returns them.
    let export: (@MainActor () -> [SendableItem])?
    /// Paste: validates and takes the items; nil when disabled.
    let paste: (@MainActor ([SendableItem]) -> Void)?
}

package enum TransferCommand: Sendable {
    case copy, cut, paste

    init?(_ press: KeyPress) {
        guard press.phase != .up, press.modifiers.contains(.control),
              press.modifiers.isDisjoint(with: [.shift, .option, .command]) else { return nil }
        switch press.key.character.lowercased() {
        case "c": self = .copy
        case "x": self = .cut
        case "v": self = .paste
        default: return nil
        }
    }
}

@MainActor
protocol TransferCommandHandling {
    var command: TransferCommand { get }
    /// False for a paste destination that is not enabled: the key goes on.
    var isActive: Bool { get }
    func perform(clipboard: any Clipboard)
}

@MainActor extension TransferCommandView: TransparentView, TransferCommandHandling {
    func forEachElement(_ visit: (ChildKey, any View) -> Void) { visit(.index(0), content) }
    var isActive: Bool { export != nil || paste != nil }

    func perform(clipboard: any Clipboard) {
        switch command {
        case .copy, .cut:
            guard let export else { return }
            let items = export()
            guard !items.isEmpty else { return }
            ClipboardTransfer.copy(items, entries: entries, to: clipboard)
        case .paste:
            guard let paste else { return }
            ClipboardTransfer.paste(from: clipboard, entries: entries, completion: paste)
        }
    }
}

extension ViewHost {
    /// Runs the copy, cut or paste handler for the key, from the focused
    /// view (or the list keys go to) outwards, else the window's first.
    func performTransferCommand(_ press: KeyPress) -> Bool {
        guard let command = TransferCommand(press) else { return false }
        func handler(of node: ViewNode) -> (any TransferCommandHandling)? {
            guard !node.isUnit, let handler = ViewKindCache.transparent(node.view) as? any TransferCommandHandling,
                  handler.command == command, handler.isActive, node.environment.isEnabled else { return nil }
            return handler
        }
        var current = focus.node ?? keyTarget
        if current == nil { current = firstNode(in: root) { handler(of: $0) != nil } }
        while let node = current {
            if let found = handler(of: node) {
                found.perform(clipboard: clipboard)
                return true
            }
            current = node.parent
        }
        return false
    }

    private func firstNode(in node: ViewNode, where matches: (ViewNode) -> Bool) -> ViewNode? {
        if node.isHidden { return nil }
        if matches(node) { return node }
        for child in node.children {
            if let found = firstNode(in: child, where: matches) { return found }
        }
        return nil
    }
}

nonisolated extension View {
    /// The items Copy puts on the clipboard while this view has the focus.
    public func copyable<T: Transferable>(_ payload: @autoclosure @escaping () -> [T]) -> some View {
        // The autoclosure reads the view's state; it runs on the main actor.
        nonisolated(unsafe) let payload = payload
        return TransferCommandView(content: self, command: .copy, entries: T.transferEntries,
                                   export: { payload().map(SendableItem.init) }, paste: nil)
    }

    /// Cut: `action` removes the selected items and returns them for the clipboard.
    public func cuttable<T: Transferable>(for payloadType: T.Type = T.self,
                                          action: @escaping @MainActor () -> [T]) -> some View {
        TransferCommandView(content: self, command: .cut, entries: T.transferEntries,
                            export: { action().map(SendableItem.init) }, paste: nil)
    }

    /// Paste: the clipboard's items of `payloadType`, passed through
    /// `validator`, go to `action` (when any are left). Paste does nothing
    /// while `isEnabled` is false or the clipboard holds no such item.
    public func pasteDestination<T: Transferable>(for payloadType: T.Type = T.self,
                                                  action: @escaping @MainActor ([T]) -> Void,
                                                  validator: @escaping @MainActor ([T]) -> [T] = { $0 },
                                                  isEnabled: Bool = true) -> some View {
        let paste: @MainActor ([SendableItem]) -> Void = { items in
            let valid = validator(items.compactMap { $0.value as? T })
            if !valid.isEmpty { action(valid) }
        }
        return TransferCommandView(content: self, command: .paste, entries: T.transferEntries, export: nil,
                                   paste: isEnabled ? paste : nil)
    }
}
