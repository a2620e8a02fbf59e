import Foundation

/// `searchSuggestions` and `searchCompletion`: views offered under a
/// search field while the user types, as SwiftUI's. The app filters them
/// (they are views of its own, made from its state); a suggestion with a
/// `searchCompletion` can be chosen — clicked, or reached with Down/Up and
/// Return — and replaces the search text with its completion. Escape
/// closes the list. They show in a popup under the field (a combo-box
/// popup that leaves the keyboard in the field, as GTK's entry completion).
nonisolated extension View {
    /// The suggestions for the search field of a `searchable` this
    /// modifier is applied around (as SwiftUI's examples write it:
    /// `.searchable(text: $text).searchSuggestions { … }`).
    public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View {
        let erased = AnyView(suggestions())
        nonisolated(unsafe) let shared = erased
        return environment(\.searchSuggestions, SearchSuggestionsContent(view: shared))
    }

    /// The text a search suggestion completes the search field to.
    public func searchCompletion(_ completion: String) -> some View {
        ListRowTraitView(content: self) { $0.searchCompletion = completion }
    }

    public func searchable<S: View>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
                                    @ViewBuilder suggestions: () -> S) -> some View {
        searchable(text: text, placement: placement, prompt: prompt).searchSuggestions(suggestions)
    }

    public func searchable<S: View>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
                                    @ViewBuilder suggestions: () -> S) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt)).searchSuggestions(suggestions)
    }

    @_disfavoredOverload
    public func searchable<V: View, S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic,
                                                       prompt: S, @ViewBuilder suggestions: () -> V) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt)).searchSuggestions(suggestions)
    }
}

/// The views a `searchSuggestions` gave, before they are flattened.
struct SearchSuggestionsContent: @unchecked Sendable {
    let view: AnyView
}

/// What choosing a suggestion does: complete the search text to a string
/// (`searchCompletion`), or add a suggested token.
enum SearchCompletion {
    case text(String)
    case token(() -> Void)
}

/// One suggestion: a row of the suggestions list (a `ForEach` element,
/// one view of several) and the completion it was given, if any.
struct SearchSuggestion {
    let view: any View
    let completion: SearchCompletion?

    /// The most rows the popup shows (it does not scroll): suggestions
    /// are a short list; an app that offers more shows the first ones.
    static let limit = 50

    /// The rows of `content`, flattened as a list flattens its rows.
    @MainActor
    static func rows(of content: SearchSuggestionsContent) -> [SearchSuggestion] {
        let rows = LazyRowList(content.view)
        let count = min(rows.count, limit)
        return (0..<count).map { index in
            let view = rows.row(at: index).view
            return SearchSuggestion(view: view, completion: ListRowTraitReader.traits(of: view).searchCompletion.map { .text($0) })
        }
    }
}

private struct SearchSuggestionsKey: EnvironmentKey {
    static let defaultValue: SearchSuggestionsContent? = nil
}

extension EnvironmentValues {
    var searchSuggestions: SearchSuggestionsContent? {
        get { self[SearchSuggestionsKey.self] }
        set { self[SearchSuggestionsKey.self] = newValue }
    }
}
