import Foundation

/// Keyframes with their starting value, sampled at any time, as SwiftUI's
/// `KeyframeTimeline`: its tracks play at once, and it lasts as long as
/// the longest.
public struct KeyframeTimeline<Value> {
    private let initialValue: Value
    private let tracks: [KeyframeTrackSampler<Value>]

    public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> some Keyframes<Value>) {
        self.init(initialValue: initialValue, keyframes: content())
    }

    init(initialValue: Value, keyframes: some Keyframes<Value>) {
        self.initialValue = initialValue
        tracks = keyframes.samplers(from: initialValue)
    }

    /// How long the timeline plays, in seconds.
    public var duration: TimeInterval { tracks.map(\.duration).max() ?? 0 }

    /// The value `time` seconds in (clamped to the timeline).
    public func value(time: Double) -> Value {
        var value = initialValue
        for track in tracks { track.apply(&value, time) }
        return value
    }

    /// The value at `progress` (0 start, 1 end) of the timeline.
    public func value(progress: Double) -> Value {
        value(time: duration * min(1, max(0, progress.isNaN ? 0 : progress)))
    }
}

// Immutable once made: its tracks' closures only read the key paths and
// keyframe values they captured, which are the value's own.
extension KeyframeTimeline: @unchecked Sendable where Value: Sendable {}
