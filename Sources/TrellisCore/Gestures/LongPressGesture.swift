/// A press held on the view for `minimumDuration` seconds without moving
/// more than `maximumDistance` points. Its value is true while pressed;
/// it ends (with true) when the duration has passed, before the release.
public struct LongPressGesture: Gesture, Sendable {
    public typealias Value = Bool
    public typealias Body = Never
    public var minimumDuration: Double
    public var maximumDistance: CGFloat

    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }
}

@MainActor extension LongPressGesture: PrimitiveGesture {
    func makeRecognizer(_ context: GestureContext) -> ValueRecognizer<Bool> {
        LongPressRecognizer(minimumDuration: minimumDuration, maximumDistance: maximumDistance)
    }
}

final class LongPressRecognizer: ValueRecognizer<Bool> {
    let minimumDuration: Double
    let maximumDistance: CGFloat
    private var pressed: PointerSample?

    init(minimumDuration: Double, maximumDistance: CGFloat) {
        self.minimumDuration = minimumDuration.isFinite ? max(0, minimumDuration) : 0.5
        self.maximumDistance = maximumDistance.isNaN ? 10 : max(0, maximumDistance)
    }

    override func down(_ sample: PointerSample) {
        pressed = sample
        report(true)
        if minimumDuration == 0 { finish(true) }
    }

    override func move(_ sample: PointerSample) {
        guard let pressed else { return }
        if hypot(sample.location.x - pressed.location.x, sample.location.y - pressed.location.y) > maximumDistance { fail() }
    }

    override func up(_ sample: PointerSample) {
        pressed = nil
        fail()
    }

    override var deadline: Double? {
        guard !isFinished, let pressed else { return nil }
        return pressed.time + minimumDuration
    }

    override func tick(_ time: Double) {
        if let deadline, time >= deadline { finish(true) }
    }
}
