/// One value (up to four components: a rectangle, a colour, an opacity)
/// moving from where it was to a target under an `Animation`, from a start
/// time. Sampling is stateless, so any frame time gives an exact value,
/// and a retarget starts from the sampled value and velocity.
///
/// A class so that a node at rest pays one nil pointer per property, not
/// a large optional value that every layout pass would copy.
final class Motion {
    typealias Vector = SIMD4<Double>

    let from: Vector
    let to: Vector
    /// Velocity at the start, carried over from a motion this one replaced
    /// (springs use it; timing curves start from rest).
    let initialVelocity: Vector
    let start: Double
    let animation: Animation

    init(from: Vector, to: Vector, initialVelocity: Vector, start: Double, animation: Animation) {
        self.from = from
        self.to = to
        self.initialVelocity = initialVelocity
        self.start = start
        self.animation = animation
    }

    struct Sample {
        var value: Vector
        var velocity: Vector
        var finished: Bool
    }

    func sample(at time: Double) -> Sample {
        // However slow (a tiny `speed`, an undamped spring), it ends.
        guard time - start < Animation.longestRun else { return Sample(value: to, velocity: .zero, finished: true) }
        let elapsed = max(0, time - start - animation.delay) * animation.speed
        switch animation.curve {
        case .timing(let curve, let duration):
            guard duration > 0, elapsed < duration else { return Sample(value: to, velocity: .zero, finished: true) }
            let progress = elapsed / duration
            let delta = to - from
            return Sample(value: from + delta * curve.value(at: progress),
                          velocity: delta * (curve.velocity(at: progress) * animation.speed / duration),
                          finished: false)
        case .spring(let spring):
            var value = Vector.zero, velocity = Vector.zero
            var settled = true
            for i in 0..<4 {
                let state = spring.state(time: elapsed, x0: from[i] - to[i], v0: initialVelocity[i])
                value[i] = to[i] + state.x
                velocity[i] = state.v * animation.speed
                // Settled: within a hundredth of a point and nearly still.
                if abs(state.x) > 0.01 || abs(state.v) > 0.5 { settled = false }
            }
            return settled ? Sample(value: to, velocity: .zero, finished: true) : Sample(value: value, velocity: velocity, finished: false)
        }
    }
}

extension CGRect {
    var vector: Motion.Vector { Motion.Vector(minX, minY, width, height) }
    init(_ vector: Motion.Vector) { self.init(x: vector[0], y: vector[1], width: vector[2], height: vector[3]) }
}

extension RGBAColor {
    var vector: Motion.Vector { Motion.Vector(red, green, blue, alpha) }
    init(_ vector: Motion.Vector) { self.init(red: vector[0], green: vector[1], blue: vector[2], alpha: vector[3]) }
}
