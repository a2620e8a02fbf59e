extension CGRect {
    /// Exact equality of the four numbers, inlined: layout compares every
    /// node's frame with its previous one in every pass, and Foundation's
    /// `==` on Linux is an out-of-line call that standardises both rects.
    @inline(__always)
    func isIdentical(to other: CGRect) -> Bool {
        origin.x == other.origin.x && origin.y == other.origin.y
            && size.width == other.size.width && size.height == other.size.height
    }
}
