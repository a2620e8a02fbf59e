/// An input pattern recognised from pointer events, as SwiftUI's
/// `Gesture`: primitive gestures (`TapGesture`, `DragGesture`…) are
/// recognised by the core from `InputEvent`s; a custom gesture is its
/// `body`. Attach one with `.gesture`, `.simultaneousGesture` or
/// `.highPriorityGesture`.
@MainActor @preconcurrency
public protocol Gesture<Value> {
    associatedtype Value
    associatedtype Body: Gesture
    var body: Body { get }
}

extension Never: Gesture {
    public typealias Value = Never
}

extension Gesture where Body == Never {
    public var body: Never { fatalError("\(Self.self) is a primitive gesture") }
}

/// A gesture the core recognises itself.
@MainActor
protocol PrimitiveGesture {
    associatedtype RecognizedValue
    func makeRecognizer(_ context: GestureContext) -> ValueRecognizer<RecognizedValue>
}

/// What a recogniser knows of where it is attached.
@MainActor
struct GestureContext {
    /// The view the gesture is attached to (its frame is `.local`).
    let node: NodeHandle

    /// `point`, in window coordinates, in `space` as seen from the view.
    func convert(_ point: CGPoint, to space: CoordinateSpace) -> CGPoint {
        node.node?.convert(point, toSpace: space) ?? point
    }

    /// Whether `point` (window coordinates) is on the view.
    func contains(_ point: CGPoint) -> Bool { node.node?.frame.contains(point) ?? false }
}

extension Gesture {
    /// The recogniser of this gesture: its own if primitive, else its body's.
    @MainActor
    func makeRecognizer(_ context: GestureContext) -> ValueRecognizer<Value> {
        if let primitive = self as? any PrimitiveGesture {
            return recognizer(primitive, context)
        }
        // A custom gesture's value is its body's.
        let inner = body.makeRecognizer(context)
        guard let same = inner as? ValueRecognizer<Value> else {
            Diagnostics.report("\(Self.self)'s body recognises a different value type; it is never recognised")
            return FailedRecognizer<Value>()
        }
        return same
    }

    @MainActor
    private func recognizer<P: PrimitiveGesture>(_ primitive: P, _ context: GestureContext) -> ValueRecognizer<Value> {
        let made = primitive.makeRecognizer(context)
        return (made as? ValueRecognizer<Value>) ?? FailedRecognizer<Value>()
    }
}

/// Which gestures stay enabled when a view adds one: its own, its subviews', both or none.
public struct GestureMask: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let none = GestureMask([])
    public static let gesture = GestureMask(rawValue: 1)
    public static let subviews = GestureMask(rawValue: 2)
    public static let all: GestureMask = [.gesture, .subviews]
}
