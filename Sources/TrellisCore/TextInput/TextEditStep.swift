/// One change to a text: at `offset` (characters), `removed` was replaced
/// by `inserted`. Undoing applies its inverse.
package struct TextEditStep: Equatable, Sendable {
    var offset: Int
    var removed: String
    var inserted: String
    /// The selection (anchor, head) before the change: an undo puts it back.
    var selectionBefore: TextSelection
    /// Set on an inverse: the selection the undo restores.
    var restoresSelection: TextSelection?

    var inverse: TextEditStep {
        TextEditStep(offset: offset, removed: inserted, inserted: removed,
                     selectionBefore: TextSelection(anchor: offset, head: offset + inserted.count),
                     restoresSelection: selectionBefore)
    }

    /// `next` directly continues this step (typing after typing, or
    /// Backspace before a Backspace): one step doing both.
    func merged(with next: TextEditStep) -> TextEditStep? {
        if next.removed.isEmpty, !next.inserted.isEmpty, next.offset == offset + inserted.count {
            var joined = self
            joined.inserted += next.inserted
            return joined
        }
        if next.inserted.isEmpty, inserted.isEmpty, next.offset + next.removed.count == offset {
            var joined = self
            joined.offset = next.offset
            joined.removed = next.removed + removed
            return joined
        }
        return nil
    }
}

/// Undo and redo, with typing bursts grouped: characters typed one after
/// another (each within a second of the last, the caret not moved in
/// between) undo together, as do Backspaces in a row.
package struct TextUndoHistory: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case typing, deleting, other }

    /// How long a pause ends a typing burst, in seconds.
    static let burstPause = 1.0
    /// Steps kept; older ones are dropped (a long session stays bounded).
    static let limit = 500

    private var undoSteps: [TextEditStep] = []
    private var redoSteps: [TextEditStep] = []
    /// The kind and time of the last edit of a burst still open.
    private var openKind: Kind?
    private var openTime: Double = 0

    var canUndo: Bool { !undoSteps.isEmpty }
    var canRedo: Bool { !redoSteps.isEmpty }

    mutating func record(_ step: TextEditStep, kind: Kind, time: Double) {
        redoSteps.removeAll()
        if openKind == kind, kind != .other, time - openTime < Self.burstPause,
           let last = undoSteps.last, let merged = last.merged(with: step) {
            undoSteps[undoSteps.count - 1] = merged
        } else {
            undoSteps.append(step)
            if undoSteps.count > Self.limit { undoSteps.removeFirst(undoSteps.count - Self.limit) }
        }
        openKind = kind == .other ? nil : kind
        openTime = time
    }

    /// The caret moved or the selection changed: the next edit starts a new step.
    mutating func breakGroup() { openKind = nil }

    mutating func popUndo() -> TextEditStep? { openKind = nil; return undoSteps.popLast() }
    mutating func popRedo() -> TextEditStep? { openKind = nil; return redoSteps.popLast() }
    mutating func pushRedo(_ step: TextEditStep) { redoSteps.append(step) }
    mutating func pushUndoKeepingRedo(_ step: TextEditStep) { undoSteps.append(step) }
}

/// An anchor and a head, in characters (the head may come first).
struct TextSelection: Equatable, Sendable {
    var anchor: Int
    var head: Int
}
