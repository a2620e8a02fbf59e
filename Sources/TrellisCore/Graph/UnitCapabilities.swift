/// What only some units are — a graphics effect, a transition, paint that
/// animates — asked through `FramedView` requirements instead of casts.
///
/// `unit as? any P` for a type that does not conform scans every protocol
/// conformance in the program the first time each (type, protocol) pair is
/// asked; a statically linked app holds thousands (the Swift runtime's and
/// Foundation's too). Layout and the animator asked six such questions of
/// every new unit type, a few milliseconds of each start. A requirement
/// with a default is a witness-table call instead: each capability's
/// protocol refines `FramedView` and answers `self` for its conformers.
extension FramedView {
    var asGraphicsEffect: (any GraphicsEffectUnit)? { nil }
    func graphicsEffect(node: ViewNode, settled: Bool) -> GraphicsEffect? { nil }
    var asTransitionProvider: (any TransitionProviding)? { nil }
    var asAnimatablePaint: (any AnimatablePaint)? { nil }
    var asAnimatableShapeData: (any AnimatableShapeData)? { nil }
    var zIndexValue: Double { 0 }
    var isSafeAreaInset: Bool { false }
    static var isGeometryGroup: Bool { false }
}

extension GraphicsEffectUnit {
    var asGraphicsEffect: (any GraphicsEffectUnit)? { self }
    // Every frame's paint bounds ask this of every effect node: resolving
    // the 1,000 decorated tiles' presented frames spent a quarter of its
    // time copying units into `asGraphicsEffect`'s box (perf, 2026-12-02).
    func graphicsEffect(node: ViewNode, settled: Bool) -> GraphicsEffect? {
        settled ? settledEffect(node: node) : presentedEffect(node: node)
    }
}

extension TransitionProviding {
    var asTransitionProvider: (any TransitionProviding)? { self }
}

extension AnimatablePaint {
    var asAnimatablePaint: (any AnimatablePaint)? { self }
}

extension AnimatableShapeData {
    var asAnimatableShapeData: (any AnimatableShapeData)? { self }
}
