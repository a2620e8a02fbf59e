/// A pinch: compiles as in SwiftUI, but a pointer (the only input X gives
/// Trellis today) cannot pinch, so it is never recognised; attached with
/// others, it simply fails and leaves the pointer to them.
public struct MagnifyGesture: Gesture, Sendable {
    public typealias Body = Never
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var magnification: CGFloat
        public var velocity: CGFloat
        public var startAnchor: UnitPoint
        public var startLocation: CGPoint
    }
    public var minimumScaleDelta: CGFloat
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
}

/// The older pinch gesture; its value is the magnification.
public struct MagnificationGesture: Gesture, Sendable {
    public typealias Value = CGFloat
    public typealias Body = Never
    public var minimumScaleDelta: CGFloat
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
}

/// A two-finger rotation: compiles, never recognised from a pointer.
public struct RotateGesture: Gesture, Sendable {
    public typealias Body = Never
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var rotation: Angle
        public var velocity: Angle
        public var startAnchor: UnitPoint
        public var startLocation: CGPoint
    }
    public var minimumAngleDelta: Angle
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
}

/// The older rotation gesture; its value is the angle.
public struct RotationGesture: Gesture, Sendable {
    public typealias Value = Angle
    public typealias Body = Never
    public var minimumAngleDelta: Angle
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
}

@MainActor extension MagnifyGesture: PrimitiveGesture {
    func makeRecognizer(_ context: GestureContext) -> ValueRecognizer<Value> { FailedRecognizer() }
}
@MainActor extension MagnificationGesture: PrimitiveGesture {
    func makeRecognizer(_ context: GestureContext) -> ValueRecognizer<Value> { FailedRecognizer() }
}
@MainActor extension RotateGesture: PrimitiveGesture {
    func makeRecognizer(_ context: GestureContext) -> ValueRecognizer<Value> { FailedRecognizer() }
}
@MainActor extension RotationGesture: PrimitiveGesture {
    func makeRecognizer(_ context: GestureContext) -> ValueRecognizer<Value> { FailedRecognizer() }
}
