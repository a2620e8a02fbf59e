/// Whether buttons repeat their action while held, as SwiftUI's
/// `ButtonRepeatBehavior`: `.enabled` makes a held pointer, a held Space
/// on the focused button or its held keyboard shortcut run the action
/// again and again at the keyboard's repeat rate; `.automatic` is the
/// control's own habit (buttons do not repeat, a stepper's arrows do).
public struct ButtonRepeatBehavior: Hashable, Sendable {
    private enum Kind: Hashable, Sendable { case automatic, enabled, disabled }
    private let kind: Kind

    public static let automatic = ButtonRepeatBehavior(kind: .automatic)
    public static let enabled = ButtonRepeatBehavior(kind: .enabled)
    public static let disabled = ButtonRepeatBehavior(kind: .disabled)
}

private struct ButtonRepeatBehaviorKey: EnvironmentKey {
    static let defaultValue = ButtonRepeatBehavior.automatic
}

extension EnvironmentValues {
    /// Whether buttons here repeat their actions while held.
    public internal(set) var buttonRepeatBehavior: ButtonRepeatBehavior {
        get { self[ButtonRepeatBehaviorKey.self] }
        set { self[ButtonRepeatBehaviorKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets whether buttons in this view repeat their actions while held.
    public func buttonRepeatBehavior(_ behavior: ButtonRepeatBehavior) -> some View {
        EnvironmentModifierView(content: self, value: behavior) { $0.buttonRepeatBehavior = $1 }
    }
}

/// How soon a held key repeats and how often after that: the desktop's
/// setting, which the backend reads from the X server (`XkbGetAutoRepeatRate`);
/// GNOME's defaults until then.
package struct KeyRepeatTiming: Equatable, Sendable {
    package var delay: Double
    package var interval: Double

    package init(delay: Double, interval: Double) {
        // Nonsense from a server (0, negative, NaN) must not spin the loop.
        self.delay = delay.isFinite && delay > 0 ? delay : 0.5
        self.interval = interval.isFinite && interval >= 0.005 ? interval : 0.03
    }

    package static let standard = KeyRepeatTiming(delay: 0.5, interval: 0.03)
}

/// A button held down with the pointer that repeats: when it next fires.
struct HeldButtonRepeat {
    weak var node: ViewNode?
    var nextFire: Double
}

extension ViewHost {
    /// Whether the button at `node` repeats while held.
    func repeatsWhileHeld(_ node: ViewNode) -> Bool {
        node.unit is any RepeatablePress && node.environment.buttonRepeatBehavior == .enabled
    }

    /// The pointer went down on a repeating button: it acts at once, then
    /// after the repeat delay, then at every repeat interval while held.
    func beginHeldRepeat(_ node: ViewNode) {
        activate(node)
        heldRepeat = HeldButtonRepeat(node: node, nextFire: clock.now + keyRepeatTiming.delay)
    }

    /// Fires the held button when its time came, while the pointer is still
    /// on it and it is enabled (dragged off, or a stepper's arrow greyed
    /// out at the end of the range, it waits; released, it stops).
    func tickHeldRepeat() {
        guard var held = heldRepeat else { return }
        guard let node = held.node, node === pressed else {
            heldRepeat = nil
            return
        }
        guard clock.now >= held.nextFire else { return }
        if node.interaction.isPressed, node.isAttached(to: root), node.environment.isEnabled { activate(node) }
        held.nextFire += keyRepeatTiming.interval
        // A stalled loop catches up by one, not by a burst.
        if held.nextFire <= clock.now { held.nextFire = clock.now + keyRepeatTiming.interval }
        heldRepeat = held
    }

    /// When a held button next repeats: the backend wakes the loop then.
    package var nextHeldRepeat: Double? { heldRepeat?.nextFire }
}

/// A control whose press may repeat (a `Button`; not a toggle or a menu).
@MainActor
protocol RepeatablePress {}
