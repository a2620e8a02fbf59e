/// Two gestures recognised at the same time; its value holds each one's
/// latest value.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    public typealias Body = Never
    public var first: First
    public var second: Second

    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    public struct Value {
        public var first: First.Value?
        public var second: Second.Value?
    }
}

/// One gesture, then another once the first has succeeded.
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
    public typealias Body = Never
    public var first: First
    public var second: Second

    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    public enum Value {
        case first(First.Value)
        case second(First.Value, Second.Value?)
    }
}

/// One of two gestures: the second only if the first fails.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
    public typealias Body = Never
    public var first: First
    public var second: Second

    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    public enum Value {
        case first(First.Value)
        case second(Second.Value)
    }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

extension Gesture {
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }

    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(self, other)
    }

    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }
}

@MainActor extension SimultaneousGesture: PrimitiveGesture {
    func makeRecognizer(_ context: GestureContext) -> ValueRecognizer<Value> {
        SimultaneousRecognizer<First, Second>(first.makeRecognizer(context), second.makeRecognizer(context))
    }
}

@MainActor extension SequenceGesture: PrimitiveGesture {
    func makeRecognizer(_ context: GestureContext) -> ValueRecognizer<Value> {
        SequenceRecognizer<First, Second>(first.makeRecognizer(context), second.makeRecognizer(context))
    }
}

@MainActor extension ExclusiveGesture: PrimitiveGesture {
    func makeRecognizer(_ context: GestureContext) -> ValueRecognizer<Value> {
        ExclusiveRecognizer<First, Second>(first.makeRecognizer(context), second.makeRecognizer(context))
    }
}

/// Feeds both; active while either is, ended when neither can go on and
/// one ended, failed when both failed.
final class SimultaneousRecognizer<First: Gesture, Second: Gesture>: ValueRecognizer<SimultaneousGesture<First, Second>.Value> {
    typealias Combined = SimultaneousGesture<First, Second>.Value
    let a: ValueRecognizer<First.Value>
    let b: ValueRecognizer<Second.Value>

    init(_ a: ValueRecognizer<First.Value>, _ b: ValueRecognizer<Second.Value>) {
        self.a = a
        self.b = b
        super.init()
        a.changedActions.append { [unowned self] _ in change(current) }
        b.changedActions.append { [unowned self] _ in change(current) }
        a.finishedActions.append { [unowned self] in settle() }
        b.finishedActions.append { [unowned self] in settle() }
    }

    private var current: Combined { Combined(first: a.value, second: b.value) }

    private func settle() {
        guard a.isFinished, b.isFinished else { return }
        if a.phase == .ended || b.phase == .ended { finish(current) } else { fail() }
    }

    override func down(_ sample: PointerSample) { a.down(sample); b.down(sample) }
    override func move(_ sample: PointerSample) { a.move(sample); b.move(sample) }
    override func up(_ sample: PointerSample) { a.up(sample); b.up(sample) }
    override func tick(_ time: Double) { a.tick(time); b.tick(time) }
    override var deadline: Double? { [a.deadline, b.deadline].compactMap { $0 }.min() }
    override func didFail() { a.fail(); b.fail(); super.didFail() }
}

/// The first, then the second: the second starts with the first's
/// success (from where the pointer is, if it is still down).
final class SequenceRecognizer<First: Gesture, Second: Gesture>: ValueRecognizer<SequenceGesture<First, Second>.Value> {
    typealias Combined = SequenceGesture<First, Second>.Value
    let a: ValueRecognizer<First.Value>
    let b: ValueRecognizer<Second.Value>
    private var last: PointerSample?
    private var isDown = false

    init(_ a: ValueRecognizer<First.Value>, _ b: ValueRecognizer<Second.Value>) {
        self.a = a
        self.b = b
        super.init()
        a.changedActions.append { [unowned self] in change(.first($0)) }
        a.endedActions.append { [unowned self] value in
            change(.second(value, nil))
            if isDown, let last { b.down(last) }
        }
        a.finishedActions.append { [unowned self] in if a.phase == .failed { fail() } }
        b.changedActions.append { [unowned self] in if let first = a.value { change(.second(first, $0)) } }
        b.endedActions.append { [unowned self] in if let first = a.value { finish(.second(first, $0)) } }
        b.finishedActions.append { [unowned self] in if b.phase == .failed { fail() } }
    }

    override func down(_ sample: PointerSample) {
        last = sample; isDown = true
        if a.phase == .ended { b.down(sample) } else { a.down(sample) }
    }
    override func move(_ sample: PointerSample) {
        last = sample
        if a.phase == .ended { b.move(sample) } else { a.move(sample) }
    }
    override func up(_ sample: PointerSample) {
        last = sample; isDown = false
        if a.phase == .ended { b.up(sample) } else { a.up(sample) }
    }
    override func tick(_ time: Double) { if a.phase == .ended { b.tick(time) } else { a.tick(time) } }
    override var deadline: Double? { a.phase == .ended ? b.deadline : a.deadline }
    override func didFail() { a.fail(); b.fail(); super.didFail() }
}

/// The first if it succeeds, else the second, as SwiftUI's
/// `exclusively`: the second hears nothing while the first may still
/// succeed (so its own actions cannot run early); when the first fails,
/// the samples so far are replayed to it and it goes on from there.
final class ExclusiveRecognizer<First: Gesture, Second: Gesture>: ValueRecognizer<ExclusiveGesture<First, Second>.Value> {
    typealias Combined = ExclusiveGesture<First, Second>.Value
    let a: ValueRecognizer<First.Value>
    let b: ValueRecognizer<Second.Value>
    private enum Sample { case down(PointerSample), move(PointerSample), up(PointerSample) }
    /// What the second has not heard yet.
    private var held: [Sample] = []

    init(_ a: ValueRecognizer<First.Value>, _ b: ValueRecognizer<Second.Value>) {
        self.a = a
        self.b = b
        super.init()
        a.changedActions.append { [unowned self] in b.fail(); change(.first($0)) }
        a.endedActions.append { [unowned self] in b.fail(); finish(.first($0)) }
        a.finishedActions.append { [unowned self] in if a.phase == .failed { replay() } }
        b.changedActions.append { [unowned self] in change(.second($0)) }
        b.endedActions.append { [unowned self] in finish(.second($0)) }
        b.finishedActions.append { [unowned self] in if b.phase == .failed { fail() } }
    }

    private var firstDecided: Bool { a.phase == .failed }

    private func replay() {
        let samples = held
        held.removeAll()
        for sample in samples {
            switch sample {
            case .down(let s): b.down(s)
            case .move(let s): b.move(s)
            case .up(let s): b.up(s)
            }
        }
    }

    override func down(_ sample: PointerSample) {
        if firstDecided { b.down(sample) } else { held.append(.down(sample)); a.down(sample) }
    }
    override func move(_ sample: PointerSample) {
        if firstDecided { b.move(sample) } else { held.append(.move(sample)); a.move(sample) }
    }
    override func up(_ sample: PointerSample) {
        if firstDecided { b.up(sample) } else { held.append(.up(sample)); a.up(sample) }
    }
    override func tick(_ time: Double) {
        if firstDecided { b.tick(time) } else { a.tick(time) }
    }
    override var deadline: Double? { firstDecided ? b.deadline : a.deadline }
    override func didFail() { a.fail(); b.fail(); super.didFail() }
}
