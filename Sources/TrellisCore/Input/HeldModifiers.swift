/// The modifier keys held during the input event being handled, as the
/// backend reports them with every pointer and key event: Shift- and
/// Ctrl-click extend a list's selection, Alt+Left goes back, Ctrl+Page
/// Down switches tabs.
package struct HeldModifiers: OptionSet, Sendable {
    package let rawValue: UInt8
    package init(rawValue: UInt8) { self.rawValue = rawValue }
    package static let shift = HeldModifiers(rawValue: 1)
    package static let control = HeldModifiers(rawValue: 2)
    package static let alt = HeldModifiers(rawValue: 4)

    /// The held keys among a key press's modifiers.
    package init(_ modifiers: EventModifiers) {
        var held = HeldModifiers()
        if modifiers.contains(.shift) { held.insert(.shift) }
        if modifiers.contains(.control) { held.insert(.control) }
        if modifiers.contains(.option) { held.insert(.alt) }
        self = held
    }
}
