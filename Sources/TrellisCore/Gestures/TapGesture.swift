/// How pointer taps are told apart, as a desktop does: presses within
/// this many seconds of the last release count as one multi-tap, and a
/// press that moves further than `slop` points is no tap.
enum TapTiming {
    /// The desktop's double-click time (`Net/DoubleClickTime`).
    @MainActor static var interval: Double { DesktopTiming.doubleClick }
    static let slop: CGFloat = 10
}

/// A tap (`count` of them, quickly, in one place) on the view.
public struct TapGesture: Gesture, Sendable {
    public typealias Value = Void
    public typealias Body = Never
    public var count: Int
    public init(count: Int = 1) { self.count = count }
}

/// A tap that tells where it happened.
public struct SpatialTapGesture: Gesture, Sendable {
    public struct Value: Equatable, @unchecked Sendable {
        public var location: CGPoint
    }
    public typealias Body = Never
    public var count: Int
    public var coordinateSpace: CoordinateSpace

    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace
    }

    public init(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol) {
        self.init(count: count, coordinateSpace: coordinateSpace.coordinateSpace)
    }
}

@MainActor extension TapGesture: PrimitiveGesture {
    func makeRecognizer(_ context: GestureContext) -> ValueRecognizer<Void> {
        TapRecognizer(count: count, context: context) { _ in () }
    }
}

@MainActor extension SpatialTapGesture: PrimitiveGesture {
    func makeRecognizer(_ context: GestureContext) -> ValueRecognizer<Value> {
        let space = coordinateSpace
        return TapRecognizer(count: count, context: context) { Value(location: context.convert($0, to: space)) }
    }
}

/// Counts presses and releases on the view, close in time and place;
/// ends on the release that completes the count, fails on a move, a
/// release off the view or a pause too long.
final class TapRecognizer<Value>: ValueRecognizer<Value> {
    let count: Int
    let context: GestureContext
    let makeValue: (CGPoint) -> Value
    private var taps = 0
    private var pressedAt: CGPoint?
    private var releasedAt: Double?

    init(count: Int, context: GestureContext, makeValue: @escaping (CGPoint) -> Value) {
        self.count = max(1, count)
        self.context = context
        self.makeValue = makeValue
    }

    override func down(_ sample: PointerSample) {
        if let releasedAt, sample.time - releasedAt > TapTiming.interval { fail(); return }
        pressedAt = sample.location
    }

    override func move(_ sample: PointerSample) {
        guard let pressedAt else { return }
        if hypot(sample.location.x - pressedAt.x, sample.location.y - pressedAt.y) > TapTiming.slop { fail() }
    }

    override func up(_ sample: PointerSample) {
        guard pressedAt != nil else { return }
        pressedAt = nil
        guard context.contains(sample.location) else { fail(); return }
        taps += 1
        if taps >= count { finish(makeValue(sample.location)) } else { releasedAt = sample.time }
    }

    override var deadline: Double? {
        guard !isFinished, pressedAt == nil, let releasedAt else { return nil }
        return releasedAt + TapTiming.interval
    }

    override func tick(_ time: Double) {
        if let deadline, time >= deadline { fail() }
    }
}
