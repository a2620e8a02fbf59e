extension CGRect {
    /// The smallest rectangle containing both, inlined (Foundation's is an
    /// out-of-line call that standardises both rects; layout unions every
    /// node's bounds with its children's in every pass). Both must be
    /// standard (non-negative sizes), as layout frames are.
    @inline(__always)
    func unionOfStandard(_ other: CGRect) -> CGRect {
        let minX = Swift.min(origin.x, other.origin.x), minY = Swift.min(origin.y, other.origin.y)
        let maxX = Swift.max(origin.x + size.width, other.origin.x + other.size.width)
        let maxY = Swift.max(origin.y + size.height, other.origin.y + other.size.height)
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Exact equality of the four numbers, inlined: layout compares every
    /// node's frame with its previous one in every pass, and Foundation's
    /// `==` on Linux is an out-of-line call that standardises both rects.
    @inline(__always)
    func isIdentical(to other: CGRect) -> Bool {
        origin.x == other.origin.x && origin.y == other.origin.y
            && size.width == other.size.width && size.height == other.size.height
    }

    /// Whether the two share any point, edges included, inlined (Foundation's
    /// `intersects` computes the whole intersection out of line; layout asks
    /// for every unit whether it can be seen). Both must be standard.
    @inline(__always)
    func touchesStandard(_ other: CGRect) -> Bool {
        origin.x <= other.origin.x + other.size.width && other.origin.x <= origin.x + size.width
            && origin.y <= other.origin.y + other.size.height && other.origin.y <= origin.y + size.height
    }
}
