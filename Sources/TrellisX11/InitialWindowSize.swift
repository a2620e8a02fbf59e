import TrellisCore

/// The size a new window opens at, in points: the root view's ideal size,
/// no smaller than its minimum, no larger than the screen, and always a
/// finite size of at least 1 × 1 — an ∞ or NaN ideal (a view that only
/// says "as large as you like") falls back to a default.
enum InitialWindowSize {
    static let fallback = CGSize(width: 800, height: 600)

    static func points(limits: WindowSizeLimits, screen: CGSize) -> CGSize {
        CGSize(width: axis(ideal: limits.ideal.width, minimum: limits.minimum.width,
                           maximum: limits.maximum.width, screen: screen.width, fallback: fallback.width),
               height: axis(ideal: limits.ideal.height, minimum: limits.minimum.height,
                            maximum: limits.maximum.height, screen: screen.height, fallback: fallback.height))
    }

    private static func axis(ideal: CGFloat, minimum: CGFloat, maximum: CGFloat, screen: CGFloat, fallback: CGFloat) -> CGFloat {
        var value = ideal.isFinite && ideal > 0 ? ideal : fallback
        if maximum.isFinite, maximum > 0 { value = min(value, maximum) }
        if minimum.isFinite, minimum > 0 { value = max(value, minimum) }
        if screen.isFinite, screen >= 1 { value = min(value, screen) }
        return max(1, value)
    }
}
