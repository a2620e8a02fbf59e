/// `listRowInsets` and `listRowBackground`: what a list row's content asks
/// of the row around it. They change nothing outside a list.
struct ListRowTraits {
    var insets: EdgeInsets?
    var background: AnyView?
    /// `searchCompletion`: the search text a suggestion row completes to.
    var searchCompletion: String?
    /// `headerProminence` set on a section (or inside its header).
    var headerProminence: Prominence?
    /// `collapsible` on a section: whether a sidebar shows its chevron.
    var sectionCollapsible: Bool?
}

/// A row content's wish for its list row.
package nonisolated struct ListRowTraitView<Content: View>: View {
    package typealias Body = Never
    let content: Content
    let apply: @MainActor (inout ListRowTraits) -> Void
}

@MainActor protocol ListRowTraitCarrying {
    func applyTraits(_ traits: inout ListRowTraits)
    var carriedContent: any View { get }
}

@MainActor extension ListRowTraitView: TransparentView, ListRowTraitCarrying {
    func forEachElement(_ visit: (ChildKey, any View) -> Void) { visit(.index(0), content) }
    var passThroughChild: (ChildKey, any View)? { (.index(0), content) }
    func applyTraits(_ traits: inout ListRowTraits) { apply(&traits) }
    var carriedContent: any View { content }
}

nonisolated extension View {
    /// The insets of this row's content in a list (nil: the style's).
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        ListRowTraitView(content: self) { $0.insets = insets }
    }

    /// What a list draws behind this row (instead of the alternating background).
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        let background = view.map { AnyView($0) }
        nonisolated(unsafe) let erased = background
        return ListRowTraitView(content: self) { $0.background = erased }
    }
}

@MainActor
enum ListRowTraitReader {
    /// The traits the modifiers around a row's view set, outermost last.
    static func traits(of view: any View) -> ListRowTraits {
        var traits = ListRowTraits()
        func scan(_ view: any View) {
            if let carrying = view as? any ListRowTraitCarrying {
                scan(carrying.carriedContent)
                carrying.applyTraits(&traits)
                return
            }
            if let modified = view as? LazyModifiedRow {
                scan(modified.content)
                for modifier in modified.modifiers.reversed() {
                    if let carrying = modifier as? any ListRowTraitCarrying { carrying.applyTraits(&traits) }
                }
                return
            }
            if let list = ViewKindCache.transparent(view), let (_, inner) = list.passThroughChild { scan(inner) }
        }
        scan(view)
        return traits
    }
}
