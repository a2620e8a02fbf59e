nonisolated extension View {
    /// Runs `action` with every value `publisher` sends while this view is
    /// shown, as SwiftUI's `onReceive(_:perform:)`. The subscription is
    /// made when the view appears, kept across updates (a new publisher —
    /// another subject, a different `Just` — replaces it) and cancelled
    /// when the view disappears. The action runs on the main actor; state
    /// it changes updates the view.
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
    where P.Failure == Never {
        OnReceiveView(content: self, publisher: publisher, action: action)
    }
}

/// A lifecycle modifier, so that subscribing and cancelling happen where
/// `onAppear` and `onDisappear` run: after layout, never inside a body
/// (a `Just` or a `$property` delivers at once, and its action may set
/// state), and at once when the view is removed, also while it fades out.
package nonisolated struct OnReceiveView<Content: View, P: Publisher>: View where P.Failure == Never {
    package typealias Body = Never
    let content: Content
    let publisher: P
    let action: (P.Output) -> Void
}

@MainActor extension OnReceiveView: LifecycleModifier {
    func forEachElement(_ visit: (ChildKey, any View) -> Void) { visit(.index(0), content) }

    func appear(_ record: LifecycleRecord, isFirst: Bool) {
        PublisherSubscriptionCell<P>.cell(in: record.node).subscribe(to: publisher, action: action)
    }

    func disappear(_ record: LifecycleRecord) {
        PublisherSubscriptionCell<P>.cell(in: record.node).cancel()
    }

    func change(from previous: Self, record: LifecycleRecord) -> (@MainActor () -> Void)? {
        let cell = PublisherSubscriptionCell<P>.cell(in: record.node)
        // Values from now on reach the newest view value's action.
        if cell.isSubscribed { cell.action = action }
        guard !PublisherIdentity.same(previous.publisher, publisher) else { return nil }
        return { [publisher, action] in
            guard record.isShown, !record.isRemoved else { return }
            cell.subscribe(to: publisher, action: action)
        }
    }
}
