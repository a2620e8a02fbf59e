/// A container that plays keyframes and makes its content from the value
/// at each frame, as SwiftUI's `KeyframeAnimator`: on each change of the
/// trigger (or, repeating, continuously from when it appears) the
/// keyframes play from the current value; in between the content keeps
/// the value the last play ended at.
public nonisolated struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View where KeyframePath.Value == Value {
    let initialValue: Value
    let trigger: AnimatorTrigger?
    let repeating: Bool
    let content: (Value) -> Content
    let keyframes: (Value) -> KeyframePath
    @State private var run = KeyframeRun<Value>()

    /// Plays `keyframes` each time `trigger` changes.
    public init(initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue
        self.trigger = AnimatorTrigger(trigger)
        self.repeating = false
        self.content = content
        self.keyframes = keyframes
    }

    /// Plays `keyframes` when it appears, and again and again if `repeating`.
    public init(initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue
        self.trigger = nil
        self.repeating = repeating
        self.content = content
        self.keyframes = keyframes
    }

    public var body: some View {
        FrameDrivenView { now in frame(at: now) }
    }

    /// The content for the value at `now`, and when to look again.
    private func frame(at now: Double) -> (content: Content, next: Double?) {
        let run = run
        if run.value == nil {
            run.value = initialValue
            run.trigger = trigger
            if trigger == nil { run.start(keyframes, at: now) }
        } else if let trigger, !trigger.matches(run.trigger) {
            run.trigger = trigger
            run.start(keyframes, at: now)
        }
        var value = run.value ?? initialValue
        if let timeline = run.timeline {
            let elapsed = now - run.startTime
            value = timeline.value(time: elapsed)
            run.value = value
            if elapsed >= timeline.duration {
                run.timeline = nil
                // The next play starts from where this one ended.
                if trigger == nil, repeating { run.start(keyframes, at: now) }
            }
        }
        return (content(value), run.timeline == nil ? nil : now)
    }
}

/// Where a keyframe animator is: the value shown, the timeline playing
/// (nil at rest) and when it started.
final class KeyframeRun<Value> {
    var value: Value?
    var timeline: KeyframeTimeline<Value>?
    var startTime = 0.0
    var trigger: AnimatorTrigger?

    func start<K: Keyframes>(_ keyframes: (Value) -> K, at now: Double) where K.Value == Value {
        guard let value else { return }
        timeline = KeyframeTimeline(initialValue: value, keyframes: keyframes(value))
        startTime = now
    }
}

nonisolated extension View {
    /// Plays `keyframes` each time `trigger` changes, applying to this
    /// view the effects `content` makes from the value at each frame.
    public func keyframeAnimator<Value, Modified: View, K: Keyframes>(
        initialValue: Value, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> Modified,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> K) -> some View where K.Value == Value {
        let placeholder = PlaceholderContentView<Self>(content: AnyView(self))
        return KeyframeAnimator(initialValue: initialValue, trigger: trigger, content: { content(placeholder, $0) },
                                keyframes: keyframes)
    }

    /// Plays `keyframes` when this view appears (and again and again if
    /// `repeating`), applying the effects `content` makes from the value.
    public func keyframeAnimator<Value, Modified: View, K: Keyframes>(
        initialValue: Value, repeating: Bool = true,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> Modified,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> K) -> some View where K.Value == Value {
        let placeholder = PlaceholderContentView<Self>(content: AnyView(self))
        return KeyframeAnimator(initialValue: initialValue, repeating: repeating, content: { content(placeholder, $0) },
                                keyframes: keyframes)
    }
}
