import Foundation

/// Controls that choose among options, step a value or lead somewhere, as
/// GTK 4 shows them to a screen reader: a pop-up picker is a combo box, a
/// radio group its radio buttons, a segmented picker and a tab bar a page
/// tab list whose tabs can be selected (`Selection`), a stepper a spin
/// button with a value, a date picker a date editor, a link a link.

@MainActor extension Picker: AccessibleView {
    func accessibility(node: ViewNode) -> AccessibilityDescription? {
        let title = AccessibleNames.text(of: label)
        switch node.environment.pickerStyle {
        case .menu:
            // Closed, the combo box says the chosen option; "click" opens
            // the options as a menu window (its items are menu items).
            // Its child is the chosen option, as in a GTK drop-down.
            var description = AccessibilityDescription(role: .comboBox, name: title, content: .children)
            let options = PickerOption.collect(from: content)
            let current = AnyHashable(selection.wrappedValue)
            description.value = options.first { $0.tag == current }.map { AccessibleNames.text(of: $0.content) }
            description.states = [.hasPopup, .expandable]
            if let control = node.firstSubview(where: { $0.unit is any MenuPickerOpening }) {
                if let context = node.environment.popupContext,
                   context.stack.requests.contains(where: { $0.level == context.level + 1 && $0.anchor == control.frame }) {
                    description.states.insert(.expanded)
                }
                if node.environment.isEnabled { description.actions = [.click(control)] }
            }
            if node.environment.isEnabled { description.states.insert(.focusable) }
            return description
        case .segmented, .radioGroup:
            let segmented = node.environment.pickerStyle == .segmented
            var description = AccessibilityDescription(role: segmented ? .pageTabList : .panel, name: title, content: .children)
            description.options = segmented ? .tabs : .radios
            let current = AnyHashable(selection.wrappedValue)
            description.selectedOption = PickerOption.collect(from: content).firstIndex { $0.tag == current }
            return description
        }
    }
}

@MainActor extension TabBar: AccessibleView {
    /// The tabs above a `TabView`'s content: page tabs, the shown one selected.
    func accessibility(node: ViewNode) -> AccessibilityDescription? {
        var description = AccessibilityDescription(role: .pageTabList, content: .children)
        description.options = .tabs
        description.selectedOption = selected
        return description
    }
}

@MainActor extension Stepper: AccessibleView {
    /// A spin button named by its label; a stepper over a value says the
    /// value and its bounds, and setting it steps there. "increment" and
    /// "decrement" press its arrows.
    func accessibility(node: ViewNode) -> AccessibilityDescription? {
        var description = AccessibilityDescription(role: .spinButton, name: AccessibleNames.text(of: label))
        let enabled = node.environment.isEnabled
        if let reading = valueReading {
            let current = reading.read()
            description.value = reading.format(current)
            nonisolated(unsafe) let up = onIncrement, down = onDecrement
            var setter: (@MainActor (Double) -> Void)?
            if enabled {
                setter = { @MainActor target in Stepper.step(toward: target, reading: reading, up: up, down: down) }
            }
            description.range = AccessibilityValueRange(minimum: reading.lower, maximum: reading.upper, step: reading.step,
                                                        current: current, set: setter)
        }
        if enabled {
            description.states = [.focusable]
            nonisolated(unsafe) let up = onIncrement, down = onDecrement
            if let up { description.actions.append(AccessibilityAction(name: "increment") { up() }) }
            if let down { description.actions.append(AccessibilityAction(name: "decrement") { down() }) }
        }
        return description
    }
}

extension Stepper {
    /// Steps one arrow press at a time toward `target`, as the user would
    /// (bounded: a huge number cannot make the app spin).
    @MainActor static func step(toward target: Double, reading: StepperValueReading,
                                up: (() -> Void)?, down: (() -> Void)?) {
        for _ in 0..<10_000 {
            let now = reading.read()
            let remaining = (target - now) / reading.step
            guard abs(remaining) >= 0.5, let press = remaining > 0 ? up : down else { return }
            press()
            if reading.read() == now { return }
        }
    }
}

@MainActor extension DatePicker: AccessibleView {
    /// A date editor named by its label, its value the date as shown;
    /// "increment" and "decrement" step the part being edited (the first
    /// at the start), as Up and Down do while it has the focus.
    func accessibility(node: ViewNode) -> AccessibilityDescription? {
        var description = AccessibilityDescription(role: .dateEditor, name: AccessibleNames.text(of: label))
        let formatter = DateFormatter()
        formatter.locale = node.environment.locale
        formatter.calendar = node.environment.calendar
        formatter.timeZone = node.environment.timeZone
        formatter.dateStyle = components.contains(.date) ? .long : .none
        formatter.timeStyle = components.contains(.hourAndMinute) ? .short : .none
        let shown = formatter.string(from: selection.wrappedValue)
        description.value = shown
        // Read as text (its parts are edited with the arrows while focused);
        // each character is placed within the control, not on its glyph.
        let handle = node.handle
        description.text = AccessibilityText(string: shown) { _ in handle.node?.presentedFrame ?? .zero }
        if node.environment.isEnabled {
            description.states = [.focusable]
            let picker = self
            func step(_ name: String, _ key: ControlKey) -> AccessibilityAction {
                AccessibilityAction(name: name, description: "Step the chosen part of the date") {
                    guard let node = handle.node else { return }
                    _ = picker.handleKey(key, node: node)
                }
            }
            description.actions = [step("increment", .upArrow), step("decrement", .downArrow)]
        }
        return description
    }
}

@MainActor extension Link: AccessibleView {
    /// A link named by its label; "jump" opens its destination.
    func accessibility(node: ViewNode) -> AccessibilityDescription? {
        var description = AccessibilityDescription(role: .link, content: .name)
        description.states = [.focusable]
        let openURL = node.environment.openURL, destination = destination
        if node.environment.isEnabled {
            description.actions = [AccessibilityAction(name: "jump", description: destination.absoluteString) { openURL(destination) }]
        }
        return description
    }
}

@MainActor extension Image: AccessibleView {
    /// An image named by its label (`Image(_:label:)`), else its name; a
    /// decorative image is not read.
    func accessibility(node: ViewNode) -> AccessibilityDescription? {
        guard !isDecorative else { return nil }
        return AccessibilityDescription(role: .image, name: accessibilityName)
    }
}

/// What a picker's or tab bar's buttons are to a screen reader.
enum AccessibleOptions {
    /// Page tabs, selectable, the chosen one selected (`Selection`).
    case tabs
    /// Radio buttons, the chosen one checked.
    case radios
}

/// The words a view shows, read from its value without making nodes: a
/// control's label (a `Text`, a `Label`'s title, an accessibility label).
@MainActor
enum AccessibleNames {
    static func text(of view: any View) -> String {
        if let text = view as? Text { return text.content }
        if let attached = view as? any AccessibilityAttached, let label = attached.attachment.label { return label }
        if let titled = view as? any LabelTitled { return text(of: titled.labelTitle) }
        guard let transparent = view as? any TransparentView else { return "" }
        var parts: [String] = []
        transparent.forEachElement { _, child in
            let part = text(of: child)
            if !part.isEmpty { parts.append(part) }
        }
        return parts.joined(separator: " ")
    }
}

/// A `Label`, for its title.
protocol LabelTitled {
    var labelTitle: any View { get }
}

extension Label: LabelTitled {
    var labelTitle: any View { title }
}

/// A stepper's value as a number, when its type is one (an integer or a
/// floating-point value): what its spin button says and where it stops.
struct StepperValueReading: @unchecked Sendable {
    let read: () -> Double
    let lower: Double
    let upper: Double
    let step: Double

    init?<V: Strideable>(_ value: Binding<V>, in bounds: ClosedRange<V>?, step: V.Stride) {
        guard let stepSize = Self.number(step), stepSize != 0, stepSize.isFinite,
              Self.number(value.wrappedValue) != nil else { return nil }
        read = { Self.number(value.wrappedValue) ?? 0 }
        lower = bounds.flatMap { Self.number($0.lowerBound) } ?? -Double.greatestFiniteMagnitude
        upper = bounds.flatMap { Self.number($0.upperBound) } ?? Double.greatestFiniteMagnitude
        self.step = abs(stepSize)
    }

    func format(_ value: Double) -> String {
        value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    private static func number(_ value: Any) -> Double? {
        if let integer = value as? any BinaryInteger { return Double(integer) }
        if let float = value as? any BinaryFloatingPoint { return Double(float) }
        return nil
    }
}

extension Image {
    /// Its label, else its name as people read it: a resource's name, a
    /// file's name without its extension, a symbol's words ("star fill").
    var accessibilityName: String {
        if let label { return label }
        switch source {
        case .resource(let name, _): return name
        case .file(let url): return url.deletingPathExtension().lastPathComponent
        case .symbol(let name): return name.replacingOccurrences(of: ".", with: " ")
        case .decoded: return ""
        }
    }
}

@MainActor extension Label: AccessibleView {
    /// A label named by its title; its icon is decoration, as in SwiftUI
    /// (a title that is not text leaves both to be read as they are).
    func accessibility(node: ViewNode) -> AccessibilityDescription? {
        let name = AccessibleNames.text(of: title)
        return name.isEmpty ? AccessibilityDescription(role: .panel, content: .children)
            : AccessibilityDescription(role: .label, name: name)
    }
}
