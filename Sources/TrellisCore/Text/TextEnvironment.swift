/// The environment values and view modifiers that change how every `Text`
/// inside is laid out: `textCase`, `lineSpacing` and `truncationMode`.
extension EnvironmentValues {
    /// Text shown in upper or lower case; nil shows it as written.
    public var textCase: Text.Case? {
        get { self[TextCaseKey.self] }
        set { self[TextCaseKey.self] = newValue }
    }

    /// Where a text that does not fit loses characters.
    public var truncationMode: Text.TruncationMode {
        get { self[TruncationModeKey.self] }
        set { self[TruncationModeKey.self] = newValue }
    }

    /// Extra space between the lines of a text, in points.
    public var lineSpacing: CGFloat {
        get { self[LineSpacingKey.self] }
        set { self[LineSpacingKey.self] = newValue }
    }
}

extension Text {
    /// A case to show text in, whatever case it was written in.
    public enum Case: Hashable, Sendable {
        case uppercase
        case lowercase

        func apply(to string: String) -> String {
            switch self {
            case .uppercase: string.uppercased()
            case .lowercase: string.lowercased()
            }
        }
    }
}

nonisolated extension View {
    public func textCase(_ textCase: Text.Case?) -> some View {
        environment(\.textCase, textCase)
    }

    public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
        environment(\.lineSpacing, lineSpacing)
    }

    public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        environment(\.truncationMode, mode)
    }

    /// Accepted, and does nothing: Trellis never tightens the space between
    /// letters to fit a line (it wraps, truncates or, with
    /// `minimumScaleFactor`, shrinks).
    public func allowsTightening(_ flag: Bool) -> some View { self }
}

private struct TextCaseKey: EnvironmentKey { static let defaultValue: Text.Case? = nil }
private struct LineSpacingKey: EnvironmentKey { static let defaultValue: CGFloat = 0 }
private struct TruncationModeKey: EnvironmentKey { static let defaultValue = Text.TruncationMode.tail }
