import Foundation
import Observation

/// A search field with a suggestions popup under it. Typing opens the
/// list (when the app offers suggestions for the text); Down and Up move
/// through the suggestions that have a completion, Return chooses one,
/// Escape closes the list; a click on a suggestion chooses it. Choosing
/// replaces the search text with the completion and closes the list until
/// the next edit. The keyboard stays in the field all along. Suggested
/// tokens (`searchable(text:tokens:suggestedTokens:…)`) follow the app's
/// suggestions in the list; choosing one adds it to the tokens and clears
/// the text.
nonisolated struct SuggestingSearchField: View {
    let field: SearchFieldSpec
    let suggestions: SearchSuggestionsContent?
    @State private var model = SearchSuggestionsModel()
    @FocusState private var isFocused: Bool

    @MainActor var body: some View {
        let rows = (suggestions.map { SearchSuggestion.rows(of: $0) } ?? []) + (field.tokens?.suggestions?() ?? [])
        let text = field.text
        let model = self.model
        let choose: @MainActor (SearchCompletion) -> Void = { completion in
            model.close()
            switch completion {
            case .text(let completed):
                model.completedText = completed
                text.wrappedValue = completed
            case .token(let add):
                add()
                if !text.wrappedValue.isEmpty {
                    model.completedText = ""
                    text.wrappedValue = ""
                }
            }
        }
        SearchSuggestionsAnchor(content: field.plainField.focused($isFocused), rows: rows, model: model,
                                wantsList: isFocused && model.isActive, highlighted: model.highlighted,
                                signature: "\(text.wrappedValue)\u{0}\(rows.count)", choose: choose)
            .onKeyPress(keys: [.downArrow, .upArrow, .return, .escape], phases: [.down, .repeat]) { press in
                model.handle(press.key, rows: rows, choose: choose)
            }
            .onChange(of: text.wrappedValue) { _, new in model.textChanged(to: new) }
            .onChange(of: isFocused) { _, focused in if !focused { model.close() } }
    }
}

/// The list's state: whether it is open, the row the keys highlighted.
@Observable
final class SearchSuggestionsModel {
    /// Open since the last edit (or Down); Escape, choosing and leaving the field close it.
    var isActive = false
    var highlighted: Int?
    /// The text a choice just wrote: that edit does not open the list again.
    @ObservationIgnored var completedText: String?
    /// The popup showing the list, and the text it was made for.
    @ObservationIgnored var popupID: Int?
    @ObservationIgnored var shownSignature: String?

    func close() {
        isActive = false
        highlighted = nil
    }

    func textChanged(to text: String) {
        if let completed = completedText, completed == text {
            completedText = nil
            return
        }
        completedText = nil
        isActive = true
        highlighted = nil
    }

    @MainActor
    func handle(_ key: KeyEquivalent, rows: [SearchSuggestion], choose: @MainActor (SearchCompletion) -> Void) -> KeyPress.Result {
        let choices = rows.indices.filter { rows[$0].completion != nil }
        switch key {
        case .downArrow:
            guard let first = choices.first else { return .ignored }
            if !isActive {
                isActive = true
                highlighted = first
            } else {
                highlighted = choices.first { $0 > (highlighted ?? -1) } ?? highlighted ?? first
            }
            return .handled
        case .upArrow:
            guard isActive, let current = highlighted else { return .ignored }
            // Above the first suggestion is the field itself.
            highlighted = choices.last { $0 < current }
            return .handled
        case .return:
            guard isActive, let index = highlighted, index < rows.count, let completion = rows[index].completion else {
                close()
                return .ignored
            }
            choose(completion)
            return .handled
        case .escape:
            guard isActive else { return .ignored }
            close()
            return .handled
        default:
            return .ignored
        }
    }
}

/// The field, and after each layout the popup it asks for: opened under
/// the field while the list is wanted and has rows, made again when the
/// text (so the app's suggestions) changed, closed otherwise.
nonisolated struct SearchSuggestionsAnchor<Content: View>: View {
    typealias Body = Never
    let content: Content
    let rows: [SearchSuggestion]
    let model: SearchSuggestionsModel
    let wantsList: Bool
    let highlighted: Int?
    let signature: String
    let choose: @MainActor (SearchCompletion) -> Void
}

@MainActor extension SearchSuggestionsAnchor: ContentWrapperLayout, LayoutObserving {
    var kindName: String { "SearchSuggestionsAnchor" }
    var geometryIsItsContent: Bool { false }

    func forEachChild(in node: ViewNode, _ visit: (ChildKey, any View) -> Void) {
        node.host.layoutObservers.register(node)
        visit(.index(0), content)
    }

    func observe(node: ViewNode, last: inout Any?) -> (@MainActor () -> Void)? {
        guard let context = node.environment.popupContext else { return nil }
        let model = self.model
        let openID = model.popupID.flatMap { id in context.stack.requests.contains { $0.id == id } ? id : nil }
        if openID == nil { model.popupID = nil }
        guard wantsList, !rows.isEmpty else {
            guard let openID, let request = context.stack.requests.first(where: { $0.id == openID }) else { return nil }
            model.popupID = nil
            return { context.stack.dismiss(from: request.level) }
        }
        if openID != nil, model.shownSignature == signature { return nil }
        let panel = SearchSuggestionsPanel(rows: rows, model: model, minimumWidth: node.frame.width, choose: choose)
        let anchor = node.frame, signature = self.signature
        return {
            // The old list (if any) closes as the new one opens; it is no
            // longer the model's, so its closing does not close the list.
            model.popupID = nil
            let id = context.stack.open(level: context.level, anchor: anchor, placement: .below, content: AnyView(panel),
                                        kind: .suggestions, onDismiss: { [weak model] in
                                            guard let model, model.popupID != nil else { return }
                                            // Closed from outside (another popup opened, a click chose).
                                            model.popupID = nil
                                            model.close()
                                        })
            model.popupID = id
            model.shownSignature = signature
        }
    }
}

/// The popup's content: the suggestions as menu rows; the one the keys
/// highlighted (or under the pointer) in the accent colour.
struct SearchSuggestionsPanel: View {
    let rows: [SearchSuggestion]
    let model: SearchSuggestionsModel
    let minimumWidth: CGFloat
    let choose: @MainActor (SearchCompletion) -> Void

    var body: some View {
        // Read here, in the body, so that the popup follows the keys (the
        // rows' closures run after the body, untracked).
        let highlighted = model.highlighted
        MenuPanel(content: ForEach(rows.indices, id: \.self) { index in
            row(index, isHighlighted: index == highlighted)
        }, minimumWidth: minimumWidth)
    }

    @ViewBuilder private func row(_ index: Int, isHighlighted: Bool) -> some View {
        let row = rows[index]
        if let completion = row.completion {
            Button { choose(completion) } label: { AnyView(row.view) }
                .buttonStyle(SuggestionButtonStyle(isHighlighted: isHighlighted))
        } else {
            AnyView(row.view).modifier(MenuItemRowStyle(isHighlighted: false, isEnabled: true))
        }
    }
}

/// A suggestion row: a menu row, highlighted by the pointer or the keys.
struct SuggestionButtonStyle: ButtonStyle {
    let isHighlighted: Bool

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .modifier(MenuItemRowStyle(isHighlighted: isHighlighted || configuration.isHovered || configuration.isPressed, isEnabled: true))
    }
}
