/// `onChanged`: runs an action with each new value while the gesture is active.
public struct _ChangedGesture<Content: Gesture>: Gesture {
    public typealias Value = Content.Value
    public typealias Body = Never
    let content: Content
    let action: (Content.Value) -> Void
}

/// `onEnded`: runs an action with the final value when the gesture succeeds.
public struct _EndedGesture<Content: Gesture>: Gesture {
    public typealias Value = Content.Value
    public typealias Body = Never
    let content: Content
    let action: (Content.Value) -> Void
}

/// `map`: the gesture with its values transformed.
public struct _MapGesture<Content: Gesture, Value>: Gesture {
    public typealias Body = Never
    let content: Content
    let transform: (Content.Value) -> Value
}

/// `updating(_:body:)`: keeps a `GestureState` in step with the gesture,
/// and returns it to its start when the gesture ends or fails.
public struct GestureStateGesture<Base: Gesture, State>: Gesture {
    public typealias Value = Base.Value
    public typealias Body = Never
    public var base: Base
    public var state: GestureState<State>
    public var body: (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void
}

@MainActor extension _ChangedGesture: PrimitiveGesture {
    func makeRecognizer(_ context: GestureContext) -> ValueRecognizer<Value> {
        let made = content.makeRecognizer(context)
        made.changedActions.append(action)
        return made
    }
}

@MainActor extension _EndedGesture: PrimitiveGesture {
    func makeRecognizer(_ context: GestureContext) -> ValueRecognizer<Value> {
        let made = content.makeRecognizer(context)
        made.endedActions.append(action)
        return made
    }
}

@MainActor extension _MapGesture: PrimitiveGesture {
    func makeRecognizer(_ context: GestureContext) -> ValueRecognizer<Value> {
        MappedRecognizer(content.makeRecognizer(context), transform)
    }
}

@MainActor extension GestureStateGesture: PrimitiveGesture {
    func makeRecognizer(_ context: GestureContext) -> ValueRecognizer<Value> {
        let made = base.makeRecognizer(context)
        let (state, body) = (self.state, self.body)
        made.changedActions.append { value in
            var current = state.location.value
            var transaction = Transaction()
            body(value, &current, &transaction)
            withTransaction(transaction) { state.location.value = current }
        }
        made.finishedActions.append { state.reset() }
        return made
    }
}

/// Feeds an inner recogniser and reports its values transformed.
final class MappedRecognizer<Inner, Value>: ValueRecognizer<Value> {
    let inner: ValueRecognizer<Inner>

    init(_ inner: ValueRecognizer<Inner>, _ transform: @escaping (Inner) -> Value) {
        self.inner = inner
        super.init()
        inner.changedActions.append { [unowned self] in change(transform($0)) }
        inner.endedActions.append { [unowned self] in finish(transform($0)) }
        inner.finishedActions.append { [unowned self] in if inner.phase == .failed { fail() } }
    }

    override func down(_ sample: PointerSample) { inner.down(sample) }
    override func move(_ sample: PointerSample) { inner.move(sample) }
    override func up(_ sample: PointerSample) { inner.up(sample) }
    override func tick(_ time: Double) { inner.tick(time) }
    override var deadline: Double? { inner.deadline }
    override func didFail() {
        inner.fail()
        super.didFail()
    }
}

extension Gesture {
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> {
        _ChangedGesture(content: self, action: action)
    }

    public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(content: self, action: action)
    }

    public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> {
        _MapGesture(content: self, transform: body)
    }

    public func updating<State>(_ state: GestureState<State>,
                                body: @escaping (Value, inout State, inout Transaction) -> Void) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, body: body)
    }
}
