import Foundation
import Testing
@testable import TrellisCore

private struct Pose {
    var scale = 1.0
    var y = 0.0
}

/// `KeyframeTimeline` and its keyframes: exact values at any time.
@Suite("Keyframe timelines")
struct KeyframeTimelineTests {
    @Test func linearKeyframesFollowOneAnother() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(10.0, duration: 1)
            LinearKeyframe(0.0, duration: 0.5)
        }
        #expect(timeline.duration == 1.5)
        #expect(timeline.value(time: 0) == 0)
        #expect(timeline.value(time: 0.25) == 2.5)
        #expect(timeline.value(time: 1.25) == 5)
        #expect(timeline.value(time: 3) == 0)
        #expect(timeline.value(time: -1) == 0)
        #expect(timeline.value(progress: 0.5) == 7.5)
    }

    @Test func tracksAnimatePropertiesAtTheSameTime() {
        let timeline = KeyframeTimeline(initialValue: Pose()) {
            KeyframeTrack(\.scale) { LinearKeyframe(2.0, duration: 1) }
            KeyframeTrack(\.y) {
                MoveKeyframe(5.0)
                LinearKeyframe(15.0, duration: 2)
            }
        }
        #expect(timeline.duration == 2)
        let halfway = timeline.value(time: 0.5)
        #expect(halfway.scale == 1.5 && halfway.y == 7.5)
        let end = timeline.value(time: 2)
        #expect(end.scale == 2 && end.y == 15)
    }

    @Test func aTimingCurveShapesALinearKeyframe() {
        let timeline = KeyframeTimeline(initialValue: 0.0) { LinearKeyframe(1.0, duration: 2, timingCurve: .easeIn) }
        #expect(abs(timeline.value(time: 1) - UnitCurve.easeIn.value(at: 0.5)) < 1e-12)
    }

    @Test func cubicKeyframesAreSmooth() {
        // From rest to rest: the smoothstep, half way at half time.
        let single = KeyframeTimeline(initialValue: 0.0) { CubicKeyframe(10.0, duration: 1) }
        #expect(abs(single.value(time: 0.5) - 5) < 1e-12)
        #expect(abs(single.value(time: 0.25) - 10 * (3 * 0.0625 - 2 * 0.015625)) < 1e-12)
        // Given velocities: Hermite basis with start 4/s, end 0.
        let given = KeyframeTimeline(initialValue: 0.0) { CubicKeyframe(1.0, duration: 1, startVelocity: 4, endVelocity: 0) }
        let s = 0.5
        let expected = (-2 * s * s * s + 3 * s * s) + 4 * (s * s * s - 2 * s * s + s)
        #expect(abs(given.value(time: 0.5) - expected) < 1e-12)
        // Two in a row pass through the middle one with the slope from the first to the last.
        let chain = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(10.0, duration: 1)
            CubicKeyframe(0.0, duration: 1)
        }
        #expect(abs(chain.value(time: 1) - 10) < 1e-12)
        #expect(chain.value(time: 2) == 0)
    }

    @Test func springKeyframesFollowTheSpring() {
        let spring = Spring(duration: 0.5, bounce: 0)
        let timeline = KeyframeTimeline(initialValue: 0.0) { SpringKeyframe(10.0, duration: 0.5, spring: spring) }
        #expect(timeline.duration == 0.5)
        // Critically damped from 10 away: x(t) = -10·e^(−ωt)(1 + ωt), ω = 2π/0.5.
        let w = 2 * Double.pi / 0.5
        for t in [0.1, 0.25, 0.5] {
            #expect(abs(timeline.value(time: t) - (10 - 10 * exp(-w * t) * (1 + w * t))) < 1e-9)
        }
        // Without a duration it lasts until the spring settles.
        let settling = KeyframeTimeline(initialValue: 0.0) { SpringKeyframe(10.0, spring: spring) }
        #expect(settling.duration > 0.5 && settling.duration < 2)
        #expect(abs(settling.value(time: settling.duration) - 10) < 0.01)
    }

    @Test func badTimesAndEmptyTimelinesStayPut() {
        let empty = KeyframeTimeline(initialValue: 3.0) { KeyframeTrack(\.self) {} }
        #expect(empty.duration == 0 && empty.value(time: 5) == 3)
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(10.0, duration: .nan)
            LinearKeyframe(20.0, duration: .infinity)
        }
        // A keyframe of no length has arrived at once; NaN is the start.
        #expect(timeline.value(time: .nan) == 10)
        #expect(timeline.duration == Animation.longestRun)
        #expect(timeline.value(time: .infinity) == 20)
    }

    @Test func buildersTakeConditionsAndLoops() {
        let fast = true
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            for step in 1...2 { LinearKeyframe(Double(step), duration: 1) }
            if fast { LinearKeyframe(0.0, duration: 0.5) } else { LinearKeyframe(0.0, duration: 5) }
        }
        #expect(timeline.duration == 2.5)
        #expect(timeline.value(time: 1.5) == 1.5)
    }
}
