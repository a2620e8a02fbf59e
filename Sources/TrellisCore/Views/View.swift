/// A piece of user interface, declared as a value: SwiftUI's `View`.
///
/// A view either composes others in `body`, or is one of Trellis'
/// primitives (text, shapes, stacks, modifiers…), whose `Body` is `Never`
/// and whose behaviour the graph reads through internal protocols.
@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor var body: Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
}

extension View where Body == Never {
    /// Primitives have no body; the graph never asks for it.
    public var body: Never { fatalError("\(Self.self) is a primitive view and has no body") }
}
