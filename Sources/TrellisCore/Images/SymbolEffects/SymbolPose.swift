import Foundation

/// How a symbol effect draws the glyph at one instant: scaled and turned
/// about its centre, moved, and faded. Symbol images read it from the
/// environment when they paint.
package struct SymbolPose: Equatable, Sendable {
    var scale = 1.0
    var opacity = 1.0
    /// Degrees, clockwise on screen.
    var rotation = 0.0
    var offset = CGSize.zero

    static let rest = SymbolPose()
    /// Where `.appear` starts and `.disappear` ends.
    static let hidden = SymbolPose(scale: 0.5, opacity: 0)

    /// This pose with `inner` (an effect nearer the symbol) applied inside it.
    func applying(_ inner: SymbolPose) -> SymbolPose {
        SymbolPose(scale: scale * inner.scale, opacity: opacity * inner.opacity, rotation: rotation + inner.rotation,
                   offset: CGSize(width: offset.width + inner.offset.width, height: offset.height + inner.offset.height))
    }

    /// The pose `fraction` of the way to `other`.
    func interpolated(to other: SymbolPose, _ fraction: Double) -> SymbolPose {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * fraction }
        return SymbolPose(scale: mix(scale, other.scale), opacity: mix(opacity, other.opacity), rotation: mix(rotation, other.rotation),
                          offset: CGSize(width: mix(offset.width, other.offset.width), height: mix(offset.height, other.offset.height)))
    }

    /// The transform that draws a glyph centred at `centre` in this pose.
    func transform(about centre: CGPoint) -> CGAffineTransform {
        let turn = CGAffineTransform(scaleX: scale, y: scale).concatenating(CGAffineTransform(rotationAngle: rotation * .pi / 180))
        return CGAffineTransform.about(centre, turn).concatenating(CGAffineTransform(translationX: offset.width, y: offset.height))
    }
}

extension SymbolMotion {
    /// Seconds one play lasts at speed 1 (state motions: their change).
    var playLength: Double {
        switch self {
        case .bounce: 0.6
        case .pulse: 1.0
        case .variableColor: 1.2
        case .breathe: 1.6
        case .wiggle: 0.8
        case .rotate: 1.0
        case .scale, .appear, .disappear, .replace: 0.3
        }
    }

    /// Whether the motion is a state held while active rather than plays.
    var holdsState: Bool {
        switch self {
        case .scale, .appear, .disappear, .replace: true
        default: false
        }
    }

    /// The state a state motion holds (`active`) or leaves (not active).
    func heldPose(active: Bool) -> SymbolPose {
        switch self {
        case .scale(let up): active ? SymbolPose(scale: up ? 1.2 : 0.8) : .rest
        case .disappear: active ? .hidden : .rest
        default: .rest
        }
    }

    /// The pose `progress` (0…1) of the way through one play.
    func pose(at progress: Double) -> SymbolPose {
        let u = min(1, max(0, progress.isNaN ? 0 : progress))
        switch self {
        case .bounce(let up):
            // Squashed first, then past its size, settling back.
            return SymbolPose(scale: 1 - (up ? 1 : -1) * 0.2 * sin(2 * .pi * u) * (1 - u))
        case .pulse:
            return SymbolPose(opacity: 1 - 0.7 * sin(.pi * u))
        case .variableColor:
            return SymbolPose(opacity: 0.35 + 0.65 * (0.5 + 0.5 * cos(2 * .pi * u)))
        case .breathe(let pulses):
            let swell = sin(.pi * u)
            return SymbolPose(scale: 1 + 0.1 * swell, opacity: pulses ? 1 - 0.4 * swell : 1)
        case .wiggle(let wiggle):
            let shake = sin(4 * .pi * u) * (1 - u)
            switch wiggle {
            case .rotation(let sign): return SymbolPose(rotation: 12 * sign * shake)
            case .horizontal(let sign): return SymbolPose(offset: CGSize(width: 4 * sign * shake, height: 0))
            case .vertical(let sign): return SymbolPose(offset: CGSize(width: 0, height: 4 * sign * shake))
            }
        case .rotate(let clockwise):
            return SymbolPose(rotation: (clockwise ? 360 : -360) * u)
        case .scale, .appear, .disappear, .replace:
            return .rest
        }
    }
}

extension EnvironmentValues {
    /// The pose symbol effects around give symbol images here.
    var symbolPose: SymbolPose {
        get { self[SymbolPoseKey.self] }
        set { self[SymbolPoseKey.self] = newValue }
    }

    /// Whether symbol effects are removed here (`symbolEffectsRemoved`).
    var symbolEffectsRemoved: Bool {
        get { self[SymbolEffectsRemovedKey.self] }
        set { self[SymbolEffectsRemovedKey.self] = newValue }
    }
}

private struct SymbolPoseKey: EnvironmentKey { static let defaultValue = SymbolPose.rest }
private struct SymbolEffectsRemovedKey: EnvironmentKey { static let defaultValue = false }
