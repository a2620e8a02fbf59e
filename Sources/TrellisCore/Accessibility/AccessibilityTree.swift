/// One window's accessibility tree, made when a client first asks and
/// kept until the view graph changes; then made again only if a client
/// has looked, and compared with the last one so that a click that
/// changes one label sends one event, not a new tree. Extents are read
/// live from the nodes, so layout and animation alone change nothing here.
@MainActor
package final class AccessibilityTree {
    /// Weak: a client's action may outlive a popup's host.
    private weak var host: ViewHost?
    private var snapshot: [Int: AccessibilityElement]?
    /// The tree as clients were last told about it (events describe the
    /// differences from it), nil until a client has looked.
    private var announced: [Int: AccessibilityElement]?
    private var announcedBuild = -1
    /// The window's own element (the host's root node), known without
    /// building the tree.
    package var rootID: Int { host.map { AccessibilityIDs.shared.id(for: $0.root) } ?? 0 }
    /// The host's count of view updates and layout passes when the
    /// snapshot was made: a different count means it may be stale.
    private var madeAt = Generation(views: -1, layouts: -1, popups: -1)
    package var windowName = ""
    /// The window's role when it is not the main frame or a popup (a dialog).
    package var windowRole: AccessibilityRole?
    package private(set) var builds = 0

    init(host: ViewHost) { self.host = host }

    /// The element with this id, nil if it is not (or no longer) in this
    /// window.
    package func element(_ id: Int) -> AccessibilityElement? { current[id] }

    /// The window's element (nil only once the window is gone).
    package var root: AccessibilityElement? { current[rootID] }

    private var current: [Int: AccessibilityElement] {
        takeInChangeFromOutside()
        if let snapshot, !isStale { return snapshot }
        return rebuild()
    }

    /// A change made through the tree (a row selected, a text edited, an
    /// action run) that the views have not taken in yet. The snapshot is
    /// made from the views, so without bringing them up to date first a
    /// read before the next frame answered with the state from before the
    /// change, while the parts read live (a table's selected rows) already
    /// told the new one.
    private var changedFromOutside = false

    private func noteChangeFromOutside() {
        edits += 1
        changedFromOutside = true
        host?.needsDisplay = true
    }

    private func takeInChangeFromOutside() {
        guard changedFromOutside, let host else { return }
        changedFromOutside = false
        host.updateForAccessibility()
    }

    /// What the tree depends on besides the nodes' frames: views brought up
    /// to date, layout (what is hidden), the popups open (a menu's
    /// expanded state) and keyboard focus.
    private struct Generation: Equatable {
        var views: Int, layouts: Int, popups: Int
        var active = false
        var focus: ObjectIdentifier?
        /// The focused text's caret and selection: they move without a
        /// layout pass.
        var caret = 0
        /// Bumped by an edit a client made (a selection set from outside).
        var edits = 0
    }

    private var edits = 0

    private var generation: Generation {
        guard let host else { return Generation(views: -1, layouts: -1, popups: -1) }
        let statistics = host.statistics
        let popups = host.popups.requests.reduce(host.popups.requests.count) { $0 &* 31 &+ $1.id }
        return Generation(views: statistics.viewUpdates, layouts: statistics.layoutPasses, popups: popups,
                          active: host.accessibilityWindowIsActive,
                          focus: host.accessibilityFocusedNode.map(ObjectIdentifier.init),
                          caret: host.accessibilityFocusedCaret, edits: edits)
    }

    private var isStale: Bool { madeAt != generation }

    @discardableResult
    private func rebuild() -> [Int: AccessibilityElement] {
        guard let host else { snapshot = [:]; return [:] }
        host.prepareAccessibility()
        madeAt = generation
        var builder = AccessibilityTreeBuilder(ids: AccessibilityIDs.shared, bounds: CGRect(origin: .zero, size: host.size),
                                               windowIsActive: host.accessibilityWindowIsActive,
                                               focusedNode: host.accessibilityFocusedNode)
        _ = builder.buildWindow(root: host.root, role: windowRole ?? (host.level == 0 ? .frame : .window),
                                  name: windowName)
        AccessibilityIDs.shared.prune()
        builds += 1
        snapshot = builder.elements
        if announced == nil { (announced, announcedBuild) = (builder.elements, builds) }
        return builder.elements
    }

    /// After a frame: if a client has looked at this tree and the graph
    /// changed, the differences from what it saw.
    package func changes() -> [AccessibilityChange] {
        guard let old = announced else { return [] }
        let new = current
        guard builds != announcedBuild else { return [] }
        announced = new
        announcedBuild = builds
        var changes: [AccessibilityChange] = []
        var selectionChanged: Set<Int> = []
        for (id, element) in new {
            guard let before = old[id] else { continue }
            if before.name != element.name { changes.append(.name(id)) }
            if before.description != element.description { changes.append(.description(id)) }
            if before.value != element.value || before.range?.current != element.range?.current { changes.append(.value(id)) }
            if before.states != element.states {
                for (state, _) in AccessibilityStates.names where before.states.contains(state) != element.states.contains(state) {
                    changes.append(.state(id, state, element.states.contains(state)))
                }
                if before.states.contains(.selected) != element.states.contains(.selected), let parent = element.parent,
                   new[parent]?.selectsChildren == true {
                    selectionChanged.insert(parent)
                }
            }
            if let text = element.text, let oldText = before.text { changes += textChanges(id, from: oldText, to: text) }
            if before.children != element.children {
                for (index, child) in before.children.enumerated() where !element.children.contains(child) {
                    changes.append(.childRemoved(parent: id, child: child, index: index))
                }
                for (index, child) in element.children.enumerated() where !before.children.contains(child) {
                    changes.append(.childAdded(parent: id, child: child, index: index))
                }
            }
        }
        changes += selectionChanged.map { .selectionChanged($0) }
        // In id order (the order elements were first seen), not the
        // dictionary's; one element's changes keep their order.
        return changes.enumerated().sorted { ($0.element.element, $0.offset) < ($1.element.element, $1.offset) }.map(\.element)
    }

    /// What a field's change says: the characters deleted and inserted where
    /// the old and new strings stop agreeing, then the caret if it moved,
    /// then the selection if it changed.
    private func textChanges(_ id: Int, from old: AccessibilityText, to new: AccessibilityText) -> [AccessibilityChange] {
        var changes: [AccessibilityChange] = []
        // A label's new text is told as its new name (one event); a field's
        // as what was typed or deleted.
        if old.string != new.string, new.caret != nil {
            let before = Array(old.string), after = Array(new.string)
            var prefix = 0
            while prefix < min(before.count, after.count), before[prefix] == after[prefix] { prefix += 1 }
            var suffix = 0
            while suffix < min(before.count, after.count) - prefix,
                  before[before.count - 1 - suffix] == after[after.count - 1 - suffix] { suffix += 1 }
            let removed = String(before[prefix..<(before.count - suffix)])
            let inserted = String(after[prefix..<(after.count - suffix)])
            if !removed.isEmpty { changes.append(.textDeleted(id, offset: prefix, text: removed)) }
            if !inserted.isEmpty { changes.append(.textInserted(id, offset: prefix, text: inserted)) }
        }
        if let caret = new.caret, caret != old.caret { changes.append(.caretMoved(id, caret)) }
        if (old.selection ?? 0..<0) != (new.selection ?? 0..<0) { changes.append(.textSelectionChanged(id)) }
        return changes
    }

    /// Runs an edit on an element's editable text; false if the element is
    /// gone or its text cannot be edited. The tree is looked at again after
    /// the frame even when the edit changed only the selection.
    package func edit(_ id: Int, _ body: (AccessibilityTextEditor, AccessibilityText) -> Void) -> Bool {
        guard let element = element(id), let text = element.text, let editor = text.editor,
              let host, element.node.node.map({ $0.isAttached(to: host.root) }) == true else { return false }
        body(editor, text)
        noteChangeFromOutside()
        return true
    }

    /// Selects or deselects a child of a selecting element (a list's row, a
    /// tab); false if there is no such child or it cannot be.
    package func setSelected(_ selected: Bool, child index: Int, of id: Int) -> Bool {
        guard let element = element(id), element.selectsChildren, element.children.indices.contains(index),
              let child = self.element(element.children[index]), let set = child.setSelected,
              let host, child.node.node.map({ $0.isAttached(to: host.root) }) == true else { return false }
        set(selected)
        noteChangeFromOutside()
        return true
    }

    /// Adds a table's row to its selection or removes it, by row number
    /// (also a row not made yet); false if the table or row is gone or the
    /// selection cannot change so.
    package func setRow(_ row: Int, selected: Bool, inTable id: Int) -> Bool {
        guard let element = element(id), let table = element.table, let host,
              element.node.node.map({ $0.isAttached(to: host.root) }) == true else { return false }
        guard table.setRow(row, selected: selected) else { return false }
        noteChangeFromOutside()
        return true
    }

    /// Runs an element's action; false if the element or action is gone.
    package func perform(action index: Int, on id: Int) -> Bool {
        guard let element = element(id), element.actions.indices.contains(index),
              let host, element.node.node.map({ $0.isAttached(to: host.root) }) == true else { return false }
        element.actions[index].perform()
        noteChangeFromOutside()
        return true
    }

    /// Where an element is, in window points. Units out of sight (tiles
    /// scrolled far away) are arranged first, once per change of the graph:
    /// layout leaves their insides unplaced, and a client asking where they
    /// are must get their true frames. A tree no one asks extents of never
    /// pays for that.
    package func extents(of element: AccessibilityElement) -> CGRect {
        if arrangedAt != generation, let host {
            host.arrangeForAccessibility()
            arrangedAt = generation
        }
        return element.frame
    }

    private var arrangedAt = Generation(views: -1, layouts: -1, popups: -1)

    /// Sets a settable value (clamped to its bounds); false if the element
    /// is gone, has no settable value, or the number is not finite.
    package func setValue(_ value: Double, on id: Int) -> Bool {
        guard value.isFinite, let element = element(id), let range = element.range, let set = range.setter,
              let host, element.node.node.map({ $0.isAttached(to: host.root) }) == true else { return false }
        set(min(range.maximum, max(range.minimum, value)))
        noteChangeFromOutside()
        return true
    }

    /// The deepest element whose frame contains `point` (window points).
    package func element(at point: CGPoint, in id: Int) -> AccessibilityElement? {
        guard let element = element(id), extents(of: element).contains(point) else { return nil }
        for child in element.children.reversed() {
            if let hit = self.element(at: point, in: child) { return hit }
        }
        return element
    }
}

/// What changed between two looks at a tree, for the backend's events.
package enum AccessibilityChange: Equatable {
    case name(Int)
    case description(Int)
    case value(Int)
    case state(Int, AccessibilityStates, Bool)
    case childAdded(parent: Int, child: Int, index: Int)
    case childRemoved(parent: Int, child: Int, index: Int)
    /// Characters (a count of `Character`s from the start) removed from or
    /// added to a text.
    case textDeleted(Int, offset: Int, text: String)
    case textInserted(Int, offset: Int, text: String)
    case caretMoved(Int, Int)
    case textSelectionChanged(Int)
    /// Which of a list's (tab list's) children are selected changed.
    case selectionChanged(Int)

    /// The element the change is about.
    var element: Int {
        switch self {
        case .name(let id), .description(let id), .value(let id), .state(let id, _, _), .textDeleted(let id, _, _),
             .textInserted(let id, _, _), .caretMoved(let id, _), .textSelectionChanged(let id), .selectionChanged(let id): id
        case .childAdded(let parent, _, _), .childRemoved(let parent, _, _): parent
        }
    }
}
