import SwiftUI

/// Places its subviews evenly on a circle, the first at the top, going
/// clockwise. With three subviews carrying `.rank(_:)` values it turns the
/// ring so the ranks read from top to bottom: the leader on top.
///
/// It takes all the space it is offered; the ring's radius is a third of
/// the smaller side, and each subview sits at its ideal size centred on its
/// point of the ring.
struct MyRadialLayout: Layout {
    func sizeThatFits(
        proposal: ProposedViewSize,
        subviews: Subviews,
        cache: inout Void
    ) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(
        in bounds: CGRect,
        proposal: ProposedViewSize,
        subviews: Subviews,
        cache: inout Void
    ) {
        guard !subviews.isEmpty else { return }
        let radius = min(bounds.size.width, bounds.size.height) / 3.0

        // Evenly spaced around the circle.
        let angle = Angle.degrees(360.0 / Double(subviews.count)).radians

        // Turn the ring by the ranks (only three distinct-enough ranks turn it).
        let ranks = subviews.map { subview in
            subview[Rank.self]
        }
        let offset = getOffset(ranks)

        for (index, subview) in subviews.enumerated() {
            // 找到一个具有合适长度和旋转角度的向量。
            var point = CGPoint(x: 0, y: -radius)
                .applying(CGAffineTransform(
                    rotationAngle: angle * Double(index) + offset))

            // 把向量平移到区域的中心。
            point.x += bounds.midX
            point.y += bounds.midY

            // 放置子视图。
            subview.place(at: point, anchor: .center, proposal: .unspecified)
        }
    }
}

extension MyRadialLayout {
    /// How far to turn the ring (radians) so that three subviews, first at
    /// the top, second lower right, third lower left, appear in rank order
    /// from the top. 0 for anything but three ranks, or three equal ones.
    ///
    /// The leader goes to the top (a turn of 0, -⅓ or +⅓ of the circle);
    /// the residual turns a further ±¼ or ±½ of a third so that a second
    /// place sits higher than a third, and shared places sit level.
    private func getOffset(_ ranks: [Int]) -> Double {
        guard ranks.count == 3,
              !ranks.allSatisfy({ $0 == ranks.first }) else { return 0.0 }

        var fraction: Double
        if ranks[0] == 1 {
            fraction = residual(rank1: ranks[1], rank2: ranks[2])
        } else if ranks[1] == 1 {
            fraction = -1 + residual(rank1: ranks[2], rank2: ranks[0])
        } else {
            fraction = 1 + residual(rank1: ranks[0], rank2: ranks[1])
        }

        return fraction * 2.0 * Double.pi / 3.0
    }

    /// The extra turn, in thirds of a circle, from the other two ranks:
    /// `rank1` follows the leader clockwise, `rank2` precedes it.
    private func residual(rank1: Int, rank2: Int) -> Double {
        if rank1 == 1 {
            return -0.5      // tied for first with the leader: both level on top
        } else if rank2 == 1 {
            return 0.5
        } else if rank1 < rank2 {
            return -0.25     // the one after the leader is second: lift it
        } else if rank1 > rank2 {
            return 0.25
        } else {
            return 0
        }
    }
}

/// The rank a subview carries for `MyRadialLayout` (1 is the leader).
struct Rank: LayoutValueKey {
    static let defaultValue: Int = 1
}

extension View {
    /// Sets the rank `MyRadialLayout` reads.
    func rank(_ value: Int) -> some View {
        layoutValue(key: Rank.self, value: value)
    }
}
