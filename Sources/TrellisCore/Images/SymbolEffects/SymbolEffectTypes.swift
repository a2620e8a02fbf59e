/// Scales the symbol down and springs it back up (or the other way round).
public struct BounceSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, SymbolMotionEffect {
    var goesUp = true
    public var up: BounceSymbolEffect { BounceSymbolEffect(goesUp: true) }
    public var down: BounceSymbolEffect { BounceSymbolEffect(goesUp: false) }
    public var byLayer: BounceSymbolEffect { self }
    public var wholeSymbol: BounceSymbolEffect { self }
    var motion: SymbolMotion { .bounce(up: goesUp) }
}

/// Fades the symbol's opacity down and back.
public struct PulseSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, SymbolMotionEffect {
    public var byLayer: PulseSymbolEffect { self }
    public var wholeSymbol: PulseSymbolEffect { self }
    var motion: SymbolMotion { .pulse }
}

/// Dims and restores the symbol in steps (its layers, on a Mac).
public struct VariableColorSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, SymbolMotionEffect {
    public var iterative: VariableColorSymbolEffect { self }
    public var cumulative: VariableColorSymbolEffect { self }
    public var reversing: VariableColorSymbolEffect { self }
    public var nonReversing: VariableColorSymbolEffect { self }
    public var hideInactiveLayers: VariableColorSymbolEffect { self }
    public var dimInactiveLayers: VariableColorSymbolEffect { self }
    var motion: SymbolMotion { .variableColor }
}

/// Scales the symbol up (or down) while active.
public struct ScaleSymbolEffect: IndefiniteSymbolEffect, SymbolMotionEffect {
    var goesUp = true
    public var up: ScaleSymbolEffect { ScaleSymbolEffect(goesUp: true) }
    public var down: ScaleSymbolEffect { ScaleSymbolEffect(goesUp: false) }
    public var byLayer: ScaleSymbolEffect { self }
    public var wholeSymbol: ScaleSymbolEffect { self }
    var motion: SymbolMotion { .scale(up: goesUp) }
}

/// Shows the symbol, growing and fading in.
public struct AppearSymbolEffect: IndefiniteSymbolEffect, TransitionSymbolEffect, SymbolMotionEffect {
    public var up: AppearSymbolEffect { self }
    public var down: AppearSymbolEffect { self }
    public var byLayer: AppearSymbolEffect { self }
    public var wholeSymbol: AppearSymbolEffect { self }
    var motion: SymbolMotion { .appear }
}

/// Hides the symbol while active, shrinking and fading out.
public struct DisappearSymbolEffect: IndefiniteSymbolEffect, TransitionSymbolEffect, SymbolMotionEffect {
    public var up: DisappearSymbolEffect { self }
    public var down: DisappearSymbolEffect { self }
    public var byLayer: DisappearSymbolEffect { self }
    public var wholeSymbol: DisappearSymbolEffect { self }
    var motion: SymbolMotion { .disappear }
}

/// Replaces one symbol with another (a cross-fade in Trellis).
public struct ReplaceSymbolEffect: ContentTransitionSymbolEffect, SymbolMotionEffect {
    public var downUp: ReplaceSymbolEffect { self }
    public var upUp: ReplaceSymbolEffect { self }
    public var offUp: ReplaceSymbolEffect { self }
    public var byLayer: ReplaceSymbolEffect { self }
    public var wholeSymbol: ReplaceSymbolEffect { self }
    var motion: SymbolMotion { .replace }
}

/// Shakes the symbol to and fro: turning by default, or along a direction.
public struct WiggleSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, SymbolMotionEffect {
    var wiggle = SymbolWiggle.rotation(1)
    public var left: WiggleSymbolEffect { WiggleSymbolEffect(wiggle: .horizontal(-1)) }
    public var right: WiggleSymbolEffect { WiggleSymbolEffect(wiggle: .horizontal(1)) }
    public var up: WiggleSymbolEffect { WiggleSymbolEffect(wiggle: .vertical(-1)) }
    public var down: WiggleSymbolEffect { WiggleSymbolEffect(wiggle: .vertical(1)) }
    public var forward: WiggleSymbolEffect { WiggleSymbolEffect(wiggle: .horizontal(1)) }
    public var backward: WiggleSymbolEffect { WiggleSymbolEffect(wiggle: .horizontal(-1)) }
    public var clockwise: WiggleSymbolEffect { WiggleSymbolEffect(wiggle: .rotation(1)) }
    public var counterClockwise: WiggleSymbolEffect { WiggleSymbolEffect(wiggle: .rotation(-1)) }
    public var byLayer: WiggleSymbolEffect { self }
    public var wholeSymbol: WiggleSymbolEffect { self }
    var motion: SymbolMotion { .wiggle(wiggle) }
}

/// Grows and shrinks the symbol gently, as breathing (`.pulse` fades it too).
public struct BreatheSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, SymbolMotionEffect {
    var pulses = false
    public var plain: BreatheSymbolEffect { BreatheSymbolEffect(pulses: false) }
    public var pulse: BreatheSymbolEffect { BreatheSymbolEffect(pulses: true) }
    public var byLayer: BreatheSymbolEffect { self }
    public var wholeSymbol: BreatheSymbolEffect { self }
    var motion: SymbolMotion { .breathe(pulses: pulses) }
}

/// Turns the symbol a full turn per play.
public struct RotateSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, SymbolMotionEffect {
    var turnsClockwise = true
    public var clockwise: RotateSymbolEffect { RotateSymbolEffect(turnsClockwise: true) }
    public var counterClockwise: RotateSymbolEffect { RotateSymbolEffect(turnsClockwise: false) }
    public var byLayer: RotateSymbolEffect { self }
    public var wholeSymbol: RotateSymbolEffect { self }
    var motion: SymbolMotion { .rotate(clockwise: turnsClockwise) }
}

extension SymbolEffect where Self == BounceSymbolEffect { public static var bounce: BounceSymbolEffect { BounceSymbolEffect() } }
extension SymbolEffect where Self == PulseSymbolEffect { public static var pulse: PulseSymbolEffect { PulseSymbolEffect() } }
extension SymbolEffect where Self == VariableColorSymbolEffect {
    public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect() }
}
extension SymbolEffect where Self == ScaleSymbolEffect { public static var scale: ScaleSymbolEffect { ScaleSymbolEffect() } }
extension SymbolEffect where Self == AppearSymbolEffect { public static var appear: AppearSymbolEffect { AppearSymbolEffect() } }
extension SymbolEffect where Self == DisappearSymbolEffect {
    public static var disappear: DisappearSymbolEffect { DisappearSymbolEffect() }
}
extension SymbolEffect where Self == ReplaceSymbolEffect { public static var replace: ReplaceSymbolEffect { ReplaceSymbolEffect() } }
extension SymbolEffect where Self == WiggleSymbolEffect { public static var wiggle: WiggleSymbolEffect { WiggleSymbolEffect() } }
extension SymbolEffect where Self == BreatheSymbolEffect { public static var breathe: BreatheSymbolEffect { BreatheSymbolEffect() } }
extension SymbolEffect where Self == RotateSymbolEffect { public static var rotate: RotateSymbolEffect { RotateSymbolEffect() } }
