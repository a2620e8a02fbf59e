/// Several views side by side in a builder block. Transparent: its
/// children become separate subviews of the enclosing container, each
/// identified by its position.
public nonisolated struct TupleView<T>: View {
    public typealias Body = Never
    public let value: T
    let children: [any View]

    public init(_ value: T) {
        self.value = value
        self.children = []
    }

    package init<each Child: View>(packing child: repeat each Child) where T == (repeat each Child) {
        value = (repeat each child)
        var list: [any View] = []
        for view in repeat each child { list.append(view) }
        children = list
    }
}

@MainActor extension TupleView: TransparentView {
    func forEachElement(_ visit: (ChildKey, any View) -> Void) {
        for (index, child) in children.enumerated() { visit(.index(index), child) }
    }
}
