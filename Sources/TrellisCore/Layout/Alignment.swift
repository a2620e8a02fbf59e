/// Identifies an alignment guide; its default value is used when a view
/// sets no explicit guide of that kind.
public protocol AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// A guide that aligns views horizontally (a vertical line).
public struct HorizontalAlignment: Equatable, @unchecked Sendable {
    let id: any AlignmentID.Type
    public init(_ id: any AlignmentID.Type) { self.id = id }
    public static func == (a: Self, b: Self) -> Bool { a.id == b.id }

    public static let leading = HorizontalAlignment(Leading.self)
    public static let center = HorizontalAlignment(HCenter.self)
    public static let trailing = HorizontalAlignment(Trailing.self)

    enum Leading: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
    enum HCenter: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 2 } }
    enum Trailing: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width } }

    var key: AlignmentKey { AlignmentKey(type: id, axis: .horizontal) }

    /// Merges explicit values of this guide: their mean.
    public func combineExplicit<S: Sequence>(_ values: S) -> CGFloat? where S.Element == CGFloat? {
        key.combine(values)
    }
}

/// A guide that aligns views vertically (a horizontal line).
public struct VerticalAlignment: Equatable, @unchecked Sendable {
    let id: any AlignmentID.Type
    public init(_ id: any AlignmentID.Type) { self.id = id }
    public static func == (a: Self, b: Self) -> Bool { a.id == b.id }

    public static let top = VerticalAlignment(Top.self)
    public static let center = VerticalAlignment(VCenter.self)
    public static let bottom = VerticalAlignment(Bottom.self)
    /// The first line's baseline of text; the bottom for views without text.
    public static let firstTextBaseline = VerticalAlignment(FirstBaseline.self)
    /// The last line's baseline of text; the bottom for views without text.
    public static let lastTextBaseline = VerticalAlignment(LastBaseline.self)

    enum Top: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
    enum VCenter: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 } }
    enum Bottom: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
    enum FirstBaseline: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
    enum LastBaseline: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }

    var key: AlignmentKey { AlignmentKey(type: id, axis: .vertical) }

    /// Merges explicit values of this guide: their mean; the smallest for
    /// `firstTextBaseline`, the largest for `lastTextBaseline`.
    public func combineExplicit<S: Sequence>(_ values: S) -> CGFloat? where S.Element == CGFloat? {
        key.combine(values)
    }
}

/// A pair of guides, as frames, overlays and `ZStack` take them.
public struct Alignment: Equatable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
}

/// One guide on one axis, as a dictionary key.
struct AlignmentKey: Hashable, @unchecked Sendable {
    let type: any AlignmentID.Type
    let axis: Axis

    static func == (a: AlignmentKey, b: AlignmentKey) -> Bool { a.type == b.type && a.axis == b.axis }

    /// One of SwiftUI's own guides (edges, centres, baselines). A stack
    /// passes its subviews' explicit values of other (custom) guides up
    /// to its own parent; these it does not (baselines have their own rule).
    var isBuiltIn: Bool {
        switch axis {
        case .horizontal:
            return type == HorizontalAlignment.Leading.self || type == HorizontalAlignment.HCenter.self
                || type == HorizontalAlignment.Trailing.self
        case .vertical:
            return type == VerticalAlignment.Top.self || type == VerticalAlignment.VCenter.self
                || type == VerticalAlignment.Bottom.self || type == VerticalAlignment.FirstBaseline.self
                || type == VerticalAlignment.LastBaseline.self
        }
    }

    func combine<S: Sequence>(_ values: S) -> CGFloat? where S.Element == CGFloat? {
        let present = values.compactMap { $0 }
        guard !present.isEmpty else { return nil }
        if axis == .vertical, type == VerticalAlignment.FirstBaseline.self { return present.min() }
        if axis == .vertical, type == VerticalAlignment.LastBaseline.self { return present.max() }
        return present.reduce(0, +) / CGFloat(present.count)
    }

    /// A container's explicit value of this custom guide: its subviews'
    /// explicit values, moved to where each sits (`frames`, relative to
    /// the container, measured with `proposals`), combined. Nil for a
    /// built-in guide or when no subview sets it.
    @MainActor
    func combined(from subviews: LayoutSubviews, frames: [CGRect], proposals: [ProposedViewSize]) -> CGFloat? {
        guard !isBuiltIn else { return nil }
        var values: [CGFloat?] = []
        for (offset, subview) in subviews.enumerated() where offset < frames.count {
            guard let value = subview.dimensions(in: proposals[offset]).explicit(self) else { continue }
            values.append(value + (axis == .horizontal ? frames[offset].minX : frames[offset].minY))
        }
        return combine(values)
    }
    func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(type))
        hasher.combine(axis)
    }
}
