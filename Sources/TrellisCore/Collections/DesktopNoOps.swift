// List and search modifiers that compile and change nothing yet, each
// listed in the README: `swipeActions` (SwiftUI on a Mac shows them on a
// trackpad swipe, which X11 pointers do not make), `listRowSeparator`
// and the separator tints
// (Trellis' list styles draw no separators, as macOS's inset and sidebar
// lists draw none).

/// Which edge a swipe action is revealed from.
public enum HorizontalEdge: Int8, Hashable, Sendable, CaseIterable {
    case leading, trailing
}

nonisolated extension View {
    /// Swipe actions need a touch or trackpad swipe; on an X11 desktop the
    /// row is unchanged (use `onDelete` and a context action instead).
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
                                      @ViewBuilder content: () -> T) -> some View { self }

    /// Trellis' list styles draw no row separators.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { self }

    /// No separators, so nothing to tint.
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View { self }

    /// No separators, so nothing to tint.
    public func listSectionSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View { self }

}

/// The top or bottom edge.
public enum VerticalEdge: Int8, Hashable, Sendable, CaseIterable {
    case top, bottom

    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let bottom = Set(rawValue: 2)
        public static let all: Set = [.top, .bottom]
    }
}
