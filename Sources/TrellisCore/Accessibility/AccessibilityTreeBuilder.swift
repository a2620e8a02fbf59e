/// Makes a window's accessibility elements from its view graph, in one
/// walk: views that declare themselves (`AccessibleView`) and views an
/// `accessibilityElement(children:)` made into one become elements; every
/// other node is looked through, its elements going to the nearest
/// element above. Hidden units (`ViewThatFits` leftovers) and
/// `accessibilityHidden(true)` subtrees are left out.
@MainActor
struct AccessibilityTreeBuilder {
    private(set) var elements: [Int: AccessibilityElement] = [:]
    let ids: AccessibilityIDs
    /// The window's bounds, for `showing`.
    let bounds: CGRect
    /// Whether the window has the keyboard, and which node has its focus.
    var windowIsActive = false
    var focusedNode: ViewNode?
    /// Inside a unit layout left unarranged because it is out of sight.
    var isOutOfSight = false
    /// Some element has a sort priority (else there is nothing to sort).
    var usesSortPriority = false
    /// Inside an `accessibilityRepresentation`: the represented view, whose
    /// frame its elements take.
    var representedFrame: NodeHandle?

    /// Builds the tree under `root`, whose element is the window.
    mutating func buildWindow(root: ViewNode, role: AccessibilityRole, name: String) -> Int {
        let id = ids.id(for: root)
        var children: [Int] = []
        for child in root.children { collect(child, attachments: [], parent: id, into: &children) }
        elements[id] = AccessibilityElement(id: id, role: role, name: name, description: "", value: nil, identifier: nil, range: nil,
                                            states: windowIsActive ? [.enabled, .sensitive, .visible, .showing, .active]
                                                : [.enabled, .sensitive, .visible, .showing], actions: [],
                                            parent: nil, children: children, sortPriority: 0, node: root.handle)
        return id
    }

    /// Adds the elements `node` makes (with `attachments` from the modifiers
    /// above it still to apply) to `list`, each with `parent`.
    private mutating func collect(_ node: ViewNode, attachments: [AccessibilityAttachment], parent: Int,
                                  into list: inout [Int], representing: Bool = false) {
        if node.isHidden, !representing { return }
        let wasOutOfSight = isOutOfSight
        if node.isDeferred { isOutOfSight = true }
        defer { isOutOfSight = wasOutOfSight }
        let kind = AccessibleViewCache.kind(of: node)
        if kind == .attached, let attached = node.view as? any AccessibilityAttached {
            let attachment = attached.attachment
            if attachment.isHidden == true { return }
            let all = attachments + [attachment]
            if let behavior = attachment.childBehavior {
                list.append(makeGroup(node, behavior: behavior, attachments: all, parent: parent))
            } else {
                for child in node.children { collect(child, attachments: all, parent: parent, into: &list) }
            }
            return
        }
        if kind == .represented {
            // The representation (set aside by layout) speaks for the view, where the view is.
            guard node.children.count > 1 else { return }
            let outer = representedFrame
            representedFrame = representedFrame ?? node.handle
            collect(node.children[1], attachments: attachments, parent: parent, into: &list, representing: true)
            representedFrame = outer
            return
        }
        if kind == .accessible, let accessible = node.view as? any AccessibleView {
            guard let description = accessible.accessibility(node: node) else { return }
            if description.content == .transparent {
                for child in node.children { collect(child, attachments: attachments, parent: parent, into: &list) }
                return
            }
            list.append(makeElement(node, description: description, attachments: attachments, parent: parent))
            return
        }
        let start = list.count
        for child in node.children { collect(child, attachments: attachments, parent: parent, into: &list) }
        sortByPriority(&list[start...])
    }

    private mutating func makeElement(_ node: ViewNode, description: AccessibilityDescription,
                                      attachments: [AccessibilityAttachment], parent: Int) -> Int {
        let id = ids.id(for: node)
        var element = AccessibilityElement(id: id, role: description.role, name: description.name,
                                           description: description.hint ?? "", value: description.value, identifier: nil, range: description.range,
                                           states: description.states.union(baseStates(node)),
                                           actions: description.actions, parent: parent, children: [],
                                           sortPriority: 0, node: node.handle)
        element.frameNode = representedFrame
        element.text = description.text
        element.selectsChildren = description.selectsChildren
        element.setSelected = description.setSelected
        element.table = description.table
        element.tableRowID = description.tableRowID
        switch description.content {
        case .children:
            var children: [Int] = []
            if let cells = description.cells {
                children = cells.line.children.prefix(cells.count).map { makeCell($0, parent: id) }
            } else {
                for child in node.children { collect(child, attachments: [], parent: id, into: &children) }
            }
            if let options = description.options {
                children = makeOptions(children, options: options, selected: description.selectedOption, in: &element)
            }
            // A control's own label names it; it is not also its child.
            if !element.name.isEmpty {
                children.removeAll { elements[$0].map { $0.role == .label && $0.name == element.name } ?? false }
            }
            element.children = children
        case .name:
            if element.name.isEmpty { element.name = Self.combinedName(of: node) }
        case .none, .transparent:
            break
        }
        for attachment in attachments { apply(attachment, to: &element) }
        elements[id] = element
        return id
    }

    /// A table cell around a cell's view: named by what it shows; the
    /// controls in it (a toggle, a button) stay its children, its plain
    /// text and images are read through its name. Its number is its own
    /// (`AccessibilityIDs.cellID`): the view inside may be an element too.
    private mutating func makeCell(_ node: ViewNode, parent: Int) -> Int {
        let id = ids.cellID(for: node)
        var inner: [Int] = []
        collect(node, attachments: [], parent: id, into: &inner)
        let names = inner.compactMap { elements[$0]?.name }.filter { !$0.isEmpty }
        let children = inner.filter { elements[$0].map { $0.role != .label && $0.role != .image } ?? false }
        elements[id] = AccessibilityElement(id: id, role: .tableCell, name: names.joined(separator: " "), description: "",
                                            value: nil, identifier: nil, range: nil, states: baseStates(node), actions: [],
                                            parent: parent, children: children, sortPriority: 0, node: node.handle)
        return id
    }

    /// A picker's or tab bar's buttons become its options: page tabs (the
    /// element then selects among them) or radio buttons, the chosen one
    /// selected or checked; selecting one clicks it.
    private mutating func makeOptions(_ children: [Int], options: AccessibleOptions, selected: Int?,
                                      in element: inout AccessibilityElement) -> [Int] {
        var index = 0
        if options == .tabs { element.selectsChildren = true }
        return children.filter { id in
            guard var child = elements[id] else { return true }
            guard child.role == .pushButton else { return true }
            let chosen = index == selected
            switch options {
            case .tabs:
                child.role = .pageTab
                child.states.insert(.selectable)
                if chosen { child.states.insert(.selected) }
            case .radios:
                child.role = .radioButton
                child.states.insert(.checkable)
                if chosen { child.states.insert(.checked) }
            }
            if let click = child.actions.first(where: { $0.name == "click" }) {
                child.setSelected = { if $0 { click.perform() } }
            }
            elements[id] = child
            index += 1
            return true
        }
    }

    /// The element an `accessibilityElement(children:)` makes.
    private mutating func makeGroup(_ node: ViewNode, behavior: AccessibilityChildBehavior,
                                    attachments: [AccessibilityAttachment], parent: Int) -> Int {
        let id = ids.id(for: node)
        var element = AccessibilityElement(id: id, role: behavior == .contain ? .panel : .label, name: "",
                                           description: "", value: nil, identifier: nil, range: nil, states: baseStates(node),
                                           actions: [], parent: parent, children: [], sortPriority: 0,
                                           node: node.handle)
        element.frameNode = representedFrame
        switch behavior.kind {
        case .contain:
            var children: [Int] = []
            for child in node.children { collect(child, attachments: [], parent: id, into: &children) }
            element.children = children
        case .combine:
            // The children's names joined; a single actionable child (a
            // button in a row) lends the element its role and actions.
            let inner = innerElements(of: node)
            element.name = inner.map(\.name).filter { !$0.isEmpty }.joined(separator: ", ")
            let actionable = inner.filter { !$0.actions.isEmpty }
            if actionable.count == 1 {
                element.role = actionable[0].role
                element.range = actionable[0].range
                element.actions = actionable[0].actions
                element.states.formUnion(actionable[0].states)
            }
        case .ignore:
            break
        }
        for attachment in attachments { apply(attachment, to: &element) }
        elements[id] = element
        return id
    }

    /// The names of what a control's content shows, joined: a button named
    /// by its label. A walk that makes no elements (every tile of a large
    /// grid names its button this way on each rebuild).
    static func combinedName(of node: ViewNode) -> String {
        combinedName(ofNodes: node.children)
    }

    /// The names of what `nodes` show (themselves included), joined.
    static func combinedName(ofNodes nodes: [ViewNode]) -> String {
        var names: [String] = []
        func visit(_ node: ViewNode, representing: Bool = false) {
            if node.isHidden, !representing { return }
            switch AccessibleViewCache.kind(of: node) {
            case .attached:
                guard let attachment = (node.view as? any AccessibilityAttached)?.attachment,
                      attachment.isHidden != true else { return }
                if let label = attachment.label { names.append(label); return }
            case .accessible:
                guard let description = (node.view as? any AccessibleView)?.accessibility(node: node) else { return }
                if !description.name.isEmpty { names.append(description.name); return }
                if description.content == .none { return }
            case .represented:
                if node.children.count > 1 { visit(node.children[1], representing: true) }
                return
            case .other:
                break
            }
            node.children.forEach { visit($0) }
        }
        nodes.forEach { visit($0) }
        return names.filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// The elements inside `node`, made on the side (they are not part of
    /// the tree: the element they are combined into is).
    private func innerElements(of node: ViewNode) -> [AccessibilityElement] {
        var scratch = AccessibilityTreeBuilder(ids: ids, bounds: bounds, windowIsActive: windowIsActive, focusedNode: focusedNode)
        var list: [Int] = []
        for child in node.children { scratch.collect(child, attachments: [], parent: 0, into: &list) }
        return list.compactMap { scratch.elements[$0] }
    }

    private mutating func apply(_ attachment: AccessibilityAttachment, to element: inout AccessibilityElement) {
        if let label = attachment.label { element.name = label }
        if let value = attachment.value { element.value = value }
        if let hint = attachment.hint { element.description = hint }
        if let identifier = attachment.identifier { element.identifier = identifier }
        if let priority = attachment.sortPriority { element.sortPriority = priority; usesSortPriority = true }
        applyTraits(added: attachment.addedTraits, removed: attachment.removedTraits, to: &element)
        for (kind, handler) in attachment.actions {
            let action = AccessibilityAction(name: kind.name, perform: handler)
            if let index = element.actions.firstIndex(where: { $0.name == kind.name }) {
                element.actions[index] = action
            } else {
                element.actions.append(action)
            }
        }
    }

    private func applyTraits(added: AccessibilityTraits, removed: AccessibilityTraits, to element: inout AccessibilityElement) {
        let roles: [(AccessibilityTraits, AccessibilityRole)] = [
            (.isButton, .pushButton), (.isHeader, .heading), (.isLink, .link), (.isImage, .image),
            (.isToggle, .toggleButton), (.isSearchField, .entry), (.isStaticText, .label),
        ]
        for (trait, role) in roles {
            if added.contains(trait) { element.role = role }
            if removed.contains(trait), element.role == role { element.role = .label }
        }
        if added.contains(.isSelected) { element.states.formUnion([.selectable, .selected]) }
        if removed.contains(.isSelected) { element.states.remove(.selected) }
    }

    /// What every element shares: enabled from the environment, visible
    /// (hidden units never get here), showing when it lies in the window
    /// (never inside a unit layout set aside as out of sight).
    private func baseStates(_ node: ViewNode) -> AccessibilityStates {
        var states: AccessibilityStates = [.visible]
        if node.environment.isEnabled { states.formUnion([.enabled, .sensitive]) }
        if let focusedNode, node === focusedNode { states.formUnion([.focusable, .focused]) }
        let frame = node.presentedFrame
        if !isOutOfSight, frame.width > 0, frame.height > 0, frame.intersects(bounds) { states.insert(.showing) }
        return states
    }

    /// Stable: siblings with equal priority keep their order.
    private func sortByPriority(_ list: inout ArraySlice<Int>) {
        guard usesSortPriority, list.count > 1 else { return }
        let priorities = list.map { elements[$0]?.sortPriority ?? 0 }
        guard priorities.contains(where: { $0 != 0 }) else { return }
        let sorted = zip(list, priorities).enumerated()
            .sorted { $0.element.1 != $1.element.1 ? $0.element.1 > $1.element.1 : $0.offset < $1.offset }
            .map(\.element.0)
        list.replaceSubrange(list.startIndex..<list.endIndex, with: sorted)
    }
}

/// What each view type is to the builder, remembered per type: a cast to
/// a protocol for every node of a large tree costs more than a lookup.
@MainActor
enum AccessibleViewCache {
    enum Kind { case other, accessible, attached, represented }
    private static var known: [ObjectIdentifier: Kind] = [:]

    static func kind(of node: ViewNode) -> Kind {
        if let answer = known[node.viewType] { return answer }
        let view = node.view
        let answer: Kind = view is any AccessibilityAttached ? .attached : view is any AccessibleView ? .accessible
            : view is any AccessibilityRepresenting ? .represented : .other
        known[node.viewType] = answer
        return answer
    }
}
