/// `Text(AttributedString)`: each attributed run becomes a styled run.
/// SwiftUI's attributes (`font`, `foregroundColor`, `underlineStyle`,
/// `strikethroughStyle`, `kern`, `tracking`, `baselineOffset`) are declared
/// here as SwiftUI declares them, in `AttributeScopes.SwiftUIAttributes`,
/// so `string.font = .headline` compiles; Foundation's `link` makes a
/// link. `backgroundColor` is accepted and not drawn, and so is every
/// other attribute (Linux Foundation has no `inlinePresentationIntent`).
nonisolated extension Text {
    // Disfavoured: Linux Foundation's AttributedString takes string literals,
    // which must stay localized string keys (Markdown, as in SwiftUI).
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) {
        typealias SwiftUI = AttributeScopes.SwiftUIAttributes
        var runs: [TextRun] = []
        for run in attributedContent.runs {
            let string = String(attributedContent[run.range].characters)
            guard !string.isEmpty else { continue }
            var style = TextRunStyle()
            style.font = run[SwiftUI.FontAttribute.self]
            style.foreground = run[SwiftUI.ForegroundColorAttribute.self].map(TextForeground.init)
            if let line = run[SwiftUI.UnderlineStyleAttribute.self] {
                style.underline = TextDecoration(isActive: true, pattern: line.pattern, color: line.color)
            }
            if let line = run[SwiftUI.StrikethroughStyleAttribute.self] {
                style.strikethrough = TextDecoration(isActive: true, pattern: line.pattern, color: line.color)
            }
            style.kerning = run[SwiftUI.KerningAttribute.self]
            style.tracking = run[SwiftUI.TrackingAttribute.self]
            style.baselineOffset = run[SwiftUI.BaselineOffsetAttribute.self]
            runs.append(TextRun(string: string, style: style, link: run.link))
        }
        self.init(runs: runs.isEmpty ? [TextRun(string: "")] : runs)
    }
}

extension AttributeScopes {
    public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }

    /// The attributes `Text` draws, with SwiftUI's names.
    public struct SwiftUIAttributes: AttributeScope {
        public let font: FontAttribute
        public let foregroundColor: ForegroundColorAttribute
        public let backgroundColor: BackgroundColorAttribute
        public let strikethroughStyle: StrikethroughStyleAttribute
        public let underlineStyle: UnderlineStyleAttribute
        public let kern: KerningAttribute
        public let tracking: TrackingAttribute
        public let baselineOffset: BaselineOffsetAttribute
        public let foundation: FoundationAttributes

        public enum FontAttribute: AttributedStringKey {
            public typealias Value = Font
            public static let name = "SwiftUI.Font"
        }

        public enum ForegroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = "SwiftUI.ForegroundColor"
        }

        public enum BackgroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = "SwiftUI.BackgroundColor"
        }

        public enum StrikethroughStyleAttribute: AttributedStringKey {
            public typealias Value = Text.LineStyle
            public static let name = "SwiftUI.StrikethroughStyle"
        }

        public enum UnderlineStyleAttribute: AttributedStringKey {
            public typealias Value = Text.LineStyle
            public static let name = "SwiftUI.UnderlineStyle"
        }

        public enum KerningAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.Kern"
        }

        public enum TrackingAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.Tracking"
        }

        public enum BaselineOffsetAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.BaselineOffset"
        }
    }
}

extension AttributeDynamicLookup {
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>) -> T {
        self[T.self]
    }
}
