/// The size people asked text to be, as SwiftUI's `DynamicTypeSize`. On
/// Linux the desktop's DPI scales the whole window instead (see
/// `displayScale`), so it is `.large`, the size fonts are designed at,
/// unless `dynamicTypeSize(_:)` sets it. Fonts made from text
/// styles (`.body`, `.title` …) scale with it; `Font.system(size:)`
/// keeps its size, as in SwiftUI.
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// Whether this is one of the accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    /// How much larger than at `.large` text is: iOS's body sizes
    /// (14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53 points) over 17.
    package var scale: CGFloat {
        switch self {
        case .xSmall: 14 / 17
        case .small: 15 / 17
        case .medium: 16 / 17
        case .large: 1
        case .xLarge: 19 / 17
        case .xxLarge: 21 / 17
        case .xxxLarge: 23 / 17
        case .accessibility1: 28 / 17
        case .accessibility2: 33 / 17
        case .accessibility3: 40 / 17
        case .accessibility4: 47 / 17
        case .accessibility5: 53 / 17
        }
    }
}

extension EnvironmentValues {
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }
}

private struct DynamicTypeSizeKey: EnvironmentKey { static let defaultValue = DynamicTypeSize.large }

nonisolated extension View {
    /// Sets the type size of the text in this view.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        environment(\.dynamicTypeSize, size)
    }

    /// Keeps the type size of the text in this view within `range`: the
    /// desktop's size, clamped.
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        EnvironmentModifierView(content: self, value: range) { $0.dynamicTypeSize = DynamicTypeSize.clamp($0.dynamicTypeSize, to: $1) }
    }
}

extension DynamicTypeSize {
    /// `size` moved to the nearest size `range` contains.
    static func clamp<T: RangeExpression>(_ size: DynamicTypeSize, to range: T) -> DynamicTypeSize where T.Bound == DynamicTypeSize {
        if range.contains(size) { return size }
        let inside = allCases.filter { range.contains($0) }
        guard let lowest = inside.first, let highest = inside.last else { return size }
        return size < lowest ? lowest : highest
    }
}
