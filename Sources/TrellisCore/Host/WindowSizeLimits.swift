/// The sizes a window's root view accepts, in points: a backend turns them
/// into window-manager hints (WM_NORMAL_HINTS) and the initial window size.
package struct WindowSizeLimits: Equatable, Sendable {
    /// The smallest size the root view can be laid out at.
    package var minimum: CGSize
    /// The size the root view asks for when nothing is proposed.
    package var ideal: CGSize
    /// The largest useful size; ∞ on an axis that stretches without limit.
    package var maximum: CGSize

    package init(minimum: CGSize, ideal: CGSize, maximum: CGSize) {
        self.minimum = minimum
        self.ideal = ideal
        self.maximum = maximum
    }
}
