/// Where a scroll view is scrolled, as SwiftUI's `ScrollPosition` (bound
/// with `scrollPosition(_:anchor:)`): a target view's id, an edge or a
/// point. Setting one scrolls there; when the user scrolls, the position
/// says so (`isPositionedByUser`) and holds the new point, and the id of
/// the leading target view when the content has a `scrollTargetLayout`.
public struct ScrollPosition: Equatable, @unchecked Sendable {
    enum Target: Equatable {
        case none
        case id(AnyHashable, anchor: UnitPoint?)
        case edge(Edge)
        /// A point of the content; a nil coordinate keeps that axis.
        case point(x: CGFloat?, y: CGFloat?)
    }

    var target: Target
    /// Counts programmatic moves, so that scrolling to the same place twice
    /// (back to the top after the user scrolled away) is seen as a change.
    var generation = 0
    public private(set) var isPositionedByUser = false
    /// The id of the leading target view, reported after the user scrolled.
    var reportedID: AnyHashable?

    public init<ID: Hashable & Sendable>(idType: ID.Type = Never.self) { target = .none }
    public init<ID: Hashable & Sendable>(idType: ID.Type = Never.self, edge: Edge) { target = .edge(edge) }
    public init<ID: Hashable & Sendable>(idType: ID.Type = Never.self, point: CGPoint) { target = .point(x: point.x, y: point.y) }
    public init<ID: Hashable & Sendable>(idType: ID.Type = Never.self, x: CGFloat, y: CGFloat) { target = .point(x: x, y: y) }
    public init<ID: Hashable & Sendable>(idType: ID.Type = Never.self, x: CGFloat) { target = .point(x: x, y: nil) }
    public init<ID: Hashable & Sendable>(idType: ID.Type = Never.self, y: CGFloat) { target = .point(x: nil, y: y) }
    public init(id: some Hashable & Sendable, anchor: UnitPoint? = nil) { target = .id(AnyHashable(id), anchor: anchor) }

    /// The edge scrolled to, if that is how the position was set.
    public var edge: Edge? { if case .edge(let edge) = target { edge } else { nil } }

    /// The point of the content at the view's top leading corner, if known.
    public var point: CGPoint? {
        if case .point(let x, let y) = target, let x, let y { CGPoint(x: x, y: y) } else { nil }
    }

    public var x: CGFloat? { if case .point(let x, _) = target { x } else { nil } }
    public var y: CGFloat? { if case .point(_, let y) = target { y } else { nil } }

    /// The id scrolled to, or (after the user scrolled) of the leading target view.
    public var viewID: AnyHashable? {
        if case .id(let id, _) = target { return id }
        return reportedID
    }

    public func viewID<T: Hashable>(type: T.Type) -> T? { viewID?.base as? T }

    public mutating func scrollTo(id: some Hashable & Sendable, anchor: UnitPoint? = nil) {
        move(to: .id(AnyHashable(id), anchor: anchor))
    }

    public mutating func scrollTo(edge: Edge) { move(to: .edge(edge)) }
    public mutating func scrollTo(point: CGPoint) { move(to: .point(x: point.x, y: point.y)) }
    public mutating func scrollTo(x: CGFloat) { move(to: .point(x: x, y: nil)) }
    public mutating func scrollTo(y: CGFloat) { move(to: .point(x: nil, y: y)) }
    public mutating func scrollTo(x: CGFloat, y: CGFloat) { move(to: .point(x: x, y: y)) }

    private mutating func move(to target: Target) {
        self.target = target
        generation &+= 1
        isPositionedByUser = false
        reportedID = nil
    }

    /// The position after the user scrolled the content to `offset`.
    static func byUser(at offset: CGPoint, leadingID: AnyHashable?, generation: Int) -> ScrollPosition {
        var position = ScrollPosition(idType: Never.self)
        position.target = .point(x: offset.x, y: offset.y)
        position.isPositionedByUser = true
        position.reportedID = leadingID
        position.generation = generation
        return position
    }
}
