/// One track's keyframes resolved into timed pieces over the value's
/// `animatableData`: each piece starts where the one before ended (value
/// and velocity), so a spring cut short hands its motion on. Sampling is
/// stateless: any time gives its exact value.
struct KeyframeCurve<Value: Animatable> {
    typealias Data = Value.AnimatableData

    private struct Piece {
        let start: Double
        let duration: Double
        let from: Data
        let target: Value
        let startVelocity: Data
        let endVelocity: Data
        let kind: Kind

        enum Kind {
            case linear(UnitCurve)
            case spring(Spring)
            case cubic
            case move
        }

        /// The value `elapsed` seconds into the piece (0...duration).
        func value(at elapsed: Double) -> Data {
            let to = target.animatableData
            switch kind {
            case .move:
                return to
            case .linear(let curve):
                guard duration > 0 else { return to }
                let progress = min(1, elapsed / duration)
                // (The linear curve exactly: solving its Bézier would round.)
                return from + (to - from).scaled(by: curve == .linear ? progress : curve.value(at: progress))
            case .spring(let spring):
                let (a, b, _, _) = spring.basis(at: elapsed)
                return to + (from - to).scaled(by: a) + startVelocity.scaled(by: b)
            case .cubic:
                guard duration > 0 else { return to }
                let s = min(1, elapsed / duration), s2 = s * s, s3 = s2 * s
                return from.scaled(by: 2 * s3 - 3 * s2 + 1) + startVelocity.scaled(by: (s3 - 2 * s2 + s) * duration)
                    + to.scaled(by: -2 * s3 + 3 * s2) + endVelocity.scaled(by: (s3 - s2) * duration)
            }
        }
    }

    private let initial: Value
    private var pieces: [Piece] = []
    /// How long the track plays.
    private(set) var duration: Double = 0

    init(from initial: Value, segments: [KeyframeSegment<Value>]) {
        self.initial = initial
        var value = initial.animatableData, velocity = Data.zero, time = 0.0
        for (index, segment) in segments.enumerated() {
            var piece: Piece
            let to = segment.target.animatableData
            switch segment.motion {
            case .move:
                piece = Piece(start: time, duration: 0, from: value, target: segment.target, startVelocity: .zero,
                              endVelocity: .zero, kind: .move)
            case .linear(let curve):
                let length = Self.length(segment.duration)
                let slope = length > 0 ? (to - value).scaled(by: curve.velocity(at: 1) / length) : .zero
                piece = Piece(start: time, duration: length, from: value, target: segment.target, startVelocity: velocity,
                              endVelocity: slope, kind: .linear(curve))
            case .spring(let spring, let start):
                let length = Self.length(segment.duration ?? spring.settlingDuration)
                let v0 = start?.animatableData ?? velocity
                let (_, _, da, db) = spring.basis(at: length)
                piece = Piece(start: time, duration: length, from: value, target: segment.target, startVelocity: v0,
                              endVelocity: (value - to).scaled(by: da) + v0.scaled(by: db), kind: .spring(spring))
            case .cubic(let start, let end):
                let length = Self.length(segment.duration)
                piece = Piece(start: time, duration: length, from: value, target: segment.target,
                              startVelocity: start?.animatableData ?? velocity,
                              endVelocity: end?.animatableData ?? Self.smoothVelocity(after: index, from: value, length: length, in: segments),
                              kind: .cubic)
            }
            pieces.append(piece)
            value = piece.value(at: piece.duration)
            velocity = piece.endVelocity
            time += piece.duration
        }
        duration = time
    }

    /// The value `time` seconds into the track: the start value before it,
    /// the last keyframe's value after it.
    func value(at time: Double) -> Value {
        guard let last = pieces.last else { return initial }
        let time = time.isNaN ? 0 : time
        var result = initial
        if time >= duration {
            result.animatableData = last.value(at: last.duration)
            return result
        }
        guard let piece = pieces.last(where: { $0.start <= time }) else { return initial }
        result.animatableData = piece.value(at: time - piece.start)
        return result
    }

    /// A keyframe's duration made finite and non-negative, and at most
    /// `Animation.longestRun`.
    private static func length(_ seconds: Double?) -> Double { Animation.clamped(seconds ?? 0, "keyframe duration") }

    /// The end velocity of cubic keyframe `index` when none is given: the
    /// slope from where it starts to where the next cubic keyframe ends
    /// (a Catmull-Rom spline through them), or at rest.
    private static func smoothVelocity(after index: Int, from value: Data, length: Double,
                                       in segments: [KeyframeSegment<Value>]) -> Data {
        guard index + 1 < segments.count, case .cubic = segments[index + 1].motion else { return .zero }
        let span = length + Self.length(segments[index + 1].duration)
        guard span > 0 else { return .zero }
        return (segments[index + 1].target.animatableData - value).scaled(by: 1 / span)
    }
}

extension Spring {
    /// How the displacement and velocity after `time` depend on the
    /// starting ones: x(t) = a·x0 + b·v0, v(t) = da·x0 + db·v0 (the
    /// solution is linear in both), so any vector type can be sprung.
    func basis(at time: Double) -> (a: Double, b: Double, da: Double, db: Double) {
        let fromDisplacement = state(time: time, x0: 1, v0: 0), fromVelocity = state(time: time, x0: 0, v0: 1)
        return (fromDisplacement.x, fromVelocity.x, fromDisplacement.v, fromVelocity.v)
    }

    /// The time a displacement of one takes to come within a thousandth of
    /// rest (and nearly still), found in steps of a sixtieth of a second.
    var settlingDuration: Double {
        var time = 0.0
        let step = 1.0 / 60
        while time < Animation.longestRun {
            let state = state(time: time, x0: 1, v0: 0)
            if abs(state.x) < 0.001, abs(state.v) < 0.01 { return time }
            time += step
        }
        return Animation.longestRun
    }
}
