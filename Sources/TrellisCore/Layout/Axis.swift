/// The horizontal or vertical dimension in a 2D layout.
public enum Axis: Int8, CaseIterable, Hashable, Sendable {
    case horizontal
    case vertical

    /// A set of axes, as `ScrollView` and `fixedSize` take them.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }

    var other: Axis { self == .horizontal ? .vertical : .horizontal }
}

extension CGSize {
    subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    init(along axis: Axis, _ main: CGFloat, cross: CGFloat) {
        self = axis == .horizontal ? CGSize(width: main, height: cross) : CGSize(width: cross, height: main)
    }
}

extension CGPoint {
    init(along axis: Axis, _ main: CGFloat, cross: CGFloat) {
        self = axis == .horizontal ? CGPoint(x: main, y: cross) : CGPoint(x: cross, y: main)
    }
}

extension ProposedViewSize {
    init(along axis: Axis, _ main: CGFloat?, cross: CGFloat?) {
        self = axis == .horizontal ? ProposedViewSize(width: main, height: cross) : ProposedViewSize(width: cross, height: main)
    }
}
