/// A parent's size proposal to a child, per axis:
///
/// - `nil` (unspecified) asks for the child's **ideal** size on that axis;
/// - `0` asks for its **minimum**;
/// - `.infinity` asks for its **maximum**;
/// - any other value is the space on offer, which the child may accept,
///   shrink below or overflow.
///
/// A proposal is a request, not a command: the child answers with the size
/// it wants, and the parent decides where to put it. Negative and NaN
/// components are treated as 0 by Trellis' own views, so bad arithmetic in
/// a custom layout degrades to "as small as possible" instead of trapping.
public struct ProposedViewSize: Hashable, Sendable {
    public var width: CGFloat?
    public var height: CGFloat?

    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    public init(_ size: CGSize) {
        width = size.width
        height = size.height
    }

    /// Ideal size on both axes.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// Minimum size on both axes.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// Maximum size on both axes.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// The proposal with `nil` components replaced, SwiftUI's default being
    /// 10×10 points.
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    /// The component along `axis`.
    package subscript(axis: Axis) -> CGFloat? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    // Written out rather than synthesised: the synthesised versions go
    // through generic `Optional` code, and layout compares proposals for
    // every node in every pass.
    public static func == (a: ProposedViewSize, b: ProposedViewSize) -> Bool {
        same(a.width, b.width) && same(a.height, b.height)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(width.map { Double($0) } ?? -.infinity)
        hasher.combine(height.map { Double($0) } ?? -.infinity)
    }

    @inline(__always)
    private static func same(_ a: CGFloat?, _ b: CGFloat?) -> Bool {
        switch (a, b) {
        case (nil, nil): true
        case let (a?, b?): a == b
        default: false
        }
    }

    /// NaN and negative components become 0; what a primitive view does
    /// before it reads a proposal.
    var sanitized: ProposedViewSize {
        ProposedViewSize(width: width.map(Self.sanitize), height: height.map(Self.sanitize))
    }

    private static func sanitize(_ value: CGFloat) -> CGFloat {
        value.isNaN || value < 0 ? 0 : value
    }
}
