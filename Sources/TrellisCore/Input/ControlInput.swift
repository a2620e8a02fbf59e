/// A control that follows the pointer while the primary button is held
/// on it (a slider's knob): the host hands it the press, every motion
/// until the release, wherever the pointer goes, and the release.
@MainActor
protocol PointerTracking {
    func pointerPressed(at point: CGPoint, node: ViewNode)
    func pointerDragged(to point: CGPoint, node: ViewNode)
    func pointerReleased(at point: CGPoint, node: ViewNode)
}

/// The keys controls read: SwiftUI's `KeyEquivalent`s (`.space`,
/// `.return`, the arrows).
typealias ControlKey = KeyEquivalent

/// What a control does with a key while it has the keyboard focus: a
/// toggle flips on Space, a slider moves on the arrows, a stepper steps.
/// Returns whether the key was used. The focus system routes keys here
/// (`CompositeControl`); `ViewHost.sendKey(_:to:)` gives one to a control
/// directly.
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
