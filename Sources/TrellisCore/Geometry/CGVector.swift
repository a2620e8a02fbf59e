#if !canImport(CoreGraphics)
/// A two-dimensional vector (a velocity), as Core Graphics' `CGVector`,
/// which Foundation on Linux lacks.
public struct CGVector: Hashable, Sendable {
    public var dx: CGFloat
    public var dy: CGFloat

    public init() { dx = 0; dy = 0 }
    public init(dx: CGFloat, dy: CGFloat) { self.dx = dx; self.dy = dy }
    public init(dx: Double, dy: Double) { self.dx = CGFloat(dx); self.dy = CGFloat(dy) }
    public init(dx: Int, dy: Int) { self.dx = CGFloat(dx); self.dy = CGFloat(dy) }

    public static var zero: CGVector { CGVector() }
}
#endif
