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
    /// The window's own element (the host's root node), known without
    /// building the tree.
    package var rootID: Int { host.map { AccessibilityIDs.shared.id(for: $0.root) } ?? 0 }
    /// The host's count of view updates and layout passes when the
    /// snapshot was made: a different count means it may be stale.
    private var madeAt = Generation(views: -1, layouts: -1, popups: -1)
    package var windowName = ""
    package private(set) var builds = 0

    init(host: ViewHost) { self.host = host }

    /// The element with this id, nil if it is not (or no longer) in this
    /// window.
    package func element(_ id: Int) -> AccessibilityElement? { current[id] }

    /// The window's element (nil only once the window is gone).
    package var root: AccessibilityElement? { current[rootID] }

    private var current: [Int: AccessibilityElement] {
        if let snapshot, !isStale { return snapshot }
        return rebuild()
    }

    /// What the tree depends on besides the nodes' frames: views brought up
    /// to date, layout (what is hidden), the popups open (a menu's
    /// expanded state) and keyboard focus.
    private struct Generation: Equatable {
        var views: Int, layouts: Int, popups: Int
        var active = false
        var focus: ObjectIdentifier?
    }

    private var generation: Generation {
        guard let host else { return Generation(views: -1, layouts: -1, popups: -1) }
        let statistics = host.statistics
        let popups = host.popups.requests.reduce(host.popups.requests.count) { $0 &* 31 &+ $1.id }
        return Generation(views: statistics.viewUpdates, layouts: statistics.layoutPasses, popups: popups,
                          active: host.accessibilityWindowIsActive,
                          focus: host.accessibilityFocusedNode.map(ObjectIdentifier.init))
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
        _ = builder.buildWindow(root: host.root, role: host.level == 0 ? .frame : .window, name: windowName)
        AccessibilityIDs.shared.prune()
        builds += 1
        snapshot = builder.elements
        return builder.elements
    }

    /// After a frame: if a client has looked at this tree and the graph
    /// changed, the differences from what it saw.
    package func changes() -> [AccessibilityChange] {
        guard let old = snapshot, isStale else { return [] }
        let new = rebuild()
        var changes: [AccessibilityChange] = []
        for (id, element) in new {
            guard let before = old[id] else { continue }
            if before.name != element.name { changes.append(.name(id)) }
            if before.description != element.description { changes.append(.description(id)) }
            if before.value != element.value || before.range?.current != element.range?.current { changes.append(.value(id)) }
            if before.states != element.states {
                for (state, _) in AccessibilityStates.names where before.states.contains(state) != element.states.contains(state) {
                    changes.append(.state(id, state, element.states.contains(state)))
                }
            }
            if before.children != element.children {
                for (index, child) in before.children.enumerated() where !element.children.contains(child) {
                    changes.append(.childRemoved(parent: id, child: child, index: index))
                }
                for (index, child) in element.children.enumerated() where !before.children.contains(child) {
                    changes.append(.childAdded(parent: id, child: child, index: index))
                }
            }
        }
        // In id order (the order elements were first seen), not the
        // dictionary's.
        return changes.sorted { $0.element < $1.element }
    }

    /// Runs an element's action; false if the element or action is gone.
    package func perform(action index: Int, on id: Int) -> Bool {
        guard let element = element(id), element.actions.indices.contains(index),
              let host, element.node.node.map({ $0.isAttached(to: host.root) }) == true else { return false }
        element.actions[index].perform()
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

    /// The element the change is about.
    var element: Int {
        switch self {
        case .name(let id), .description(let id), .value(let id), .state(let id, _, _): id
        case .childAdded(let parent, _, _), .childRemoved(let parent, _, _): parent
        }
    }
}
