/// What lifecycle actions ran, in order, for tests to compare exactly.
@MainActor
final class ActionLog {
    private(set) var entries: [String] = []

    func callAsFunction(_ entry: String) { entries.append(entry) }

    /// The entries so far, forgetting them.
    func take() -> [String] {
        defer { entries.removeAll() }
        return entries
    }
}
