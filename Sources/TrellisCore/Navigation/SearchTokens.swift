/// `searchable(text:tokens:…)`: discrete search terms shown as chips at
/// the start of the search field, before the text, as SwiftUI's search
/// tokens. Backspace with nothing typed removes the last token (the caret
/// is then at the start, after the chips); each chip can also be removed
/// by an assistive technology's "Remove" action. The app owns both the
/// text and the tokens and filters its content with them.
nonisolated extension View {
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        var field = SearchFieldSpec(text: text, prompt: prompt ?? Text("Search"))
        field.tokens = SearchTokensSpec(tokens, token: token)
        return SearchableView(content: self, field: field, placement: placement)
    }

    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, tokens: tokens, placement: placement, prompt: Text(prompt), token: token)
    }

    @_disfavoredOverload
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View, S: StringProtocol>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: S,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, tokens: tokens, placement: placement, prompt: Text(prompt), token: token)
    }
}

nonisolated extension View {
    /// Tokens, and tokens to suggest: they follow the app's suggestions in
    /// the list under the field; choosing one adds it to `tokens`.
    public func searchable<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        var field = SearchFieldSpec(text: text, prompt: prompt ?? Text("Search"))
        field.tokens = SearchTokensSpec(tokens, suggested: suggestedTokens, token: token)
        return SearchableView(content: self, field: field, placement: placement)
    }

    public func searchable<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: LocalizedStringKey, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, tokens: tokens, suggestedTokens: suggestedTokens, placement: placement, prompt: Text(prompt),
                   token: token)
    }

    @_disfavoredOverload
    public func searchable<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View, S: StringProtocol>(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: S, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, tokens: tokens, suggestedTokens: suggestedTokens, placement: placement, prompt: Text(prompt),
                   token: token)
    }
}

/// A `searchable`'s tokens, type-erased: their chips' views by id, how to
/// remove one, and the suggested tokens as rows of the suggestions list.
struct SearchTokensSpec: @unchecked Sendable {
    // Not actor-bound (so not `Sendable`): they hold the app's `token`
    // closure; the field calls them from its body, on the main actor.
    let chips: () -> [(id: AnyHashable, view: AnyView)]
    let remove: (AnyHashable) -> Void
    var suggestions: (() -> [SearchSuggestion])?

    init<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        _ tokens: Binding<C>, token: @escaping (C.Element) -> T
    ) where C.Element: Identifiable {
        chips = { tokens.wrappedValue.map { (AnyHashable($0.id), AnyView(token($0))) } }
        remove = { id in tokens.wrappedValue.removeAll { AnyHashable($0.id) == id } }
    }

    init<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View>(
        _ tokens: Binding<C>, suggested: Binding<C>, token: @escaping (C.Element) -> T
    ) where C.Element: Identifiable {
        self.init(tokens, token: token)
        suggestions = {
            suggested.wrappedValue.prefix(SearchSuggestion.limit).map { element in
                SearchSuggestion(view: token(element), completion: .token { tokens.wrappedValue.append(element) })
            }
        }
    }
}

/// The field with its tokens: chips, then the text, inside one rounded
/// border drawn as a `.roundedBorder` text field draws its own.
struct TokenSearchField: View {
    let text: Binding<String>
    let prompt: Text
    let tokens: SearchTokensSpec
    let submitActions: SubmitActions
    @FocusState private var isFocused: Bool

    var body: some View {
        let chips = tokens.chips()
        let remove = tokens.remove
        HStack(spacing: 3) {
            ForEach(chips, id: \.id) { chip in
                SearchTokenChip(content: chip.view) { remove(chip.id) }
            }
            // The prompt only while the field is empty, as on a Mac.
            TextField("Search", text: text, prompt: chips.isEmpty ? prompt : Text(verbatim: ""))
                .textFieldStyle(.plain)
                .focusEffectDisabled()  // the ring goes round the whole field, chips included
                .focused($isFocused)
                .frame(minWidth: 24)
                .environment(\.submitActions, submitActions)
                .onKeyPress(.delete) {
                    guard text.wrappedValue.isEmpty, let last = chips.last else { return .ignored }
                    remove(last.id)
                    return .handled
                }
        }
        .padding(.leading, chips.isEmpty ? 6 : 3)
        .padding(.trailing, 6)
        .padding(.vertical, 3)
        .background(RoundedRectangle(cornerRadius: 5).fill(Color(system: .controlFill)))
        .overlay(RoundedRectangle(cornerRadius: 5).strokeBorder(Color(system: .controlBorder), lineWidth: 1))
        .overlay {
            // The focus ring a field draws (3 points over its outline's inside, the tint at 75%).
            if isFocused { RoundedRectangle(cornerRadius: 5).strokeBorder(Color.accentColor.opacity(0.75), lineWidth: 3) }
        }
    }
}

/// One token: its view on a tinted rounded chip; one accessible element
/// named by its content, with a "Remove" action.
struct SearchTokenChip: View {
    let content: AnyView
    let remove: () -> Void

    var body: some View {
        content
            .lineLimit(1)
            .padding(.horizontal, 5)
            .background(RoundedRectangle(cornerRadius: 4).fill(Color.accentColor.opacity(0.22)))
            // Whole before the text gets room; many tokens shorten (truncate)
            // rather than push the field wider.
            .fixedSize(horizontal: false, vertical: true)
            .layoutPriority(1)
            .accessibilityElement(children: .combine)
            .accessibilityHint("Search token")
            .accessibilityAction(named: "Remove") { remove() }
    }
}
