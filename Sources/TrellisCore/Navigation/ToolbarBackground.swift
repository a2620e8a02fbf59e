/// `toolbarBackground`: what the bar behind a view's toolbar is filled
/// with, or whether it is filled at all. Inside a navigation stack it is
/// the bar of the level that set it (as its title is); elsewhere the
/// bar a `.toolbar` modifier draws around it.
///
/// Equal when the styles are (a `Hashable` style, as colours and gradients
/// are, compares by value; others never): an unchanged background leaves
/// the views under it as they were.
struct ToolbarBackground: Equatable {
    /// The fill; nil: the system's bar colour.
    var style: AnyShapeStyle?
    /// `.hidden`: no fill and no line under the bar.
    var visibility: Visibility = .automatic

    static func == (a: ToolbarBackground, b: ToolbarBackground) -> Bool {
        guard a.visibility == b.visibility else { return false }
        switch (a.style, b.style) {
        case (nil, nil): return true
        case let (left?, right?): return areKnownEqual(left.style, right.style)
        default: return false
        }
    }

    var isHidden: Bool { visibility == .hidden }
    @MainActor var fill: AnyShapeStyle { isHidden ? AnyShapeStyle(Color.clear) : style ?? AnyShapeStyle(Color.barBackground) }
}

private struct ToolbarBackgroundKey: EnvironmentKey { static let defaultValue = ToolbarBackground() }

extension EnvironmentValues {
    var toolbarBackground: ToolbarBackground {
        get { self[ToolbarBackgroundKey.self] }
        set { self[ToolbarBackgroundKey.self] = newValue }
    }
}

extension NavigationContext {
    func setToolbarBackground(_ change: (inout ToolbarBackground) -> Void, level: Int) {
        var background = barBackgrounds[level] ?? ToolbarBackground()
        change(&background)
        barBackgrounds[level] = background
        barNode?.node?.invalidateBody()
    }
}

nonisolated extension View {
    /// Fills the bar behind the toolbar with `style`.
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
        let erased = AnyShapeStyle(style)
        return toolbarBackground { $0.style = erased }
    }

    /// Shows or hides the bar's background (`.hidden`: the content shows through).
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        toolbarBackground { $0.visibility = visibility }
    }

    /// The macOS 15 name of `toolbarBackground(_:for:)` with a visibility.
    public func toolbarBackgroundVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        toolbarBackground { $0.visibility = visibility }
    }

    private func toolbarBackground(_ change: @escaping (inout ToolbarBackground) -> Void) -> some View {
        nonisolated(unsafe) let change = change
        return NavigationRegistration(content: EnvironmentModifierView(content: self) { change(&$0.toolbarBackground) }) { context, level in
            context.setToolbarBackground(change, level: level)
        }
    }
}
