/// Where a view is in its scroll transition, as SwiftUI's
/// `ScrollTransitionPhase`: before the visible region (above or to the
/// leading side), in it, or after it.
public enum ScrollTransitionPhase: Hashable, Sendable {
    case topLeading, identity, bottomTrailing

    public var isIdentity: Bool { self == .identity }

    /// -1 before the visible region, 0 in it, 1 after it.
    public var value: Double {
        switch self {
        case .topLeading: -1
        case .identity: 0
        case .bottomTrailing: 1
        }
    }
}

/// How a scroll transition follows its view through the visible region,
/// as SwiftUI's `ScrollTransitionConfiguration`.
public struct ScrollTransitionConfiguration: Sendable {
    enum Mode: Sendable {
        /// The effect follows the scroll position, paced by the curve.
        case interactive(UnitCurve)
        /// The phase switches once the threshold is crossed, and the effect animates.
        case animated(Animation)
        case identity
    }

    var mode: Mode
    var thresholdValue = Threshold.visible(0.5)

    /// How far into the region a view is when it counts as fully visible,
    /// as SwiftUI's `ScrollTransitionConfiguration.Threshold`.
    public struct Threshold: Sendable {
        /// The part of the view that shows (0…1); nil: centred in the region.
        var visibleAmount: Double?
        /// How far inside the region's edges the threshold lies.
        var inset: Double = 0

        /// Fully visible.
        public static let visible = Threshold.visible(1)
        /// As soon as any part shows.
        public static let hidden = Threshold.visible(0)
        /// Only with its centre at the region's centre.
        public static var centered: Threshold { Threshold(visibleAmount: nil) }

        public static func visible(_ amount: Double) -> Threshold {
            Threshold(visibleAmount: amount.isNaN ? 1 : min(max(amount, 0), 1))
        }

        public func interpolated(towards other: Threshold, amount: Double) -> Threshold {
            let t = amount.isFinite ? min(max(amount, 0), 1) : 0
            var result = t < 0.5 ? self : other
            if let mine = visibleAmount, let theirs = other.visibleAmount { result.visibleAmount = mine + (theirs - mine) * t }
            result.inset = inset + (other.inset - inset) * t
            return result
        }

        public func inset(by distance: Double) -> Threshold {
            var result = self
            result.inset += distance.isFinite ? distance : 0
            return result
        }
    }

    public static let interactive = ScrollTransitionConfiguration(mode: .interactive(.easeInOut))
    public static let animated = ScrollTransitionConfiguration(mode: .animated(.default))
    public static let identity = ScrollTransitionConfiguration(mode: .identity)

    public static func interactive(timingCurve: UnitCurve = .easeInOut) -> ScrollTransitionConfiguration {
        ScrollTransitionConfiguration(mode: .interactive(timingCurve))
    }

    public static func animated(_ animation: Animation = .default) -> ScrollTransitionConfiguration {
        ScrollTransitionConfiguration(mode: .animated(animation))
    }

    /// The same configuration, animated with `animation`.
    public func animation(_ animation: Animation) -> ScrollTransitionConfiguration {
        var copy = self
        copy.mode = .animated(animation)
        return copy
    }

    public func threshold(_ threshold: Threshold) -> ScrollTransitionConfiguration {
        var copy = self
        copy.thresholdValue = threshold
        return copy
    }

    /// How far (0 hidden … 1 at the threshold) a view spanning `view`
    /// along an axis has come into `region`.
    func progress(view: ClosedRange<CGFloat>, region: ClosedRange<CGFloat>) -> Double {
        let inset = min(CGFloat(thresholdValue.inset), (region.upperBound - region.lowerBound) / 2)
        let low = region.lowerBound + inset, high = region.upperBound - inset
        let length = view.upperBound - view.lowerBound
        guard let amount = thresholdValue.visibleAmount else {
            let reach = (high - low) / 2 + length / 2
            guard reach > 0 else { return 1 }
            let distance = abs((view.lowerBound + view.upperBound) / 2 - (low + high) / 2)
            return Double(min(max(1 - distance / reach, 0), 1))
        }
        let shown = max(0, min(view.upperBound, high) - max(view.lowerBound, low))
        guard length > 0 else { return shown > 0 || (view.lowerBound >= low && view.lowerBound <= high) ? 1 : 0 }
        let fraction = Double(shown / length)
        guard amount > 0 else { return fraction > 0 ? 1 : 0 }
        return min(fraction / amount, 1)
    }
}
