/// `.focusable()`: makes a view that is no control take the keyboard
/// focus — Tab reaches it, a click focuses it, it draws the focus ring,
/// and its `onKeyPress` handlers receive keys.
package nonisolated struct FocusableView<Content: View>: View {
    package typealias Body = Never
    let content: Content
    let isFocusable: Bool
    let interactions: FocusInteractions
}

@MainActor extension FocusableView: ContentWrapperLayout, Focusable {
    var kindName: String { "Focusable" }
    func forEachChild(in node: ViewNode, _ visit: (ChildKey, any View) -> Void) { visit(.index(0), content) }

    func acceptsFocus(node: ViewNode) -> Bool { isFocusable && node.environment.isEnabled }
    var focusesOnClick: Bool { true }
}

/// The ways a focusable view is used, as SwiftUI's `FocusInteractions`.
/// Trellis treats them alike: each makes the view reachable with Tab and
/// by a click.
public struct FocusInteractions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Activated like a button (Space, a click).
    public static let activate = FocusInteractions(rawValue: 1 << 0)
    /// Edited with the keyboard (text, a custom control).
    public static let edit = FocusInteractions(rawValue: 1 << 1)
    public static let automatic: FocusInteractions = [.activate, .edit]
}

nonisolated extension View {
    public func focusable(_ isFocusable: Bool = true) -> some View {
        FocusableView(content: self, isFocusable: isFocusable, interactions: .automatic)
    }

    public func focusable(_ isFocusable: Bool = true, interactions: FocusInteractions) -> some View {
        FocusableView(content: self, isFocusable: isFocusable, interactions: interactions)
    }

    /// Hides the focus ring of the focusable views inside (they still
    /// take the focus).
    public func focusEffectDisabled(_ disabled: Bool = true) -> some View {
        environment(\.focusEffectDisabled, disabled)
    }
}

private struct FocusEffectDisabledKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether focus rings are hidden here (`focusEffectDisabled()`).
    public var focusEffectDisabled: Bool {
        get { self[FocusEffectDisabledKey.self] }
        set { self[FocusEffectDisabledKey.self] = newValue }
    }
}
