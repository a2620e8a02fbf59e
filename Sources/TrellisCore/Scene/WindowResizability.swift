/// How a window's size may follow its content, as SwiftUI's
/// `WindowResizability`: `.contentMinSize` (what `.automatic` means for a
/// window group) keeps the window at least as large as the content's
/// minimum; `.contentSize` also caps it at the content's maximum.
public struct WindowResizability: Hashable, Sendable {
    let limitsMaximum: Bool

    public static let automatic = WindowResizability(limitsMaximum: false)
    public static let contentMinSize = WindowResizability(limitsMaximum: false)
    public static let contentSize = WindowResizability(limitsMaximum: true)
}

extension Scene {
    public func windowResizability(_ resizability: WindowResizability) -> some Scene {
        WindowSceneModifier(content: self) { $0.resizability = resizability }
    }
}
