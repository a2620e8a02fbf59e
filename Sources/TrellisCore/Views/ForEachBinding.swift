/// `ForEach($model.items) { $item in … }`: one view per element of a bound
/// collection, each handed a binding to its own element, as SwiftUI's
/// `ForEach(_: Binding<C>)`. Rows are identified by the elements' ids, so
/// editing an element through its binding keeps the row's identity.
///
/// Each row's binding reads and writes the element at its index through
/// the collection's binding, so a write goes through whatever the binding
/// writes to (a `@State`, an `ObservableObject`'s `@Published` property).
extension ForEach where Content: View {
    public init<C>(_ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
    where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, ID == C.Element.ID,
          C: MutableCollection & RandomAccessCollection, C.Element: Identifiable, C.Index: Hashable {
        let collection = data.wrappedValue
        let elements = collection.indices.lazy.map { ($0, collection[$0].id) }
        self.init(elements, id: \.1) { element in
            let index = element.0
            return content(Binding(get: { data.wrappedValue[index] }, set: { data.wrappedValue[index] = $0 }))
        }
    }
}
