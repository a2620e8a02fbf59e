/// An animation of symbol images, as the `SymbolEffect`s SwiftUI takes
/// from the Symbols framework: `.bounce`, `.pulse`, `.variableColor`,
/// `.scale`, `.appear`, `.disappear`, `.wiggle`, `.breathe`, `.rotate`,
/// `.replace`. Trellis' symbols are single glyphs of an icon font, so an
/// effect moves the whole glyph (`.byLayer` draws as `.wholeSymbol`, and
/// `.variableColor` dims and restores the glyph instead of its layers).
public protocol SymbolEffect: Hashable, Sendable {}
/// An effect that plays once when a value changes (`symbolEffect(_:options:value:)`).
public protocol DiscreteSymbolEffect: SymbolEffect {}
/// An effect that lasts while it is active (`symbolEffect(_:options:isActive:)`).
public protocol IndefiniteSymbolEffect: SymbolEffect {}
/// An effect that shows or hides a symbol (`Transition.symbolEffect`).
public protocol TransitionSymbolEffect: SymbolEffect {}
/// An effect that replaces one symbol with another (`ContentTransition.symbolEffect`).
public protocol ContentTransitionSymbolEffect: SymbolEffect {}

/// How an effect moves the glyph, as the engine plays it.
package enum SymbolMotion: Hashable, Sendable {
    /// Played over time, once per play.
    case bounce(up: Bool), pulse, variableColor, breathe(pulses: Bool), wiggle(SymbolWiggle), rotate(clockwise: Bool)
    /// A state held while active, reached with a short animation.
    case scale(up: Bool), appear, disappear
    /// Replacing a symbol (a content transition).
    case replace
}

/// The direction a wiggle moves in.
package enum SymbolWiggle: Hashable, Sendable {
    case horizontal(Double), vertical(Double), rotation(Double)
}

/// A symbol effect whose motion the engine knows.
protocol SymbolMotionEffect: SymbolEffect {
    var motion: SymbolMotion { get }
}

extension SymbolEffect {
    /// The motion this effect plays (nil for an effect type the engine does not know).
    var symbolMotion: SymbolMotion? { (self as? any SymbolMotionEffect)?.motion }
}

/// How a symbol effect plays: how many times, and how fast.
public struct SymbolEffectOptions: Hashable, Sendable {
    /// Plays: nil is the effect's own (once for a value change, for ever
    /// while an indefinite effect is active); `Int.max` is for ever.
    var plays: Int?
    var speedFactor: Double = 1

    public static let `default` = SymbolEffectOptions()
    public static let repeating = SymbolEffectOptions(plays: .max)
    public static let nonRepeating = SymbolEffectOptions(plays: 1)
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions.default.repeat(count) }
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions.default.speed(speed) }

    public var repeating: SymbolEffectOptions { with { $0.plays = .max } }
    public var nonRepeating: SymbolEffectOptions { with { $0.plays = 1 } }
    /// Plays `count` times (at least once).
    public func `repeat`(_ count: Int) -> SymbolEffectOptions { with { $0.plays = max(1, count) } }
    /// Plays `speed` times as fast (a speed that is not positive and finite changes nothing).
    public func speed(_ speed: Double) -> SymbolEffectOptions {
        with { if speed.isFinite, speed > 0 { $0.speedFactor *= speed } }
    }

    private func with(_ change: (inout SymbolEffectOptions) -> Void) -> SymbolEffectOptions {
        var copy = self
        change(&copy)
        return copy
    }
}
