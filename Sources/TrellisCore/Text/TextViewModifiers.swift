/// The text-styling modifiers on any view (SwiftUI has them on `View`
/// since macOS 13 and 14): they apply to every `Text` inside through the
/// environment. A text's own modifiers win; among view modifiers the
/// innermost wins, as with any environment value.
nonisolated extension View {
    public func bold(_ isActive: Bool = true) -> some View {
        styleText { $0.weight = isActive ? .bold : .regular }
    }

    public func italic(_ isActive: Bool = true) -> some View {
        styleText { $0.isItalic = isActive }
    }

    public func fontWeight(_ weight: Font.Weight?) -> some View {
        styleText { $0.weight = weight }
    }

    public func fontDesign(_ design: Font.Design?) -> some View {
        styleText { $0.design = design }
    }

    public func fontWidth(_ width: Font.Width?) -> some View {
        styleText { $0.width = width }
    }

    public func monospaced(_ isActive: Bool = true) -> some View {
        styleText { $0.isMonospaced = isActive }
    }

    public func monospacedDigit() -> some View {
        styleText { $0.monospacedDigit = true }
    }

    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        styleText { $0.underline = TextDecoration(isActive: isActive, pattern: pattern, color: color) }
    }

    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid,
                              color: Color? = nil) -> some View {
        styleText { $0.strikethrough = TextDecoration(isActive: isActive, pattern: pattern, color: color) }
    }

    public func kerning(_ kerning: CGFloat) -> some View {
        styleText { $0.kerning = kerning }
    }

    public func tracking(_ tracking: CGFloat) -> some View {
        styleText { $0.tracking = tracking }
    }

    public func baselineOffset(_ baselineOffset: CGFloat) -> some View {
        styleText { $0.baselineOffset = baselineOffset }
    }

    private func styleText(_ set: @escaping (inout TextRunStyle) -> Void) -> some View {
        EnvironmentModifierView(content: self) { set(&$0.textModifiers) }
    }
}

extension EnvironmentValues {
    /// What the view modifiers above set for the texts inside; each text
    /// run's own style is filled from it.
    var textModifiers: TextRunStyle {
        get { self[TextModifiersKey.self] }
        set { self[TextModifiersKey.self] = newValue }
    }
}

private struct TextModifiersKey: EnvironmentKey { static let defaultValue = TextRunStyle() }

extension Text {
    /// How an underline or strikethrough is drawn: its pattern and colour.
    public struct LineStyle: Hashable, Sendable {
        public var pattern: Pattern
        public var color: Color?

        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }

        public static let single = LineStyle()

        /// A solid line, or dots and dashes in multiples of the line's thickness.
        public struct Pattern: Hashable, Sendable {
            /// Lengths drawn and skipped in turn, in thicknesses; empty is solid.
            let dashes: [CGFloat]

            public static let solid = Pattern(dashes: [])
            public static let dot = Pattern(dashes: [1, 1])
            public static let dash = Pattern(dashes: [3, 2])
            public static let dashDot = Pattern(dashes: [3, 2, 1, 2])
            public static let dashDotDot = Pattern(dashes: [3, 2, 1, 2, 1, 2])
        }
    }
}
