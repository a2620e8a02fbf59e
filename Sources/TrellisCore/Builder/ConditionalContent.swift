/// The result of `if`/`else` or `switch` in a builder. Each branch has its
/// own identity, so switching branches replaces the view (and its state),
/// as in SwiftUI.
public nonisolated struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    public typealias Body = Never
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    let storage: Storage
}

@MainActor extension _ConditionalContent: TransparentView {
    func forEachElement(_ visit: (ChildKey, any View) -> Void) {
        switch storage {
        case .trueContent(let view): visit(.branch(true), view)
        case .falseContent(let view): visit(.branch(false), view)
        }
    }
}

/// `if` without `else`: the content or nothing.
extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { fatalError("Optional is a primitive view") }
}

@MainActor extension Optional: PrimitiveView, TransparentView where Wrapped: View {
    func forEachElement(_ visit: (ChildKey, any View) -> Void) {
        if case .some(let view) = self { visit(.branch(true), view) }
    }
}
