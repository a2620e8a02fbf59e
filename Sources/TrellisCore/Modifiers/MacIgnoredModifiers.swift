// Modifiers that SwiftUI accepts on a Mac but that change nothing in a
// desktop window (or need hardware and services an X11 desktop lacks).
// They compile so that shared code builds, and return the view unchanged;
// the README lists them with why.

nonisolated extension View {
    /// A phone's keyboard shows this on its Return key; a desktop keyboard
    /// has no such label (SwiftUI on a Mac ignores it too).
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }

    /// Only a software keyboard is dismissed by scrolling.
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { self }

    /// Sheets on a desktop are windows of their content's size, with no
    /// detents (SwiftUI on a Mac ignores them too).
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { self }

    public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View { self }

    /// A desktop sheet has no drag indicator.
    public func presentationDragIndicator(_ visibility: Visibility) -> some View { self }

    /// Autofill hints for the system's password and contact suggestions,
    /// which a Linux desktop does not offer.
    public func textContentType(_ textContentType: NSTextContentType?) -> some View { self }

    /// Haptics need a Force Touch trackpad; X11 has no haptic feedback.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View { self }

    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T,
                                              condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool) -> some View { self }

    public func sensoryFeedback<T: Equatable>(trigger: T,
                                              _ feedback: @escaping (_ oldValue: T, _ newValue: T) -> SensoryFeedback?) -> some View { self }

    /// Guides directional (arrow-key or remote) focus movement into the
    /// section as one target. Focus on a desktop moves with Tab and
    /// Shift+Tab in reading order, which a section leaves as it is (as on
    /// a Mac); arrow keys go to the focused control and `onMoveCommand`,
    /// and Trellis has no directional focus movement for it to guide.
    public func focusSection() -> some View { self }

    /// A VoiceOver speech setting; AT-SPI screen readers have no such attribute.
    public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> some View { self }

    /// Names for Voice Control, which AT-SPI has no property for.
    public func accessibilityInputLabels(_ inputLabels: [Text]) -> some View { self }

    public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey]) -> some View { self }

    @_disfavoredOverload
    public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> some View { self }

    /// How a scroll view bounces at its ends: Trellis' scroll views never
    /// bounce (X11 wheels and touchpads give no momentum to rubber-band).
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View { self }

    /// The kind of toolbar (its title's placement on iPad); a Mac window's
    /// toolbar is the same for every role.
    public func toolbarRole(_ role: ToolbarRole) -> some View { self }
}

/// The label of a phone keyboard's Return key.
public struct SubmitLabel: Sendable {
    let name: String
    public static var done: SubmitLabel { SubmitLabel(name: "done") }
    public static var go: SubmitLabel { SubmitLabel(name: "go") }
    public static var send: SubmitLabel { SubmitLabel(name: "send") }
    public static var join: SubmitLabel { SubmitLabel(name: "join") }
    public static var route: SubmitLabel { SubmitLabel(name: "route") }
    public static var search: SubmitLabel { SubmitLabel(name: "search") }
    public static var `return`: SubmitLabel { SubmitLabel(name: "return") }
    public static var next: SubmitLabel { SubmitLabel(name: "next") }
    public static var `continue`: SubmitLabel { SubmitLabel(name: "continue") }
}

/// When scrolling dismisses a software keyboard.
public struct ScrollDismissesKeyboardMode: Sendable {
    let name: String
    public static var automatic: ScrollDismissesKeyboardMode { ScrollDismissesKeyboardMode(name: "automatic") }
    public static var immediately: ScrollDismissesKeyboardMode { ScrollDismissesKeyboardMode(name: "immediately") }
    public static var interactively: ScrollDismissesKeyboardMode { ScrollDismissesKeyboardMode(name: "interactively") }
    public static var never: ScrollDismissesKeyboardMode { ScrollDismissesKeyboardMode(name: "never") }
}

/// A height a phone's sheet rests at.
public struct PresentationDetent: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case medium, large, fraction(CGFloat), height(CGFloat) }
    let kind: Kind
    public static let medium = PresentationDetent(kind: .medium)
    public static let large = PresentationDetent(kind: .large)
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(kind: .fraction(fraction)) }
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(kind: .height(height)) }
}

/// What a text field holds, for autofill: AppKit's `NSTextContentType`,
/// which `textContentType(_:)` takes on a Mac.
public struct NSTextContentType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let username = NSTextContentType("username")
    public static let password = NSTextContentType("password")
    public static let oneTimeCode = NSTextContentType("oneTimeCode")
    public static let newPassword = NSTextContentType("newPassword")
    public static let name = NSTextContentType("name")
    public static let givenName = NSTextContentType("givenName")
    public static let familyName = NSTextContentType("familyName")
    public static let emailAddress = NSTextContentType("emailAddress")
    public static let telephoneNumber = NSTextContentType("telephoneNumber")
    public static let fullStreetAddress = NSTextContentType("fullStreetAddress")
    public static let postalCode = NSTextContentType("postalCode")
    public static let URL = NSTextContentType("URL")
}

/// A haptic or other sensory response.
public struct SensoryFeedback: Equatable, Sendable {
    let name: String
    public static let success = SensoryFeedback(name: "success")
    public static let warning = SensoryFeedback(name: "warning")
    public static let error = SensoryFeedback(name: "error")
    public static let selection = SensoryFeedback(name: "selection")
    public static let increase = SensoryFeedback(name: "increase")
    public static let decrease = SensoryFeedback(name: "decrease")
    public static let start = SensoryFeedback(name: "start")
    public static let stop = SensoryFeedback(name: "stop")
    public static let alignment = SensoryFeedback(name: "alignment")
    public static let levelChange = SensoryFeedback(name: "levelChange")
    public static let impact = SensoryFeedback(name: "impact")

    public enum Weight: Equatable, Sendable { case light, medium, heavy }
    public enum Flexibility: Equatable, Sendable { case rigid, solid, soft }

    public static func impact(weight: Weight = .medium, intensity: Double = 1.0) -> SensoryFeedback {
        SensoryFeedback(name: "impact")
    }

    public static func impact(flexibility: Flexibility, intensity: Double = 1.0) -> SensoryFeedback {
        SensoryFeedback(name: "impact")
    }
}

/// Whether a scroll view bounces at its ends.
public struct ScrollBounceBehavior: Sendable {
    let name: String
    public static var automatic: ScrollBounceBehavior { ScrollBounceBehavior(name: "automatic") }
    public static var always: ScrollBounceBehavior { ScrollBounceBehavior(name: "always") }
    public static var basedOnSize: ScrollBounceBehavior { ScrollBounceBehavior(name: "basedOnSize") }
}

/// The purpose of a toolbar.
public struct ToolbarRole: Sendable {
    let name: String
    public static var automatic: ToolbarRole { ToolbarRole(name: "automatic") }
    public static var navigationStack: ToolbarRole { ToolbarRole(name: "navigationStack") }
    public static var browser: ToolbarRole { ToolbarRole(name: "browser") }
    public static var editor: ToolbarRole { ToolbarRole(name: "editor") }
}
