/// Where `contentMargins` apply in a scroll view, as SwiftUI's
/// `ContentMarginPlacement`: to the content, to the scroll bars, or (the
/// default) to both.
public struct ContentMarginPlacement: Hashable, Sendable {
    enum Value: Hashable, Sendable { case automatic, scrollContent, scrollIndicators }
    let value: Value

    public static let automatic = ContentMarginPlacement(value: .automatic)
    public static let scrollContent = ContentMarginPlacement(value: .scrollContent)
    public static let scrollIndicators = ContentMarginPlacement(value: .scrollIndicators)
}

/// Which of a scroll view's uses of `defaultScrollAnchor` a role form sets,
/// as SwiftUI's `ScrollAnchorRole`.
public struct ScrollAnchorRole: Hashable, Sendable {
    enum Value: Hashable, Sendable { case initialOffset, sizeChanges, alignment }
    let value: Value

    /// Where the content starts out scrolled to.
    public static let initialOffset = ScrollAnchorRole(value: .initialOffset)
    /// The end a view scrolled to stays at while the content grows.
    public static let sizeChanges = ScrollAnchorRole(value: .sizeChanges)
    /// Where content shorter than the view sits.
    public static let alignment = ScrollAnchorRole(value: .alignment)
}

/// What the scroll modifiers tell the scroll views below them.
struct ScrollContentSettings: Equatable {
    /// `contentMargins` for the content and for the bars.
    var contentMargins = EdgeInsets()
    var indicatorMargins = EdgeInsets()
    var isDisabled = false
    var clipDisabled = false
    /// `defaultScrollAnchor(_:for:)`, by role; nil falls back to the plain form.
    var anchors: [ScrollAnchorRole: UnitPoint] = [:]
}

private struct ScrollContentSettingsKey: EnvironmentKey { static let defaultValue = ScrollContentSettings() }
private struct ScrollContentBackgroundKey: EnvironmentKey { static let defaultValue = Visibility.automatic }

extension EnvironmentValues {
    var scrollContentSettings: ScrollContentSettings {
        get { self[ScrollContentSettingsKey.self] }
        set { self[ScrollContentSettingsKey.self] = newValue }
    }

    /// Whether scroll views, lists, forms and text editors below draw their own background.
    var scrollContentBackground: Visibility {
        get { self[ScrollContentBackgroundKey.self] }
        set { self[ScrollContentBackgroundKey.self] = newValue }
    }

    /// Whether the user can scroll the scroll views below (`scrollDisabled`).
    public var isScrollEnabled: Bool {
        get { !scrollContentSettings.isDisabled }
        set { scrollContentSettings.isDisabled = !newValue }
    }

    /// The anchor a scroll view uses for `role`.
    func scrollAnchor(for role: ScrollAnchorRole) -> UnitPoint? {
        scrollContentSettings.anchors[role] ?? defaultScrollAnchor
    }
}

extension EdgeInsets {
    /// The sum of two insets, a NaN or infinite side counting as none.
    func adding(_ other: EdgeInsets) -> EdgeInsets {
        func sane(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
        return EdgeInsets(top: sane(top) + sane(other.top), leading: sane(leading) + sane(other.leading),
                          bottom: sane(bottom) + sane(other.bottom), trailing: sane(trailing) + sane(other.trailing))
    }
}

nonisolated extension View {
    /// Insets the content (and, by default, the bars) of the scroll views
    /// inside by `insets` on `edges`; the content still scrolls under the margins.
    public func contentMargins(_ edges: Edge.Set = .all, _ insets: EdgeInsets,
                               for placement: ContentMarginPlacement = .automatic) -> some View {
        transformEnvironment(\.scrollContentSettings) { $0.setMargins(insets, edges: edges, for: placement) }
    }

    /// The same margin on `edges`; nil is the system's default (none here).
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?,
                               for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(edges, EdgeInsets(edges, length ?? 0), for: placement)
    }

    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(.all, EdgeInsets(.all, length), for: placement)
    }

    /// Stops the user from scrolling the scroll views inside (the wheel
    /// and the bars); programmatic scrolling still works.
    public func scrollDisabled(_ disabled: Bool) -> some View {
        transformEnvironment(\.scrollContentSettings) { if disabled { $0.isDisabled = true } }
    }

    /// Lets the content of the scroll views inside draw outside their frames.
    public func scrollClipDisabled(_ disabled: Bool = true) -> some View {
        transformEnvironment(\.scrollContentSettings) { $0.clipDisabled = disabled }
    }

    /// `.hidden` removes the background Lists, Forms and TextEditors draw
    /// behind their content, so that a `.background` behind them shows.
    public func scrollContentBackground(_ visibility: Visibility) -> some View {
        environment(\.scrollContentBackground, visibility)
    }

    /// The anchor for one `role` of the scroll views inside: where they
    /// start (`.initialOffset`), which end they keep as the content grows
    /// (`.sizeChanges`), where short content sits (`.alignment`).
    public func defaultScrollAnchor(_ anchor: UnitPoint?, for role: ScrollAnchorRole) -> some View {
        transformEnvironment(\.scrollContentSettings) { $0.anchors[role] = anchor }
    }
}

extension ScrollContentSettings {
    /// Margins on `edges` replace those set further out on the same edges.
    mutating func setMargins(_ insets: EdgeInsets, edges: Edge.Set, for placement: ContentMarginPlacement) {
        func replace(_ target: inout EdgeInsets) {
            if edges.contains(.top) { target.top = insets.top.isFinite ? insets.top : 0 }
            if edges.contains(.leading) { target.leading = insets.leading.isFinite ? insets.leading : 0 }
            if edges.contains(.bottom) { target.bottom = insets.bottom.isFinite ? insets.bottom : 0 }
            if edges.contains(.trailing) { target.trailing = insets.trailing.isFinite ? insets.trailing : 0 }
        }
        if placement != .scrollIndicators { replace(&contentMargins) }
        if placement != .scrollContent { replace(&indicatorMargins) }
    }
}
