/// What to show where content is missing (an empty list, nothing
/// selected, no search results), as SwiftUI's `ContentUnavailableView`:
/// the label's icon large above its bold title, the description below in
/// the secondary colour, then the actions, all centred in the space offered.
public nonisolated struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions

    public init(@ViewBuilder label: () -> Label,
                @ViewBuilder description: () -> Description = { EmptyView() },
                @ViewBuilder actions: () -> Actions = { EmptyView() }) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    public var body: some View {
        VStack(spacing: 16) {
            VStack(spacing: 6) {
                label
                    .font(.title2.bold())
                    .environment(\.labelIconAbove, true)
                description
                    .font(.body)
                    .foregroundStyle(.secondary)
            }
            .multilineTextAlignment(.center)
            actions
        }
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

extension ContentUnavailableView where Label == TrellisCore.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init { TrellisCore.Label(title, systemImage: name) } description: { description }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init { TrellisCore.Label(title, systemImage: name) } description: { description }
    }
}

extension ContentUnavailableView where Label == TrellisCore.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// "No Results", or "No Results for “text”" with a hint to check the spelling.
    public static var search: ContentUnavailableView<TrellisCore.Label<Text, Image>, Text?, EmptyView> {
        ContentUnavailableView("No Results", systemImage: "magnifyingglass")
    }

    public static func search(text: String) -> ContentUnavailableView<TrellisCore.Label<Text, Image>, Text?, EmptyView> {
        ContentUnavailableView("No Results for “\(text)”", systemImage: "magnifyingglass",
                               description: Text("Check the spelling or try a new search."))
    }
}
