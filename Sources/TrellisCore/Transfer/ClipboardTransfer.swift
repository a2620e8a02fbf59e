import Foundation

/// Copies `Transferable` items to a clipboard and pastes them from it.
/// Representations convert asynchronously (their closures are `async`),
/// so each copy or paste is a task on the main actor; `TransferTasks`
/// keeps them so that tests can wait for them.
@MainActor
enum ClipboardTransfer {
    static func copy(_ items: [SendableItem], entries: [TransferEntry], to clipboard: any Clipboard) {
        TransferTasks.run {
            guard let content = await TransferCoding.content(of: items, entries: entries) else { return }
            clipboard.write(content, to: .clipboard)
        }
    }

    /// Reads the clipboard's items that the entries can decode; the
    /// completion runs only when there is at least one.
    static func paste(from clipboard: any Clipboard, entries: [TransferEntry],
                      completion: @escaping @MainActor ([SendableItem]) -> Void) {
        clipboard.availableTypes(.clipboard) { offered in
            read(TransferCoding.typesToRead(offered: offered, entries: entries), from: clipboard, entries: entries,
                 completion: completion)
        }
    }

    /// Tries the types in order until one gives items.
    private static func read(_ types: [String], from clipboard: any Clipboard, entries: [TransferEntry],
                             completion: @escaping @MainActor ([SendableItem]) -> Void) {
        guard let type = types.first else { return }
        clipboard.read(.clipboard, as: [type]) { representation in
            guard let representation else { return read(Array(types.dropFirst()), from: clipboard, entries: entries, completion: completion) }
            TransferTasks.run {
                let items = await TransferCoding.items(from: representation, entries: entries)
                if items.isEmpty {
                    read(Array(types.dropFirst()), from: clipboard, entries: entries, completion: completion)
                } else {
                    completion(items)
                }
            }
        }
    }
}

/// The transfers under way (conversions run as tasks). Tests wait for
/// them with `settle()`; the app never needs to.
@MainActor
package enum TransferTasks {
    private static var pending: [Task<Void, Never>] = []

    static func run(_ work: @escaping @MainActor () async -> Void) {
        pending.append(Task { @MainActor in await work() })
    }

    /// Waits until every transfer started so far, and those they started, ended.
    package static func settle() async {
        while !pending.isEmpty {
            let tasks = pending
            pending.removeAll()
            for task in tasks { await task.value }
        }
    }
}
