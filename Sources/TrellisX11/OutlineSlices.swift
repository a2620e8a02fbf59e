import TrellisCore

/// How the coverage of a rect-like outline, blurred by up to `reach`
/// pixels or not at all, is cut into nine slices: four corners, four edges
/// and a centre. Columns of the outline's middle band that lie farther
/// than the reach from a corner all come out alike, so the shadow (or the
/// clip mask) of any width is that of a small *model* shape — the same
/// corners around a band one column wider than the blur needs — with its
/// middle column stretched, and likewise for rows. A model is made once
/// per key (`SliceModelCache`).
///
/// Geometry in pixels: `model...` in the model's own surface, whose
/// top-left is `reach` pixels above-left of the outline's whole-pixel
/// bounds; the placement in target pixels.
struct OutlineSlices {
    /// One axis: where its three slices lie in the model and on the target.
    /// An axis that does not stretch has one slice, the whole shadow.
    struct Axis: Equatable {
        /// The first slice's width in the model and on the target (the
        /// corner: reach + corner + reach).
        let near: Int
        /// The last slice's width (the other corner).
        let far: Int
        /// The stretched slice's width on the target (≥ 0); one pixel in the model.
        let middle: Int
        /// The target pixel of the first slice's first pixel (before the shadow's offset).
        let start: Int
        var stretches = true
        /// The model's size along the axis: near + 1 + far.
        var modelSize: Int { stretches ? near + 1 + far : near }
        /// The model's pixel that is stretched.
        var modelMiddle: Int { stretches ? near : 0 }
    }

    let horizontal: Axis
    let vertical: Axis
    /// The outline the model is drawn from, and the model's sides (its
    /// surface's pixels): `modelPolygon` is made only for a model.
    private let outline: RectLikeOutline
    private let modelSides: (left: CGFloat, right: CGFloat, top: CGFloat, bottom: CGFloat)
    /// Parts of the model's surface to clear after filling: where an
    /// opaque cover rectangle smaller than the outline leaves it bare.
    let modelCuts: [CGRect]
    /// Identifies the model (outline offsets, sides' phases, reach, cuts)
    /// for a cache; the same key always gives the same model.
    let key: [Int32]

    /// Offsets are rounded to this fraction of a pixel.
    static let offsetSteps: CGFloat = 64
    /// Sides that lie within a pixel (not snapped: a capsule's ends) are
    /// placed to this fraction of a pixel in a blurred model: the blur
    /// hides the difference, and fewer models serve a moving shape.
    static let blurredPhaseSteps: CGFloat = 16
    /// ... and to this fraction in a clip's coverage, whose edges show.
    static let sharpPhaseSteps: CGFloat = 256

    /// Nil when the outline is too small for its corners and the blur's
    /// reach, or the cover cuts into its middle.
    init?(outline: RectLikeOutline, reach: Int, cover: CGRect? = nil, phaseSteps: CGFloat = Self.blurredPhaseSteps) {
        guard reach >= 0,
              let h = Self.axis(low: outline.left, high: outline.right, lowReach: outline.leftReach,
                                highReach: outline.rightReach, reach: reach, stretches: outline.stretchesHorizontally,
                                cover: cover.map { ($0.minX, $0.maxX) }, phaseSteps: phaseSteps),
              let v = Self.axis(low: outline.top, high: outline.bottom, lowReach: outline.topReach,
                                highReach: outline.bottomReach, reach: reach, stretches: outline.stretchesVertically,
                                cover: cover.map { ($0.minY, $0.maxY) }, phaseSteps: phaseSteps) else { return nil }
        horizontal = h.axis
        vertical = v.axis
        self.outline = outline
        // The model's sides: the outline's low side `reach` pixels (plus its
        // phase) in, the high side `reach` pixels (plus phase) short of the end.
        modelSides = (CGFloat(reach) + h.lowPhase, CGFloat(h.axis.modelSize - reach) - h.highPhase,
                      CGFloat(reach) + v.lowPhase, CGFloat(v.axis.modelSize - reach) - v.highPhase)
        let width = CGFloat(h.axis.modelSize), height = CGFloat(v.axis.modelSize)
        var cuts: [CGRect] = []
        if h.cuts.low > 0 { cuts.append(CGRect(x: 0, y: 0, width: CGFloat(reach + h.cuts.low), height: height)) }
        if h.cuts.high > 0 { cuts.append(CGRect(x: width - CGFloat(reach + h.cuts.high), y: 0, width: CGFloat(reach + h.cuts.high), height: height)) }
        if v.cuts.low > 0 { cuts.append(CGRect(x: 0, y: 0, width: width, height: CGFloat(reach + v.cuts.low))) }
        if v.cuts.high > 0 { cuts.append(CGRect(x: 0, y: height - CGFloat(reach + v.cuts.high), width: width, height: CGFloat(reach + v.cuts.high))) }
        modelCuts = cuts
        var key: [Int32] = [Int32(reach), h.axis.stretches ? 1 : 0, v.axis.stretches ? 1 : 0, Int32(h.axis.near), Int32(h.axis.far), Int32(v.axis.near), Int32(v.axis.far),
                            Int32(phaseSteps), Int32(h.lowPhase * phaseSteps), Int32(h.highPhase * phaseSteps),
                            Int32(v.lowPhase * phaseSteps), Int32(v.highPhase * phaseSteps),
                            Int32(h.cuts.low), Int32(h.cuts.high), Int32(v.cuts.low), Int32(v.cuts.high),
                            Int32(outline.vertices.count), outline.unflattened == nil ? 0 : 1]
        key.reserveCapacity(key.count + 2 * outline.vertices.count)
        for vertex in outline.vertices {
            key.append(Int32(clamping: Int((vertex.x * Self.offsetSteps).rounded())) << 1 | (vertex.fromRight ? 1 : 0))
            key.append(Int32(clamping: Int((vertex.y * Self.offsetSteps).rounded())) << 1 | (vertex.fromBottom ? 1 : 0))
        }
        self.key = key
    }

    /// The model's outline, in its surface's pixels.
    var modelPolygon: [CGPoint] {
        func quantised(_ v: CGFloat) -> CGFloat { (v * Self.offsetSteps).rounded() / Self.offsetSteps }
        return outline.polygonVertices.map { vertex in
            CGPoint(x: (vertex.fromRight ? modelSides.right : modelSides.left) + quantised(vertex.x),
                    y: (vertex.fromBottom ? modelSides.bottom : modelSides.top) + quantised(vertex.y))
        }
    }

    /// One axis of the slicing: the outline spans `low`…`high` (target
    /// pixels), its corners reaching `lowReach` and `highReach` in.
    private static func axis(low: CGFloat, high: CGFloat, lowReach: CGFloat, highReach: CGFloat, reach: Int,
                             stretches: Bool, cover: (CGFloat, CGFloat)?, phaseSteps: CGFloat)
        -> (axis: Axis, lowPhase: CGFloat, highPhase: CGFloat, cuts: (low: Int, high: Int))? {
        guard low.isFinite, high.isFinite, abs(low) < 1e6, abs(high) < 1e6, high > low else { return nil }
        let first = low.rounded(.down), last = high.rounded(.up)
        let lowPhase = ((low - first) * phaseSteps).rounded() / phaseSteps
        let highPhase = ((last - high) * phaseSteps).rounded() / phaseSteps
        // Whole pixels holding a corner. Snapping stretches a shape's corners
        // by up to half a pixel; the extra half keeps them inside.
        let span = Int(last - first)
        // Not stretched: one slice, the whole span (a "corner" to each side).
        let nearCorner = stretches ? Int((lowPhase + lowReach + 0.5).rounded(.up)) : span
        let farCorner = stretches ? Int((highPhase + highReach + 0.5).rounded(.up)) : span
        let middle = stretches ? span - nearCorner - farCorner - 2 * reach : 0
        guard middle >= 0 else { return nil }
        var cuts = (low: 0, high: 0)
        if let (coverLow, coverHigh) = cover {
            // Whole pixels of the outline left bare by the cover: only a
            // corner's may be.
            guard coverLow == coverLow.rounded(), coverHigh == coverHigh.rounded() else { return nil }
            cuts = (max(0, Int(coverLow - first)), max(0, Int(last - coverHigh)))
            guard cuts.low <= nearCorner, cuts.high <= farCorner else { return nil }
        }
        let axis = stretches ? Axis(near: nearCorner + 2 * reach, far: farCorner + 2 * reach, middle: middle, start: Int(first) - reach)
                             : Axis(near: span + 2 * reach, far: 0, middle: 0, start: Int(first) - reach, stretches: false)
        return (axis, lowPhase, highPhase, cuts)
    }
}
