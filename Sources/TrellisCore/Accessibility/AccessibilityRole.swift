/// What an accessibility element is, in the words AT-SPI uses for its
/// role names (`GetRoleName`); a backend maps each to its protocol's
/// number. Only roles some view declares are listed.
package enum AccessibilityRole: String, Sendable, CaseIterable {
    case frame
    case dialog
    case window
    case panel
    case pushButton = "push button"
    case toggleButton = "toggle button"
    case checkBox = "check box"
    case radioButton = "radio button"
    case label
    case heading
    case link
    case image
    case menu
    case menuItem = "menu item"
    case slider
    case progressBar = "progress bar"
    case entry
    case passwordText = "password text"
    case text
    case list
    case listItem = "list item"
    case table
    case tableCell = "table cell"
    case tableRow = "table row"
    case tableColumnHeader = "table column header"
    case scrollPane = "scroll pane"
    case separator
    case comboBox = "combo box"
    case pageTabList = "page tab list"
    case pageTab = "page tab"
    case spinButton = "spin button"
    case dateEditor = "date editor"
}

extension AccessibilityRole {
    /// Roles a person operates through actions: their elements offer
    /// AT-SPI's `Action` also while disabled (with no actions then), as
    /// GTK's do. Screen readers ask an object's interfaces once and keep
    /// them, so a button that started disabled would otherwise never be
    /// pressable for them.
    package var isOperated: Bool {
        switch self {
        case .pushButton, .toggleButton, .checkBox, .radioButton, .link, .menuItem, .comboBox, .pageTab, .spinButton,
             .dateEditor, .tableColumnHeader, .listItem, .tableRow: true
        default: false
        }
    }

    /// Roles whose text a person edits: `EditableText` is offered also
    /// while disabled (its edits then refused), for the same reason.
    package var isEditableText: Bool { self == .entry || self == .passwordText || self == .text }
}

/// The states a screen reader asks about, as AT-SPI names them.
package struct AccessibilityStates: OptionSet, Sendable, Hashable {
    package let rawValue: UInt32
    package init(rawValue: UInt32) { self.rawValue = rawValue }

    package static let enabled = AccessibilityStates(rawValue: 1 << 0)
    package static let sensitive = AccessibilityStates(rawValue: 1 << 1)
    package static let visible = AccessibilityStates(rawValue: 1 << 2)
    package static let showing = AccessibilityStates(rawValue: 1 << 3)
    package static let focusable = AccessibilityStates(rawValue: 1 << 4)
    package static let focused = AccessibilityStates(rawValue: 1 << 5)
    package static let checkable = AccessibilityStates(rawValue: 1 << 6)
    package static let checked = AccessibilityStates(rawValue: 1 << 7)
    package static let selectable = AccessibilityStates(rawValue: 1 << 8)
    package static let selected = AccessibilityStates(rawValue: 1 << 9)
    package static let expandable = AccessibilityStates(rawValue: 1 << 10)
    package static let expanded = AccessibilityStates(rawValue: 1 << 11)
    package static let hasPopup = AccessibilityStates(rawValue: 1 << 12)
    package static let editable = AccessibilityStates(rawValue: 1 << 13)
    package static let active = AccessibilityStates(rawValue: 1 << 14)
    package static let pressed = AccessibilityStates(rawValue: 1 << 15)
    package static let singleLine = AccessibilityStates(rawValue: 1 << 16)
    package static let multiLine = AccessibilityStates(rawValue: 1 << 17)
    package static let selectableText = AccessibilityStates(rawValue: 1 << 18)
    package static let invalidEntry = AccessibilityStates(rawValue: 1 << 19)
    package static let readOnly = AccessibilityStates(rawValue: 1 << 20)
    package static let multiselectable = AccessibilityStates(rawValue: 1 << 21)
    package static let horizontal = AccessibilityStates(rawValue: 1 << 22)
    package static let vertical = AccessibilityStates(rawValue: 1 << 23)
    package static let visited = AccessibilityStates(rawValue: 1 << 24)

    /// Each state with its AT-SPI name (the `StateChanged` event's detail).
    package static let names: [(AccessibilityStates, String)] = [
        (.enabled, "enabled"), (.sensitive, "sensitive"), (.visible, "visible"), (.showing, "showing"),
        (.focusable, "focusable"), (.focused, "focused"), (.checkable, "checkable"), (.checked, "checked"),
        (.selectable, "selectable"), (.selected, "selected"), (.expandable, "expandable"),
        (.expanded, "expanded"), (.hasPopup, "has-popup"), (.editable, "editable"), (.active, "active"),
        (.pressed, "pressed"), (.singleLine, "single-line"), (.multiLine, "multi-line"),
        (.selectableText, "selectable-text"), (.invalidEntry, "invalid-entry"), (.readOnly, "read-only"),
        (.multiselectable, "multiselectable"), (.horizontal, "horizontal"), (.vertical, "vertical"),
        (.visited, "visited"),
    ]
}
