/// How prominent section headers are: `.increased` headers read as the
/// titles of their sections (larger, bold, in the primary colour) rather
/// than as small secondary labels.
public enum Prominence: Hashable, Sendable {
    case standard
    case increased
}

private struct HeaderProminenceKey: EnvironmentKey { static let defaultValue = Prominence.standard }

extension EnvironmentValues {
    /// The prominence of section headers within a view.
    public var headerProminence: Prominence {
        get { self[HeaderProminenceKey.self] }
        set { self[HeaderProminenceKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the prominence of the section headers in this view (a section,
    /// a list, a form).
    public func headerProminence(_ prominence: Prominence) -> some View {
        // On a section the list's row for its header reads it as a trait;
        // the environment carries it to lists and forms inside.
        ListRowTraitView(content: environment(\.headerProminence, prominence)) { $0.headerProminence = prominence }
    }
}
