/// Where a scroll view settles when a scroll ends, as SwiftUI's
/// `ScrollTargetBehavior`: the view proposes a target (where the scroll
/// would end on its own) and the behaviour may move it. Trellis asks after
/// each wheel click and when a scroll bar is let go, and glides to the
/// target.
public protocol ScrollTargetBehavior {
    typealias TargetContext = ScrollTargetBehaviorContext
    /// Moves `target` (the rectangle of the content to show) where the
    /// scroll should end.
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext)
}

/// The part of the content a scroll should end at, as SwiftUI's `ScrollTarget`.
public struct ScrollTarget: Sendable {
    /// The rectangle of the content to show, in content coordinates.
    public var rect: CGRect
    /// Which point of `rect` lines up with the same point of the view;
    /// nil: its top leading corner.
    public var anchor: UnitPoint?

    public init(rect: CGRect, anchor: UnitPoint? = nil) {
        self.rect = rect
        self.anchor = anchor
    }
}

/// What a behaviour knows when it updates a target.
@dynamicMemberLookup
public struct ScrollTargetBehaviorContext {
    /// Where the content was when the scroll began.
    public private(set) var originalTarget: ScrollTarget
    /// How fast, and which way, the scroll was going (points per second).
    public private(set) var velocity: CGVector
    public private(set) var contentSize: CGSize
    /// The scroll view's size less its content margins.
    public private(set) var containerSize: CGSize
    public private(set) var axes: Axis.Set
    let environment: EnvironmentValues
    /// The frames of the scroll view's targets (`scrollTargetLayout`'s
    /// views), in content coordinates.
    let targetRects: [CGRect]

    public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T { environment[keyPath: keyPath] }
}

/// Ends each scroll on a page: a multiple of the container's size.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    public init() {}

    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        for axis in [Axis.horizontal, .vertical] where context.axes.contains(Axis.Set(axis)) {
            let page = context.containerSize[axis]
            guard page > 0, page.isFinite else { continue }
            let original = context.originalTarget.rect.origin[axis] / page
            let proposed = target.rect.origin[axis] / page
            let speed = axis == .horizontal ? context.velocity.dx : context.velocity.dy
            // One page on in the direction of the scroll, however short it was.
            var index = speed > 0 ? max(proposed.rounded(.up), original.rounded() + 1)
                : speed < 0 ? min(proposed.rounded(.down), original.rounded() - 1) : proposed.rounded()
            let lastPage = max(0, ((context.contentSize[axis] - page) / page).rounded(.up))
            index = min(max(0, index), lastPage)
            let offset = min(index * page, max(0, context.contentSize[axis] - page))
            if offset.isFinite { target.rect.origin[axis] = offset }
        }
        target.anchor = nil
    }
}

/// Ends each scroll with a target view's leading edge at the view's
/// leading edge (the views of the `scrollTargetLayout` inside).
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    /// How many views one scroll may move by, as SwiftUI's `LimitBehavior`.
    public struct LimitBehavior: Sendable {
        enum Value: Hashable, Sendable { case automatic, always, never, alwaysByFew, alwaysByOne }
        let value: Value
        /// Not limited on a desktop (SwiftUI limits only compact widths).
        public static var automatic: LimitBehavior { LimitBehavior(value: .automatic) }
        public static var always: LimitBehavior { LimitBehavior(value: .always) }
        public static var never: LimitBehavior { LimitBehavior(value: .never) }
        public static var alwaysByFew: LimitBehavior { LimitBehavior(value: .alwaysByFew) }
        public static var alwaysByOne: LimitBehavior { LimitBehavior(value: .alwaysByOne) }
    }

    let limitBehavior: LimitBehavior

    public init(limitBehavior: LimitBehavior = .automatic) {
        self.limitBehavior = limitBehavior
    }

    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        for axis in [Axis.horizontal, .vertical] where context.axes.contains(Axis.Set(axis)) {
            let edges = Set(context.targetRects.map { $0.origin[axis] }.filter(\.isFinite)).sorted()
            guard !edges.isEmpty else { continue }
            let original = context.originalTarget.rect.origin[axis]
            var proposed = target.rect.origin[axis]
            let speed = axis == .horizontal ? context.velocity.dx : context.velocity.dy
            switch limitBehavior.value {
            case .always, .alwaysByOne:
                // At most the next view along.
                let next = speed > 0 ? edges.first { $0 > original + 0.5 } : speed < 0 ? edges.last { $0 < original - 0.5 } : nil
                if let next { proposed = speed > 0 ? min(proposed, next) : max(proposed, next) }
            case .alwaysByFew:
                let limit = context.containerSize[axis]
                proposed = min(max(proposed, original - limit), original + limit)
            case .automatic, .never: break
            }
            // The edge the scroll reaches or passes, in its direction.
            let chosen = speed > 0 ? edges.first { $0 >= proposed - 0.5 } ?? edges.last!
                : speed < 0 ? edges.last { $0 <= proposed + 0.5 } ?? edges.first!
                : edges.min { abs($0 - proposed) < abs($1 - proposed) }!
            let limit = max(0, context.contentSize[axis] - context.containerSize[axis])
            target.rect.origin[axis] = min(max(0, chosen), limit)
        }
        target.anchor = nil
    }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// Scrolls a page (the view's size) at a time.
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// Ends scrolls on a target view's edge.
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }

    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}

private struct ScrollTargetBehaviorKey: EnvironmentKey {
    static var defaultValue: (any ScrollTargetBehavior)? { nil }

    /// The same behaviour set again (each time a body runs) is no change
    /// for the views below.
    static func _storedValuesAreEqual(_ a: Any, _ b: Any) -> Bool {
        guard let a = a as? (any ScrollTargetBehavior)?, let b = b as? (any ScrollTargetBehavior)? else { return false }
        switch (a, b) {
        case (nil, nil): return true
        case (_ as PagingScrollTargetBehavior, _ as PagingScrollTargetBehavior): return true
        case (let x as ViewAlignedScrollTargetBehavior, let y as ViewAlignedScrollTargetBehavior):
            return x.limitBehavior.value == y.limitBehavior.value
        case (let x?, let y?): return areKnownEqual(x, y)
        default: return false
        }
    }
}

extension EnvironmentValues {
    var scrollTargetBehavior: (any ScrollTargetBehavior)? {
        get { self[ScrollTargetBehaviorKey.self] }
        set { self[ScrollTargetBehaviorKey.self] = newValue }
    }
}

nonisolated extension View {
    /// How the scroll views inside settle when a scroll ends (`.paging`,
    /// `.viewAligned`, or a behaviour of your own).
    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View {
        environment(\.scrollTargetBehavior, behavior)
    }
}
