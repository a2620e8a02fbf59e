import TrellisCore

/// One scroll axis of an input device (XInput 2.1's `XIScrollClassInfo`):
/// which valuator carries it, and how far that valuator moves for one
/// notch of a classic wheel. Touchpads and high-resolution wheels move it
/// by fractions of that.
struct ScrollValuator: Equatable {
    enum Axis: Equatable { case vertical, horizontal }
    var number: Int
    var axis: Axis
    /// Valuator units per wheel notch; negative when the driver inverts
    /// the direction (natural scrolling).
    var increment: Double
}

/// Turns the absolute positions of scroll valuators into scroll deltas.
/// XInput 2 reports where each valuator *is*, not how far it moved, so the
/// delta is the difference from the last value seen for the same device
/// and valuator. After the pointer left the window, or the device
/// changed, the last value is unknown: that event only records it.
struct ScrollValuatorTracker {
    /// Points one wheel notch scrolls (the core wheel's step).
    var pointsPerNotch: Double = Double(X11InputTranslation.wheelStep)
    /// Each source device's scroll axes (from `XIQueryDevice`).
    private(set) var axes: [Int32: [ScrollValuator]] = [:]
    /// The last value of each (device, valuator).
    private var lastValues: [Int32: [Int: Double]] = [:]

    /// Records a device's scroll axes (possibly none); forgets its last
    /// values, which belonged to its old classes. `current` are the
    /// valuators' values now, when known, so the first event already
    /// scrolls.
    mutating func setAxes(_ valuators: [ScrollValuator], for device: Int32, current: [Int: Double] = [:]) {
        axes[device] = valuators.filter { $0.increment.isFinite && $0.increment != 0 }
        lastValues[device] = current.filter { $0.value.isFinite }
    }

    func knowsDevice(_ device: Int32) -> Bool { axes[device] != nil }

    func hasScrollAxes(_ device: Int32) -> Bool { !(axes[device] ?? []).isEmpty }

    /// Forgets every device (the device hierarchy changed).
    mutating func forgetDevices() {
        axes = [:]
        lastValues = [:]
    }

    /// Forgets the last values (the pointer left the window: the valuators
    /// may move elsewhere, and that must not scroll here on return).
    mutating func resetPositions() {
        lastValues = [:]
    }

    /// The scroll in points for a motion event of `device` whose set
    /// valuators have `values`; positive height scrolls down, positive
    /// width right (as wheel buttons 5 and 7). Nil when no scroll axis
    /// moved. Also true in `onlyScroll` when every set valuator was a
    /// scroll axis (the pointer itself did not move).
    mutating func delta(device: Int32, values: [Int: Double]) -> (delta: CGSize?, onlyScroll: Bool) {
        let valuators = axes[device] ?? []
        guard !valuators.isEmpty else { return (nil, false) }
        var dx = 0.0, dy = 0.0, moved = false
        var last = lastValues[device] ?? [:]
        for valuator in valuators {
            guard let value = values[valuator.number], value.isFinite else { continue }
            defer { last[valuator.number] = value }
            guard let previous = last[valuator.number] else { continue }
            let notches = (value - previous) / valuator.increment
            guard notches.isFinite, notches != 0 else { continue }
            moved = true
            switch valuator.axis {
            case .vertical: dy += notches * pointsPerNotch
            case .horizontal: dx += notches * pointsPerNotch
            }
        }
        lastValues[device] = last
        let scrollNumbers = Set(valuators.map(\.number))
        let onlyScroll = !values.isEmpty && values.keys.allSatisfy { scrollNumbers.contains($0) }
        return (moved ? CGSize(width: dx, height: dy) : nil, onlyScroll)
    }
}
