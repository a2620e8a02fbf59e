/// `badge(_:)`: a count or short text at the trailing edge of a list row,
/// in the secondary colour, as a Mac shows it (a mailbox's unread count in
/// a sidebar). Zero and nil show no badge; outside a list row a Mac shows
/// none either, and the view is as it was.
nonisolated struct BadgedView<Content: View>: View {
    let content: Content
    let badge: Text?
    @Environment(\.isInListRow) private var isInListRow

    var body: some View {
        if isInListRow, let badge {
            HStack(spacing: 8) {
                content
                Spacer(minLength: 0)
                badge.monospacedDigit().foregroundStyle(.secondary)
            }
        } else {
            content
        }
    }
}

nonisolated extension View {
    /// A count at the row's trailing edge; zero shows none.
    public func badge(_ count: Int) -> some View {
        BadgedView(content: self, badge: count == 0 ? nil : Text("\(count)"))
    }

    public func badge(_ label: Text?) -> some View {
        BadgedView(content: self, badge: label)
    }

    public func badge(_ key: LocalizedStringKey?) -> some View {
        BadgedView(content: self, badge: key.map { Text($0) })
    }

    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> some View {
        BadgedView(content: self, badge: label.map { Text($0) })
    }
}

extension EnvironmentValues {
    /// Whether the view is the content of a list's row (not a header or footer).
    var isInListRow: Bool {
        get { self[IsInListRowKey.self] }
        set { self[IsInListRowKey.self] = newValue }
    }
}

private struct IsInListRowKey: EnvironmentKey { static let defaultValue = false }
