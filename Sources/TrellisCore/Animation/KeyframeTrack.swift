/// A sequence of keyframes animating one property of `Root`, as SwiftUI's
/// `KeyframeTrack`; several tracks in a `keyframeAnimator` run at once.
public struct KeyframeTrack<Root, Value, Content: KeyframeTrackContent> where Value == Content.Value {
    let keyPath: WritableKeyPath<Root, Value>
    let content: Content

    /// Animates the property at `keyPath`.
    public init(_ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> Content) {
        self.keyPath = keyPath
        self.content = content()
    }

    /// Animates the whole value.
    public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) where Root == Value {
        self.keyPath = \Root.self
        self.content = content()
    }

    /// The track as the timeline samples it, starting from `initial`.
    func sampler(from initial: Root) -> KeyframeTrackSampler<Root> {
        let curve = KeyframeCurve(from: initial[keyPath: keyPath], segments: content.resolvedSegments)
        let keyPath = keyPath
        return KeyframeTrackSampler(duration: curve.duration) { root, time in root[keyPath: keyPath] = curve.value(at: time) }
    }
}

extension KeyframeTrack: Keyframes {
    public var body: Self { return self }
}

/// One track of a timeline, erased to the root type it writes into.
struct KeyframeTrackSampler<Root> {
    let duration: Double
    let apply: (inout Root, Double) -> Void
}

/// Keyframes the engine can turn into track samplers.
protocol KeyframeTrackSource<Root> {
    associatedtype Root
    func samplers(from initial: Root) -> [KeyframeTrackSampler<Root>]
}

extension Keyframes {
    /// The tracks of these keyframes over a value of type `Root`.
    func samplers<Root>(from initial: Root) -> [KeyframeTrackSampler<Root>] {
        if let source = self as? any KeyframeTrackSource<Root> { return source.samplers(from: initial) }
        if Body.self == Self.self { return [] }
        return body.samplers(from: initial)
    }
}

/// Builds the keyframes of one track, as SwiftUI's `KeyframeTrackContentBuilder`.
@resultBuilder
public struct KeyframeTrackContentBuilder<Value: Animatable> {
    /// Keyframes in the order they play.
    public struct _Sequence: KeyframeTrackContent, KeyframeSegmentSource {
        let segments: [KeyframeSegment<Value>]
        public var body: Self { return self }
    }

    public static func buildExpression<K: KeyframeTrackContent>(_ keyframe: K) -> _Sequence where K.Value == Value {
        _Sequence(segments: keyframe.resolvedSegments)
    }
    public static func buildBlock(_ parts: _Sequence...) -> _Sequence { _Sequence(segments: parts.flatMap(\.segments)) }
    public static func buildArray(_ parts: [_Sequence]) -> _Sequence { _Sequence(segments: parts.flatMap(\.segments)) }
    public static func buildOptional(_ part: _Sequence?) -> _Sequence { part ?? _Sequence(segments: []) }
    public static func buildEither(first: _Sequence) -> _Sequence { first }
    public static func buildEither(second: _Sequence) -> _Sequence { second }
    public static func buildLimitedAvailability(_ part: _Sequence) -> _Sequence { part }
}

/// Builds a value's tracks, as SwiftUI's `KeyframesBuilder`: tracks of
/// its properties, or keyframes of the whole value (which, written one
/// after another, make one track that plays them in turn).
@resultBuilder
public struct KeyframesBuilder<Value> {
    /// Tracks that play at the same time, and keyframes of the whole value
    /// written directly in the builder.
    public struct _Tracks: Keyframes, KeyframeTrackSource {
        let tracks: (Value) -> [KeyframeTrackSampler<Value>]
        /// The loose keyframes (`KeyframeSegment<Value>`s) and how they
        /// become one track; nil when there are none.
        var loose: LooseKeyframes?

        public var body: Self { return self }

        func samplers(from initial: Value) -> [KeyframeTrackSampler<Value>] {
            tracks(initial) + (loose.map { [$0.sampler(initial)] } ?? [])
        }
    }

    /// Keyframes of the whole value, in order (erased: only an
    /// `Animatable` value has them).
    struct LooseKeyframes {
        var segments: [Any]
        let makeSampler: (Value, [Any]) -> KeyframeTrackSampler<Value>
        func sampler(_ initial: Value) -> KeyframeTrackSampler<Value> { makeSampler(initial, segments) }
    }

    public static func buildExpression<V, C>(_ track: KeyframeTrack<Value, V, C>) -> _Tracks {
        _Tracks(tracks: { [track.sampler(from: $0)] })
    }
    @_disfavoredOverload
    public static func buildExpression<K: Keyframes>(_ keyframes: K) -> _Tracks where K.Value == Value {
        _Tracks(tracks: { keyframes.samplers(from: $0) })
    }
    public static func buildBlock(_ parts: _Tracks...) -> _Tracks { combined(parts) }
    public static func buildArray(_ parts: [_Tracks]) -> _Tracks { combined(parts) }
    public static func buildOptional(_ part: _Tracks?) -> _Tracks { part ?? combined([]) }
    public static func buildEither(first: _Tracks) -> _Tracks { first }
    public static func buildEither(second: _Tracks) -> _Tracks { second }
    public static func buildLimitedAvailability(_ part: _Tracks) -> _Tracks { part }

    private static func combined(_ parts: [_Tracks]) -> _Tracks {
        var loose: LooseKeyframes?
        for part in parts {
            guard let more = part.loose else { continue }
            if loose == nil { loose = more } else { loose?.segments += more.segments }
        }
        return _Tracks(tracks: { initial in parts.flatMap { $0.tracks(initial) } }, loose: loose)
    }
}

extension KeyframesBuilder where Value: Animatable {
    /// Keyframes written directly in the builder animate the whole value,
    /// one after another.
    public static func buildExpression<K: KeyframeTrackContent>(_ keyframe: K) -> _Tracks where K.Value == Value {
        let loose = LooseKeyframes(segments: keyframe.resolvedSegments) { initial, segments in
            let sequence = KeyframeTrackContentBuilder<Value>._Sequence(segments: segments.compactMap { $0 as? KeyframeSegment<Value> })
            return KeyframeTrack<Value, Value, _>(\.self, content: { sequence }).sampler(from: initial)
        }
        return _Tracks(tracks: { _ in [] }, loose: loose)
    }
}
