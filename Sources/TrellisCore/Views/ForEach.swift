/// Content computed from a collection, each element identified by its id:
/// the identity of a row survives insertions, removals and reordering.
/// As in SwiftUI, the content is views (`ForEach` is then a `View`) or a
/// table's rows (`ForEach` is then `TableRowContent`).
public nonisolated struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    public var data: Data
    public var content: (Data.Element) -> Content
    let id: KeyPath<Data.Element, ID>

    init(data: Data, id: KeyPath<Data.Element, ID>, content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = id
        self.content = content
    }
}

extension ForEach: View where Content: View {
    public typealias Body = Never
}

extension ForEach where Content: View {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, id: id, content: content)
    }
}

extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    /// A constant range; its integers are the ids.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data: data, id: \.self, content: content)
    }
}

@MainActor extension ForEach: PrimitiveView where Content: View {}

@MainActor extension ForEach: TransparentView where Content: View {
    func forEachElement(_ visit: (ChildKey, any View) -> Void) {
        for element in data {
            visit(.id(AnyHashable(element[keyPath: id])), content(element))
        }
    }
}
