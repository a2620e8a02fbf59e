/// A view made from a collection (`ForEach`), to which `onDelete` and
/// `onMove` attach editing actions, as SwiftUI's `DynamicViewContent`.
public protocol DynamicViewContent: View {
    associatedtype Data: Collection
    var data: Data { get }
}

extension ForEach: DynamicViewContent where Content: View {}

nonisolated extension DynamicViewContent {
    /// Deletes rows: in a list, the Delete (or Backspace) key deletes the
    /// selected rows through this action.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent {
        EditableRows(base: self, delete: action, move: nil)
    }

    /// Moves rows: in a list, dragging a row with the mouse moves it (the
    /// rows it passes make room), and Alt+Up and Alt+Down move the selected row.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent {
        EditableRows(base: self, delete: nil, move: action)
    }
}

/// A collection of rows with editing actions; otherwise its base.
package nonisolated struct EditableRows<Base: DynamicViewContent>: DynamicViewContent {
    package typealias Body = Never
    let base: Base
    let delete: ((IndexSet) -> Void)?
    let move: ((IndexSet, Int) -> Void)?
    @MainActor package var data: Base.Data { base.data }
}

@MainActor extension EditableRows: TransparentView, LazyRowSource {
    private var source: (any LazyRowSource)? { base as? any LazyRowSource }
    func forEachElement(_ visit: (ChildKey, any View) -> Void) { visit(.index(0), base) }
    var passThroughChild: (ChildKey, any View)? { (.index(0), base) }
    var rowCount: Int { source?.rowCount ?? 0 }
    func row(at offset: Int) -> (id: AnyHashable, view: any View) { source!.row(at: offset) }
    func offset(of id: AnyHashable) -> Int? { source?.offset(of: id) }
    var elementsAreLists: Bool { source?.elementsAreLists ?? false }
    var editActions: LazyEditActions {
        var actions = source?.editActions ?? LazyEditActions()
        if let delete { actions.delete = { delete($0) } }
        if let move { actions.move = { move($0, $1) } }
        return actions
    }
}
