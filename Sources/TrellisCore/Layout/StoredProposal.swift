/// A proposal kept in a node from one pass to the next, in 16 bytes (a
/// `ProposedViewSize`, two optional doubles, takes 32).
///
/// Each dimension is kept as its bit pattern, "unspecified" as a NaN
/// payload arithmetic never produces, so equality is exact: two stored
/// proposals are equal only when the proposals were the same bits (a NaN
/// from a careless layout equals the same NaN, which lays out the same).
struct StoredProposal: Equatable {
    private var width: UInt64
    private var height: UInt64

    private static let unspecified: UInt64 = 0x7FF8_0000_0000_0BAD

    init(_ proposal: ProposedViewSize) {
        width = proposal.width.map { Double($0).bitPattern } ?? Self.unspecified
        height = proposal.height.map { Double($0).bitPattern } ?? Self.unspecified
    }

    var proposal: ProposedViewSize {
        ProposedViewSize(width: width == Self.unspecified ? nil : CGFloat(Double(bitPattern: width)),
                         height: height == Self.unspecified ? nil : CGFloat(Double(bitPattern: height)))
    }
}
