/// One element of a window's accessibility tree as a screen reader sees
/// it: a button, a label, a menu, the window itself. Elements are made
/// from view nodes (`AccessibilityTreeBuilder`); each keeps the id of its
/// node, which stays the same as long as the node lives, so a client can
/// hold on to it across updates.
package struct AccessibilityElement {
    package let id: Int
    package var role: AccessibilityRole
    package var name: String
    /// The hint (`accessibilityHint`): what using the element does.
    package var description: String
    /// The value (`accessibilityValue`, a slider's number).
    package var value: String?
    package var identifier: String?
    /// A numeric value within bounds (a slider, a progress bar).
    package var range: AccessibilityValueRange?
    /// Its text, for AT-SPI's `Text` (and, editable, `EditableText`).
    package var text: AccessibilityText?
    /// Its children can be selected (AT-SPI's `Selection`: a list, a tab
    /// list, a radio group); each child says whether it is by `.selected`.
    package var selectsChildren = false
    /// Selects (true) or deselects this element in its parent's selection.
    package var setSelected: (@MainActor (Bool) -> Void)?
    /// A table's rows and columns (AT-SPI's `Table`); its children are its
    /// column headers, then its rows, whose children are their cells.
    package var table: AccessibilityTable?
    /// A table row's identity in the table's data (`AccessibilityTable.rowIndex`).
    package var tableRowID: AnyHashable?
    package var states: AccessibilityStates
    package var actions: [AccessibilityAction]
    package var parent: Int?
    package var children: [Int]
    /// Siblings with a higher priority come first (`accessibilitySortPriority`).
    var sortPriority: Double
    let node: NodeHandle

    /// Where it is now, in window points: read live, so extents follow
    /// layout and animation without rebuilding the tree.
    @MainActor package var frame: CGRect { (frameNode ?? node).node?.presentedFrame ?? .zero }
    /// The node whose frame is the element's, when not its own (the view an
    /// `accessibilityRepresentation` stands for).
    var frameNode: NodeHandle?
}

/// A value within bounds, as AT-SPI's `Value` interface shows it; `set`
/// is nil where only the app changes it (a progress bar).
package struct AccessibilityValueRange {
    package var minimum: Double
    package var maximum: Double
    /// The smallest change, 0 for any.
    package var step: Double
    package var current: Double
    let setter: (@MainActor (Double) -> Void)?

    init(minimum: Double, maximum: Double, step: Double = 0, current: Double,
         set setter: (@MainActor (Double) -> Void)? = nil) {
        (self.minimum, self.maximum, self.step, self.current, self.setter) = (minimum, maximum, step, current, setter)
    }

    package var isSettable: Bool { setter != nil }
}

/// Something a screen reader can do to an element ("click" on a button).
package struct AccessibilityAction {
    package let name: String
    package let description: String
    let perform: @MainActor () -> Void

    init(name: String, description: String = "", perform: @escaping @MainActor () -> Void) {
        self.name = name
        self.description = description
        self.perform = perform
    }
}

/// What a view type says about itself: its role, and how its content
/// contributes. A view opts in by conforming to `AccessibleView` — one
/// small extension per view type (see `AccessibleControls.swift`).
package struct AccessibilityDescription {
    /// How the view's content appears.
    enum Content: Equatable {
        /// The content's elements become the children (a menu's items).
        case children
        /// The content's names, joined, name the element; it has no
        /// children (a button named by its label).
        case name
        /// The content is not read (a text's runs).
        case none
        /// The view is no element after all: it is looked through, its
        /// content's elements going to the element above (a table's list).
        case transparent
    }

    var role: AccessibilityRole
    var name = ""
    var value: String?
    /// Its description (AT-SPI's `Description`), as `accessibilityHint` sets it.
    var hint: String?
    var range: AccessibilityValueRange?
    var text: AccessibilityText?
    var selectsChildren = false
    var setSelected: (@MainActor (Bool) -> Void)?
    var table: AccessibilityTable?
    var tableRowID: AnyHashable?
    /// A table row's line: the first `count` children of that node are
    /// its cells, each made a table cell named by what it shows.
    var cells: (line: ViewNode, count: Int)?
    /// Its buttons are options (a picker's, a tab bar's), the one at
    /// `selectedOption` chosen.
    var options: AccessibleOptions?
    var selectedOption: Int?
    var states: AccessibilityStates = []
    var actions: [AccessibilityAction] = []
    var content = Content.none

    init(role: AccessibilityRole, name: String = "", content: Content = .none) {
        self.role = role
        self.name = name
        self.content = content
    }
}

/// A view that is an element of the accessibility tree by itself. Views
/// without it (stacks, frames, paddings, the app's own views) are looked
/// through: their elements go to the nearest element above.
@MainActor
protocol AccessibleView {
    /// The element this view is; nil for a view that is never read, nor
    /// anything inside it (a decorative image).
    func accessibility(node: ViewNode) -> AccessibilityDescription?
}

extension AccessibilityAction {
    /// The "click" of a pressable control: exactly what a mouse click on it
    /// does, including closing the menu it sits in.
    @MainActor static func click(_ node: ViewNode, description: String = "") -> AccessibilityAction {
        let handle = node.handle
        return AccessibilityAction(name: "click", description: description) {
            guard let node = handle.node, let host = node.host as? ViewHost, node.isAttached(to: host.root) else { return }
            host.activate(node)
        }
    }
}
