/// What a `GeometryReader` tells its content: its size, and its frame in
/// the window, in a named space or in its own. A value taken when layout
/// gave the reader its frame (the layout's frame, not an animated one).
public struct GeometryProxy: Equatable, @unchecked Sendable {
    /// The reader's size.
    public let size: CGSize
    /// The reader's frame in window coordinates.
    let globalFrame: CGRect
    /// The named coordinate spaces around the reader, nearest first, with
    /// their frames in window coordinates.
    let namedSpaces: [NamedSpace]

    struct NamedSpace: Equatable {
        let name: AnyHashable
        let frame: CGRect
    }

    init(size: CGSize, globalFrame: CGRect, namedSpaces: [NamedSpace]) {
        self.size = size
        self.globalFrame = globalFrame
        self.namedSpaces = namedSpaces
    }

    /// The proxy for `node` as layout placed it.
    @MainActor
    init(node: ViewNode) {
        var spaces: [NamedSpace] = []
        var current: ViewNode? = node.parent
        while let ancestor = current {
            if let named = ancestor.unit as? any NamingCoordinateSpace {
                spaces.append(NamedSpace(name: named.spaceName, frame: ancestor.frame))
            }
            current = ancestor.parent
        }
        self.init(size: node.frame.size, globalFrame: node.frame, namedSpaces: spaces)
    }

    /// A desktop window has no safe-area insets.
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }

    /// The reader's frame in `space`.
    public func frame(in space: CoordinateSpace) -> CGRect {
        let origin = origin(of: space)
        return globalFrame.offsetBy(dx: -origin.x, dy: -origin.y)
    }

    public func frame(in space: some CoordinateSpaceProtocol) -> CGRect { frame(in: space.coordinateSpace) }

    /// The bounds of the named space around the reader, in the reader's
    /// own coordinates; nil when no enclosing view has that name.
    public func bounds(of space: NamedCoordinateSpace) -> CGRect? {
        guard let named = namedSpaces.first(where: { $0.name == space.name }) else { return nil }
        return named.frame.offsetBy(dx: -globalFrame.minX, dy: -globalFrame.minY)
    }

    /// An anchor's value in the reader's own coordinates.
    public subscript<T>(anchor: Anchor<T>) -> T {
        anchor.shift(anchor.windowValue, CGPoint(x: -globalFrame.minX, y: -globalFrame.minY))
    }

    /// The window-space origin of `space` (see `ViewNode.origin(of:)`,
    /// the same rule for nodes).
    private func origin(of space: CoordinateSpace) -> CGPoint {
        switch space {
        case .global: return .zero
        case .local: return globalFrame.origin
        case .named(let name):
            if let named = namedSpaces.first(where: { $0.name == name }) { return named.frame.origin }
            Diagnostics.report("no enclosing view has the coordinate space named \(name); the window's is used")
            return .zero
        }
    }
}
