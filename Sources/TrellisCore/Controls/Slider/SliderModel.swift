/// A slider's value and range as doubles, and the arithmetic every slider
/// input shares: where a point of the track lies in the range, snapping to
/// the step, clamping. Undefined ranges (NaN, infinite or empty bounds)
/// hold the knob at the start and never write NaN to the binding.
struct SliderModel {
    let value: Binding<Double>
    let lower: Double
    let upper: Double
    /// nil, or a positive finite step.
    let step: Double?
    let onEditingChanged: (Bool) -> Void

    init(value: Binding<Double>, lower: Double, upper: Double, step: Double?, onEditingChanged: @escaping (Bool) -> Void) {
        self.value = value
        self.lower = lower
        self.upper = upper
        self.step = step.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        self.onEditingChanged = onEditingChanged
    }

    var isUsable: Bool { lower.isFinite && upper.isFinite && upper > lower }

    /// Where the current value lies, 0 at the lower bound and 1 at the upper.
    var fraction: Double {
        guard isUsable else { return 0 }
        let current = value.wrappedValue
        guard !current.isNaN else { return 0 }
        return min(1, max(0, (current - lower) / (upper - lower)))
    }

    /// The value at `fraction` of the range, snapped and clamped.
    func value(at fraction: Double) -> Double {
        clamped(lower + (fraction.isFinite ? fraction : 0) * (upper - lower))
    }

    /// Snaps to the step counted from the lower bound, then clamps.
    func clamped(_ raw: Double) -> Double {
        guard isUsable else { return lower.isFinite ? lower : 0 }
        var result = raw.isNaN ? lower : raw
        if let step { result = lower + ((result - lower) / step).rounded() * step }
        return min(upper, max(lower, result))
    }

    /// How far one arrow key moves: the step, or a twentieth of the range.
    var keyIncrement: Double { step ?? (upper - lower) / 20 }

    /// Writes `newValue` unless the binding already holds it.
    func set(_ newValue: Double) {
        guard value.wrappedValue != newValue else { return }
        value.wrappedValue = newValue
    }
}
