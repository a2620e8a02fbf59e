/// A variant of a symbol, as SwiftUI's `SymbolVariants`: `.fill`,
/// `.circle`, `.slash`, and combinations such as `.circle.fill`. A symbol
/// drawn under `symbolVariant(_:)` uses the name with the variant's
/// suffixes ("heart" with `.circle.fill` is "heart.circle.fill") when
/// the symbol table has it, and its own name otherwise.
public struct SymbolVariants: Hashable, Sendable {
    /// The enclosing shape (at most one: an inner one replaces an outer one).
    enum Enclosure: String, Hashable, Sendable { case circle, square, rectangle }

    var enclosure: Enclosure?
    var filled = false
    var slashed = false

    public static let none = SymbolVariants()
    public static let circle = SymbolVariants(enclosure: .circle)
    public static let square = SymbolVariants(enclosure: .square)
    public static let rectangle = SymbolVariants(enclosure: .rectangle)
    public static let fill = SymbolVariants(filled: true)
    public static let slash = SymbolVariants(slashed: true)

    /// This variant, encapsulated in a circle.
    public var circle: SymbolVariants { with { $0.enclosure = .circle } }
    /// This variant, encapsulated in a square.
    public var square: SymbolVariants { with { $0.enclosure = .square } }
    /// This variant, encapsulated in a rectangle.
    public var rectangle: SymbolVariants { with { $0.enclosure = .rectangle } }
    /// This variant, filled.
    public var fill: SymbolVariants { with { $0.filled = true } }
    /// This variant, slashed.
    public var slash: SymbolVariants { with { $0.slashed = true } }

    /// Whether this variant includes every part of `other`.
    public func contains(_ other: SymbolVariants) -> Bool {
        (other.enclosure == nil || other.enclosure == enclosure) && (!other.filled || filled) && (!other.slashed || slashed)
    }

    private func with(_ change: (inout SymbolVariants) -> Void) -> SymbolVariants {
        var copy = self
        change(&copy)
        return copy
    }

    /// `outer` with this variant's parts added (what a `symbolVariant`
    /// inside another one means).
    func adding(to outer: SymbolVariants) -> SymbolVariants {
        SymbolVariants(enclosure: enclosure ?? outer.enclosure, filled: filled || outer.filled, slashed: slashed || outer.slashed)
    }

    /// `base` with this variant's suffixes in SF Symbols' order (slash,
    /// then the enclosure, then fill), skipping those it already has.
    func symbolName(for base: String) -> String {
        var parts = base.split(separator: ".").map(String.init)
        let hadFill = parts.last == "fill"
        if hadFill { parts.removeLast() }
        if slashed, !parts.contains("slash") { parts.append("slash") }
        if let enclosure, !parts.contains(enclosure.rawValue) { parts.append(enclosure.rawValue) }
        if filled || hadFill { parts.append("fill") }
        return parts.joined(separator: ".")
    }
}

extension EnvironmentValues {
    /// The symbol variant symbols in this environment use.
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }
}

private struct SymbolVariantsKey: EnvironmentKey { static let defaultValue = SymbolVariants.none }

nonisolated extension View {
    /// Makes symbols within the view show `variant`, added to any variant
    /// set further out (`.none` changes nothing).
    public func symbolVariant(_ variant: SymbolVariants) -> some View {
        transformEnvironment(\.symbolVariants) { $0 = variant.adding(to: $0) }
    }
}
