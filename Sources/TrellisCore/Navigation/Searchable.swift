/// `.searchable`: a search field in the toolbar, at its trailing end, as
/// on a Mac (and where GNOME apps put their search entry). Typing writes
/// the binding; the view filters its content with it.
nonisolated extension View {
    public func searchable(text: Binding<String>, prompt: Text? = nil) -> some View {
        toolbar {
            ToolbarItem(placement: .primaryAction) {
                TextField("Search", text: text, prompt: prompt ?? Text("Search"))
                    .textFieldStyle(.roundedBorder)
                    .frame(minWidth: 80, idealWidth: 180, maxWidth: 180)
            }
        }
    }

    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, prompt: S) -> some View {
        searchable(text: text, prompt: Text(prompt))
    }

    public func searchable(text: Binding<String>, prompt: LocalizedStringKey) -> some View {
        searchable(text: text, prompt: Text(prompt))
    }
}
