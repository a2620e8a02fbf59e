/// Hosts one window's view tree: owns the retained graph, runs state
/// updates, layout and animation, hit-tests input and produces the display
/// list. A backend drives it; tests drive it with a virtual clock and a
/// deterministic measurer.
@MainActor
public final class ViewHost {
    public let measurer: TextMeasurer
    public let clock: FrameClock
    public private(set) var size: CGSize = .zero

    public init(measurer: TextMeasurer, clock: FrameClock) {
        self.measurer = measurer
        self.clock = clock
    }

    /// Minimum, ideal and maximum window sizes from the root view.
    public var sizeLimits: WindowSizeLimits {
        WindowSizeLimits(minimum: CGSize(width: 1, height: 1), ideal: CGSize(width: 400, height: 300),
                         maximum: CGSize(width: CGFloat.infinity, height: .infinity))
    }

    /// The window now has this size (after a ConfigureNotify, say).
    public func resize(to newSize: CGSize) { size = newSize }

    public func handle(_ event: InputEvent) {}

    /// Applies pending state changes, layout and animation for the clock's
    /// current time. Returns true when the window must be repainted.
    public func update() -> Bool { false }

    /// True while something animates: the backend should call `update()`
    /// again at the next frame deadline instead of sleeping until input.
    public var isAnimating: Bool { false }

    public func displayList() -> DisplayList { DisplayList(background: .white) }

    /// The laid-out nodes in tree order, for the inspection file.
    public func inspectionNodes() -> [InspectionSnapshot.Node] { [] }
}
