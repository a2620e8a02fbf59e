import Foundation

/// A drag: the pointer pressed on the view and moved at least
/// `minimumDistance` points. Changes follow every pointer sample;
/// locations are in `coordinateSpace`, the translation in window points.
public struct DragGesture: Gesture, Sendable {
    public typealias Body = Never

    public struct Value: Equatable, @unchecked Sendable {
        public var time: Date
        public var location: CGPoint
        public var startLocation: CGPoint
        public var velocity: CGSize
        public var predictedEndLocation: CGPoint
        public var translation: CGSize {
            CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
        }
        public var predictedEndTranslation: CGSize {
            CGSize(width: predictedEndLocation.x - startLocation.x, height: predictedEndLocation.y - startLocation.y)
        }
    }

    public var minimumDistance: CGFloat
    public var coordinateSpace: CoordinateSpace

    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }

    public init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol) {
        self.init(minimumDistance: minimumDistance, coordinateSpace: coordinateSpace.coordinateSpace)
    }
}

@MainActor extension DragGesture: PrimitiveGesture {
    func makeRecognizer(_ context: GestureContext) -> ValueRecognizer<Value> {
        DragRecognizer(minimumDistance: minimumDistance, space: coordinateSpace, context: context)
    }
}

/// Follows the pointer from the press. Locations are converted with the
/// view's frame at the press, so a view that moves under the drag (an
/// `offset` following it) does not feed back into its own translation.
final class DragRecognizer: ValueRecognizer<DragGesture.Value> {
    /// How far ahead the predicted end looks: where the pointer would be
    /// after this long at its current velocity.
    static let predictionHorizon: Double = 0.25
    /// The window of samples the velocity is measured over.
    static let velocityWindow: Double = 0.1

    let minimumDistance: CGFloat
    let space: CoordinateSpace
    let context: GestureContext
    private var start: PointerSample?
    /// The space's origin at the press, in window coordinates.
    private var origin = CGPoint.zero
    private var samples: [PointerSample] = []

    init(minimumDistance: CGFloat, space: CoordinateSpace, context: GestureContext) {
        self.minimumDistance = minimumDistance.isFinite ? max(0, minimumDistance) : 10
        self.space = space
        self.context = context
    }

    override func down(_ sample: PointerSample) {
        guard start == nil else { return }
        start = sample
        let converted = context.convert(sample.location, to: space)
        origin = CGPoint(x: sample.location.x - converted.x, y: sample.location.y - converted.y)
        samples = [sample]
        if minimumDistance == 0 { change(value(at: sample)) }
    }

    override func move(_ sample: PointerSample) {
        guard let start else { return }
        samples.append(sample)
        samples = samples.filter { sample.time - $0.time <= Self.velocityWindow }
        let distance = hypot(sample.location.x - start.location.x, sample.location.y - start.location.y)
        if phase == .active || distance >= minimumDistance { change(value(at: sample)) }
    }

    override func up(_ sample: PointerSample) {
        guard start != nil else { return }
        if phase == .active {
            if sample.location != samples.last?.location { samples.append(sample) }
            finish(value(at: sample))
        } else {
            fail()
        }
    }

    private func value(at sample: PointerSample) -> DragGesture.Value {
        let start = self.start ?? sample
        let location = CGPoint(x: sample.location.x - origin.x, y: sample.location.y - origin.y)
        let startLocation = CGPoint(x: start.location.x - origin.x, y: start.location.y - origin.y)
        var velocity = CGSize.zero
        if let first = samples.first, let last = samples.last, last.time > first.time {
            let dt = last.time - first.time
            velocity = CGSize(width: (last.location.x - first.location.x) / dt, height: (last.location.y - first.location.y) / dt)
        }
        let predicted = CGPoint(x: location.x + velocity.width * Self.predictionHorizon,
                                y: location.y + velocity.height * Self.predictionHorizon)
        return DragGesture.Value(time: Date(timeIntervalSinceReferenceDate: sample.time), location: location,
                                 startLocation: startLocation, velocity: velocity, predictedEndLocation: predicted)
    }
}
