/// A text part's own foreground: a colour, or a style resolved against the
/// environment where the text is shown (`.secondary` dims the foreground
/// around it).
package struct TextForeground: Hashable, Sendable {
    private let style: AnyShapeStyle

    init<S: ShapeStyle>(_ style: S) { self.style = AnyShapeStyle(style) }

    func resolved(in environment: EnvironmentValues) -> RGBAColor { style._resolve(in: environment).resolved(in: environment) }

    /// Styles that are `Hashable` compare by value; others are never
    /// equal, so a text using one counts as changed at every update.
    private var identity: AnyHashable? { (style.style as? any Hashable).map { AnyHashable($0) } }

    package static func == (lhs: TextForeground, rhs: TextForeground) -> Bool {
        guard let left = lhs.identity, let right = rhs.identity else { return false }
        return left == right
    }

    package func hash(into hasher: inout Hasher) { hasher.combine(identity) }
}
