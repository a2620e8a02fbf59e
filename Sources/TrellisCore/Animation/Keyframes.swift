import Foundation

/// A set of keyframe tracks animating a value of type `Value`, as SwiftUI's
/// `Keyframes`: what a `keyframeAnimator`'s `keyframes` closure builds.
public protocol Keyframes<Value> {
    associatedtype Value = Self.Body.Value
    associatedtype Body: Keyframes
    @KeyframesBuilder<Value> var body: Body { get }
}

/// A group of keyframes that define one track's curve, as SwiftUI's
/// `KeyframeTrackContent`.
public protocol KeyframeTrackContent<Value> {
    associatedtype Value: Animatable = Self.Body.Value
    associatedtype Body: KeyframeTrackContent
    @KeyframeTrackContentBuilder<Value> var body: Body { get }
}

/// One keyframe as the engine samples it: where it goes, for how long,
/// and how it gets there.
struct KeyframeSegment<Value: Animatable> {
    enum Motion {
        case linear(UnitCurve)
        case spring(Spring, startVelocity: Value?)
        case cubic(startVelocity: Value?, endVelocity: Value?)
        case move
    }

    let target: Value
    /// nil: a spring's own settling duration.
    let duration: Double?
    let motion: Motion
}

/// Track content the engine can read the keyframes of.
protocol KeyframeSegmentSource<Value>: KeyframeTrackContent {
    var segments: [KeyframeSegment<Value>] { get }
}

extension KeyframeTrackContent {
    /// The keyframes in order: a built-in keyframe's own, or those of the body.
    var resolvedSegments: [KeyframeSegment<Value>] {
        if let source = self as? any KeyframeSegmentSource<Value> { return source.segments }
        if Body.self == Self.self { return [] }
        return body.resolvedSegments as? [KeyframeSegment<Value>] ?? []
    }
}

/// Moves in a straight line (along `timingCurve` in time) to `to`.
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent, KeyframeSegmentSource {
    let segment: KeyframeSegment<Value>

    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
        segment = KeyframeSegment(target: to, duration: duration, motion: .linear(timingCurve))
    }

    public var body: Self { return self }
    var segments: [KeyframeSegment<Value>] { [segment] }
}

/// Moves to `to` as a spring would, starting with the velocity the value
/// has (or `startVelocity`); without a duration the spring settles first.
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent, KeyframeSegmentSource {
    let segment: KeyframeSegment<Value>

    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(duration: 0.5, bounce: 0), startVelocity: Value? = nil) {
        segment = KeyframeSegment(target: to, duration: duration, motion: .spring(spring, startVelocity: startVelocity))
    }

    public var body: Self { return self }
    var segments: [KeyframeSegment<Value>] { [segment] }
}

/// Moves to `to` along a cubic curve; velocities not given keep the
/// motion smooth through neighbouring cubic keyframes.
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent, KeyframeSegmentSource {
    let segment: KeyframeSegment<Value>

    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        segment = KeyframeSegment(target: to, duration: duration, motion: .cubic(startVelocity: startVelocity, endVelocity: endVelocity))
    }

    public var body: Self { return self }
    var segments: [KeyframeSegment<Value>] { [segment] }
}

/// Jumps to `to` at once.
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent, KeyframeSegmentSource {
    let segment: KeyframeSegment<Value>

    public init(_ to: Value) { segment = KeyframeSegment(target: to, duration: 0, motion: .move) }

    public var body: Self { return self }
    var segments: [KeyframeSegment<Value>] { [segment] }
}
