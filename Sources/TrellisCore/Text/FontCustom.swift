/// Fonts by family name, and the widths and line spacings a font can ask
/// for. A name is looked up by fontconfig when the text is drawn: one it
/// does not know gives fontconfig's nearest match (the default sans-serif
/// family), with one warning, as a missing font does on a Mac.
extension Font {
    /// The family `name` at `size`, scaled with the dynamic type size as
    /// body text is.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        custom(name, size: size, relativeTo: .body)
    }

    /// The family `name` at `size`, scaled with the dynamic type size as
    /// `textStyle` is (all text styles scale by the same factor here).
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        var font = Font(size: size, scalesWithType: true)
        font.family = name
        return font
    }

    /// The family `name` at `fixedSize`, whatever the dynamic type size.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        var font = Font(size: fixedSize)
        font.family = name
        return font
    }

    /// The width of a face: narrower (condensed) or wider (expanded) than
    /// the standard, as SwiftUI's values (-1…1, 0 standard).
    public struct Width: Hashable, Sendable {
        public var value: CGFloat
        public init(_ value: CGFloat) { self.value = value }

        public static let compressed = Width(-0.3)
        public static let condensed = Width(-0.2)
        public static let standard = Width(0)
        public static let expanded = Width(0.2)

        /// fontconfig's width: 100 normal, 75 condensed, 125 expanded.
        var fontconfigWidth: Int {
            guard value.isFinite else { return 100 }
            return Int((100 + value * 125).rounded()).clamped(to: 50...200)
        }
    }

    /// The space between the lines of text in a font.
    public enum Leading: Hashable, Sendable {
        case standard
        case tight
        case loose

        /// Points added between lines, per point of font size.
        var factor: CGFloat {
            switch self {
            case .standard: 0
            case .tight: -0.1
            case .loose: 0.1
            }
        }
    }
}

extension Comparable {
    fileprivate func clamped(to range: ClosedRange<Self>) -> Self { min(max(self, range.lowerBound), range.upperBound) }
}
