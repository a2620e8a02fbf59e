/// One option of a picker: a view of its content and the tag that stands
/// for it.
struct PickerOption {
    let tag: AnyHashable?
    let content: AnyView

    /// The options of a picker's content, in order: every view of it, with
    /// `ForEach`, `Group`, `if` and tuples opened up as SwiftUI opens them.
    /// A view's tag is its `.tag(_:)`, looked for through the modifiers
    /// that only change the environment; a `ForEach` row without one is
    /// tagged with its id.
    @MainActor
    static func collect(from content: some View) -> [PickerOption] {
        var options: [PickerOption] = []
        collect(content, implicitTag: nil, into: &options)
        return options
    }

    @MainActor
    private static func collect(_ view: any View, implicitTag: AnyHashable?, into options: inout [PickerOption]) {
        if let tagged = view as? any TaggedView {
            options.append(PickerOption(tag: tagged.tagValue, content: AnyView(view)))
            return
        }
        guard let transparent = view as? any TransparentView else {
            options.append(PickerOption(tag: implicitTag, content: AnyView(view)))
            return
        }
        if transparent.passThroughChild != nil {
            // A modifier around one view (or a group): its views keep it
            // when there is one, and are listed as they are when there are more.
            var inner: [PickerOption] = []
            transparent.forEachElement { _, child in collect(child, implicitTag: implicitTag, into: &inner) }
            if inner.count == 1 {
                options.append(PickerOption(tag: inner[0].tag, content: AnyView(view)))
            } else {
                options += inner
            }
            return
        }
        transparent.forEachElement { key, child in
            if case .id(let id) = key {
                collect(child, implicitTag: id, into: &options)
            } else {
                collect(child, implicitTag: implicitTag, into: &options)
            }
        }
    }
}
