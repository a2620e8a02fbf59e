/// The one place where window geometry is expressed in another coordinate
/// space. Layout keeps every frame in window coordinates (a scroll view's
/// offset is already in them), so a space is a translation by its origin;
/// transforms, when views gain them, change only these functions.
extension ViewNode {
    /// The window-space origin of `space` as seen from this node: the
    /// window's for `.global`, this node's frame for `.local`, the nearest
    /// enclosing view named so for `.named`. An unknown name is the window
    /// (with one diagnostic), as SwiftUI falls back to the global space.
    func origin(of space: CoordinateSpace) -> CGPoint {
        switch space {
        case .global:
            return .zero
        case .local:
            return frame.origin
        case .named(let name):
            var current: ViewNode? = self
            while let node = current {
                if let named = node.unit as? any NamingCoordinateSpace, named.spaceName == name { return node.frame.origin }
                current = node.parent
            }
            Diagnostics.report("no enclosing view has the coordinate space named \(name); the window's is used")
            return .zero
        }
    }

    /// `rect`, in window coordinates, expressed in `space`.
    func convert(_ rect: CGRect, toSpace space: CoordinateSpace) -> CGRect {
        let origin = origin(of: space)
        return rect.offsetBy(dx: -origin.x, dy: -origin.y)
    }

    /// `point`, in window coordinates, expressed in `space`.
    func convert(_ point: CGPoint, toSpace space: CoordinateSpace) -> CGPoint {
        let origin = origin(of: space)
        return CGPoint(x: point.x - origin.x, y: point.y - origin.y)
    }

    /// The window-space rectangle of the unit named `name` enclosing this node, if any.
    func frameOfNamedSpace(_ name: AnyHashable) -> CGRect? {
        var current: ViewNode? = self
        while let node = current {
            if let named = node.unit as? any NamingCoordinateSpace, named.spaceName == name { return node.frame }
            current = node.parent
        }
        return nil
    }
}

/// A unit that names its frame as a coordinate space.
@MainActor
protocol NamingCoordinateSpace {
    var spaceName: AnyHashable { get }
}
