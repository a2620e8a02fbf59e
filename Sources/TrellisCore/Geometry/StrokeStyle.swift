#if !canImport(CoreGraphics)
/// How the ends of an open stroked line are drawn (Core Graphics' type,
/// which Linux Foundation lacks).
public enum CGLineCap: Int32, Sendable, Hashable {
    case butt, round, square
}

/// How the corners of a stroked path are drawn.
public enum CGLineJoin: Int32, Sendable, Hashable {
    case miter, round, bevel
}
#endif

/// The characteristics of a stroke, as SwiftUI's `StrokeStyle`.
public struct StrokeStyle: Equatable, Hashable, Sendable {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat

    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
                miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }

    /// How far the stroke can reach beyond the path: half the width, or
    /// more where a miter or a square cap sticks out.
    package var outset: CGFloat {
        guard lineWidth.isFinite, lineWidth > 0 else { return 0 }
        let half = lineWidth / 2
        var reach = lineCap == .square ? half * 2.squareRoot() : half
        if lineJoin == .miter { reach = max(reach, half * max(1, min(miterLimit.finiteOrZero, 100))) }
        return reach
    }
}

/// How a path is filled: non-zero winding, or even-odd.
public struct FillStyle: Equatable, Hashable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool

    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

extension Path {
    /// The outline of this path stroked with `style`, as a path to fill:
    /// pieces all wound the same way, so their non-zero fill is the stroke.
    public func strokedPath(_ style: StrokeStyle) -> Path {
        StrokedPathCache.outline(of: self, style: style) {
            var result = Path()
            for polygon in StrokeOutline.polygons(of: self, style: style, tolerance: 0.1) {
                result.addLines(polygon)
                result.closeSubpath()
            }
            return result
        }
    }
}
