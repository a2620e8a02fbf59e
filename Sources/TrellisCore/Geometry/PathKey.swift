/// A path as a dictionary key: equal when the paths are, hashed by their
/// elements. (`Path` itself is only `Equatable`, as SwiftUI's is.) Lets
/// the work made of a path — its stroke's outline, its pixels — be kept
/// for the next frame, which draws the same path again.
package struct PathKey: Hashable, Sendable {
    package let path: Path

    package init(_ path: Path) { self.path = path }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(path.elements.count)
        for element in path.elements {
            switch element {
            case .move(let p): hasher.combine(0); combine(p, into: &hasher)
            case .line(let p): hasher.combine(1); combine(p, into: &hasher)
            case .quadCurve(let p, let c): hasher.combine(2); combine(p, into: &hasher); combine(c, into: &hasher)
            case .curve(let p, let c1, let c2):
                hasher.combine(3); combine(p, into: &hasher); combine(c1, into: &hasher); combine(c2, into: &hasher)
            case .closeSubpath: hasher.combine(4)
            }
        }
    }

    private func combine(_ point: CGPoint, into hasher: inout Hasher) {
        hasher.combine(point.x)
        hasher.combine(point.y)
    }
}
