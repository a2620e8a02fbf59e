import Testing
@testable import TrellisCore

@Suite("Animation curves")
struct AnimationCurveTests {
    @Test func easeInOutIsTheCubicBezierFromCSS() {
        let curve = UnitCurve.easeInOut
        #expect(curve.value(at: 0) == 0)
        #expect(abs(curve.value(at: 0.25) - 0.129_161) < 1e-4)
        #expect(abs(curve.value(at: 0.5) - 0.5) < 1e-6)
        #expect(abs(curve.value(at: 0.75) - 0.870_839) < 1e-4)
        #expect(curve.value(at: 1) == 1)
        // Symmetric, monotonic.
        var previous = -1.0
        for step in 0...100 {
            let t = Double(step) / 100
            #expect(curve.value(at: t) >= previous)
            #expect(abs(curve.value(at: t) + curve.value(at: 1 - t) - 1) < 1e-5)
            previous = curve.value(at: t)
        }
    }

    @Test func criticallyDampedSpringSettlesWithoutOvershoot() {
        let spring = Spring(response: 0.5, dampingRatio: 1)
        var t = 0.0
        while t < 2 {
            let x = spring.state(time: t, x0: -100, v0: 0).x
            #expect(x <= 0.000_001, "overshoot at \(t)")
            t += 0.01
        }
        #expect(abs(spring.state(time: 2, x0: -100, v0: 0).x) < 0.01)
    }

    @Test func bouncySpringOvershootsAndDurationBounceMapsToDamping() {
        let bouncy = Spring(duration: 0.5, bounce: 0.3)
        #expect(abs(bouncy.dampingFraction - 0.7) < 1e-12)
        #expect(abs(Spring(duration: 0.5, bounce: -0.5).dampingFraction - 2) < 1e-12)
        let peak = stride(from: 0.0, to: 1.5, by: 0.005).map { bouncy.state(time: $0, x0: -100, v0: 0).x }.max()!
        #expect(peak > 1)
    }

    @Test func motionSamplesDelayAndSpeed() {
        let motion = Motion(from: .zero, to: Motion.Vector(100, 0, 0, 0), initialVelocity: .zero, start: 10,
                            animation: .linear(duration: 1).delay(0.5).speed(2))
        #expect(motion.sample(at: 10.4).value[0] == 0)
        #expect(abs(motion.sample(at: 10.75).value[0] - 50) < 1e-9)
        #expect(motion.sample(at: 11.0).finished)
    }
}
