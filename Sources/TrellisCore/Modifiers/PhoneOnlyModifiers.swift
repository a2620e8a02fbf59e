// Modifiers that only mean something on a phone or tablet: a desktop
// window has no software keyboard, status bar, navigation bar or safe
// area insets. They compile so that code shared with iOS builds here, and
// return the view unchanged (no node, no cost). The README lists them.
//
// `keyboardType(_:)` is left out on purpose: it takes UIKit's
// `UIKeyboardType`, so SwiftUI code calls it only under `#if os(iOS)` (or
// `canImport(UIKit)`), which is false on Linux as it is on a Mac.

nonisolated extension View {
    /// Software keyboards only; nothing to capitalise automatically here.
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { self }

    /// Text input is not autocorrected on this platform anyway.
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }

    /// There is no navigation bar whose title could be large or inline.
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View { self }

    /// A window has no status bar to hide.
    public func statusBarHidden(_ hidden: Bool = true) -> some View { self }

    /// A desktop window has no safe area insets: the view already has
    /// the whole window.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { self }

    /// The older spelling of `ignoresSafeArea(edges:)`; nothing to ignore.
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { self }
}

/// How a software keyboard capitalises what is typed.
public struct TextInputAutocapitalization: Sendable {
    private enum Kind: Sendable { case never, words, sentences, characters }
    private let kind: Kind

    public static var never: TextInputAutocapitalization { TextInputAutocapitalization(kind: .never) }
    public static var words: TextInputAutocapitalization { TextInputAutocapitalization(kind: .words) }
    public static var sentences: TextInputAutocapitalization { TextInputAutocapitalization(kind: .sentences) }
    public static var characters: TextInputAutocapitalization { TextInputAutocapitalization(kind: .characters) }
}

/// The navigation bar of a phone's navigation stack.
public struct NavigationBarItem: Sendable {
    public enum TitleDisplayMode: Hashable, Sendable {
        case automatic
        case inline
        case large
    }
}

/// Kinds of safe area a view can extend into.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let container = SafeAreaRegions(rawValue: 1 << 0)
    public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}
