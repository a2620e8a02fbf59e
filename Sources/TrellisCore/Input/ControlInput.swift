/// A control that follows the pointer while the primary button is held
/// on it (a slider's knob): the host hands it the press, every motion
/// until the release, wherever the pointer goes, and the release.
@MainActor
protocol PointerTracking {
    func pointerPressed(at point: CGPoint, node: ViewNode)
    func pointerDragged(to point: CGPoint, node: ViewNode)
    func pointerReleased(at point: CGPoint, node: ViewNode)
}

/// The keys controls read. The controls use only the names `InputEvent`'s
/// `Key` shares with SwiftUI's `KeyEquivalent` (`.space`, `.return`, the
/// arrows), compared with `==` and matched in `switch`es, so that they
/// work unchanged when key events carry `KeyEquivalent`s: change this one
/// alias then.
typealias ControlKey = KeyEquivalent

/// What a control does with a key while it has the keyboard focus: a
/// toggle flips on Space, a slider moves on the arrows, a stepper steps.
/// Returns whether the key was used. The focus system routes keys here;
/// until it exists, `ViewHost.sendKey(_:to:)` does.
@MainActor
protocol KeyboardOperable {
    func handleKey(_ key: ControlKey, node: ViewNode) -> Bool
}

extension ViewHost {
    /// Gives `key` to the control at `node` (the focused control), and to
    /// the controls around it when it has no use for it. Returns whether
    /// one used it.
    @discardableResult
    func sendKey(_ key: ControlKey, to node: ViewNode) -> Bool {
        var current: ViewNode? = node
        while let candidate = current {
            if candidate.environment.isEnabled, let control = candidate.unit as? any KeyboardOperable,
               control.handleKey(key, node: candidate) {
                return true
            }
            current = candidate.parent
        }
        return false
    }
}
