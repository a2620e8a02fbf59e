/// A style as the environment stores it: how it makes a body from a
/// configuration. Two are equal when they erase the same style type and
/// that type holds nothing (`AnyButtonStyle` is built on it): then they make the same
/// bodies, and the views below need no update when a body sets it again.
@MainActor
struct ErasedStyle<Configuration>: Equatable {
    let makeBody: @MainActor (Configuration) -> AnyView
    private let styleType: ObjectIdentifier
    private let isStateless: Bool

    nonisolated init<S>(_ style: S, makeBody: @escaping @MainActor (Configuration) -> AnyView) {
        self.makeBody = makeBody
        styleType = ObjectIdentifier(S.self)
        isStateless = MemoryLayout<S>.size == 0
    }

    nonisolated static func == (a: ErasedStyle, b: ErasedStyle) -> Bool {
        a.styleType == b.styleType && a.isStateless && b.isStateless
    }
}
