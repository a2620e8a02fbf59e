/// How text fields look, as SwiftUI's `TextFieldStyle`: `.roundedBorder`
/// (a white field with a rounded border, the default on a desktop) or
/// `.plain` (the text alone).
public protocol TextFieldStyle {
    /// The look Trellis draws for this style.
    var _kind: _TextFieldStyleKind { get }
}

/// The looks Trellis draws (SwiftUI's styles have no public requirements).
public enum _TextFieldStyleKind: Sendable { case roundedBorder, plain }

public struct DefaultTextFieldStyle: TextFieldStyle {
    public init() {}
    public var _kind: _TextFieldStyleKind { .roundedBorder }
}

public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    public init() {}
    public var _kind: _TextFieldStyleKind { .roundedBorder }
}

public struct PlainTextFieldStyle: TextFieldStyle {
    public init() {}
    public var _kind: _TextFieldStyleKind { .plain }
}

/// macOS's square-bordered field; drawn like `.roundedBorder`.
public struct SquareBorderTextFieldStyle: TextFieldStyle {
    public init() {}
    public var _kind: _TextFieldStyleKind { .roundedBorder }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == SquareBorderTextFieldStyle {
    public static var squareBorder: SquareBorderTextFieldStyle { SquareBorderTextFieldStyle() }
}

private struct TextFieldStyleKey: EnvironmentKey {
    static let defaultValue: _TextFieldStyleKind = .roundedBorder
}

extension EnvironmentValues {
    var textFieldStyleKind: _TextFieldStyleKind {
        get { self[TextFieldStyleKey.self] }
        set { self[TextFieldStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        let kind = style._kind
        return environment(\.textFieldStyleKind, kind)
    }
}
