import TrellisCore

/// AT-SPI's numbers and names (at-spi2-core's `atspi-constants.h`, the
/// values checked on this machine's libatspi 2.46).
enum Atspi {
    static let rootPath = "/org/a11y/atspi/accessible/root"
    static let nullPath = "/org/a11y/atspi/null"
    static let elementPathPrefix = "/org/a11y/atspi/accessible/"
    static let registry = "org.a11y.atspi.Registry"

    static let accessible = "org.a11y.atspi.Accessible"
    static let application = "org.a11y.atspi.Application"
    static let component = "org.a11y.atspi.Component"
    static let action = "org.a11y.atspi.Action"
    static let value = "org.a11y.atspi.Value"
    static let text = "org.a11y.atspi.Text"
    static let editableText = "org.a11y.atspi.EditableText"
    static let selection = "org.a11y.atspi.Selection"
    static let table = "org.a11y.atspi.Table"
    static let tableCell = "org.a11y.atspi.TableCell"
    static let focusEvents = "org.a11y.atspi.Event.Focus"
    static let socket = "org.a11y.atspi.Socket"
    static let cache = "org.a11y.atspi.Cache"
    static let objectEvents = "org.a11y.atspi.Event.Object"
    static let windowEvents = "org.a11y.atspi.Event.Window"
    static let properties = "org.freedesktop.DBus.Properties"

    static let applicationRole: UInt32 = 75

    static func role(_ role: AccessibilityRole) -> UInt32 {
        switch role {
        case .frame: 23
        case .dialog: 16
        case .window: 69
        case .panel: 39
        case .pushButton: 43
        case .toggleButton: 62
        case .checkBox: 7
        case .radioButton: 44
        case .label: 29
        case .heading: 83
        case .link: 88
        case .image: 27
        case .menu: 33
        case .menuItem: 35
        case .slider: 51
        case .progressBar: 42
        case .entry: 79
        case .passwordText: 40
        case .text: 61
        case .list: 31
        case .listItem: 32
        case .table: 55
        case .tableCell: 56
        case .tableRow: 90
        case .tableColumnHeader: 57
        case .scrollPane: 49
        case .separator: 50
        case .comboBox: 11
        case .pageTabList: 38
        case .pageTab: 37
        case .spinButton: 52
        case .dateEditor: 12
        }
    }

    /// The state set as AT-SPI's two 32-bit words.
    static func stateWords(_ states: AccessibilityStates) -> [UInt32] {
        let numbers: [(AccessibilityStates, Int)] = [
            (.active, 1), (.checked, 4), (.editable, 7), (.enabled, 8), (.expandable, 9), (.expanded, 10),
            (.focusable, 11), (.focused, 12), (.pressed, 20), (.selectable, 22), (.selected, 23), (.sensitive, 24),
            (.showing, 25), (.visible, 30), (.checkable, 41), (.hasPopup, 42), (.horizontal, 14), (.multiLine, 17),
            (.multiselectable, 18), (.singleLine, 26), (.vertical, 29), (.invalidEntry, 36), (.selectableText, 38),
            (.visited, 40), (.readOnly, 43),
        ]
        var words: [UInt32] = [0, 0]
        for (state, bit) in numbers where states.contains(state) { words[bit / 32] |= 1 << UInt32(bit % 32) }
        return words
    }

    /// `GetExtents`' coordinate types.
    enum CoordinateType: UInt32 { case screen = 0, window = 1, parent = 2 }
    /// `GetLayer`: controls are widgets, windows are windows.
    static let widgetLayer: UInt32 = 3
    static let windowLayer: UInt32 = 7
}
