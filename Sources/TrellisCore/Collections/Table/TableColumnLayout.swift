import Foundation

/// How wide each column of a table is: columns with a width of their own
/// (an `ideal`, a fixed `width(_:)`, or one the user dragged) keep it
/// within their limits; the others share what is left equally, each
/// within its `min` and `max`. Space no column can take goes to the last
/// column that can still grow, as a table filling its window on a Mac.
/// Header and rows ask the same question, so their columns line up.
enum TableColumnLayout {
    /// A column's least width when it sets none.
    static let defaultMinimum: CGFloat = 24
    /// A column's width when nothing else decides it (no width is offered).
    static let defaultWidth: CGFloat = 100

    static func limits(_ width: TableColumnWidth) -> ClosedRange<CGFloat> {
        let low = finite(width.min).map { max(0, $0) } ?? defaultMinimum
        let high = finite(width.max).map { max(low, $0) } ?? .infinity
        return low...high
    }

    /// The widths of `columns` in `available` points, given the widths the
    /// user dragged columns to (by column index).
    static func widths(_ columns: [TableColumnWidth], userWidths: [Int: CGFloat], available: CGFloat?) -> [CGFloat] {
        let ranges = columns.map(limits)
        var widths = [CGFloat](repeating: 0, count: columns.count)
        var flexible: [Int] = []
        var used: CGFloat = 0
        for (i, column) in columns.enumerated() {
            if let own = finite(userWidths[i]) ?? finite(column.ideal) {
                widths[i] = clamp(own, ranges[i])
                used += widths[i]
            } else {
                flexible.append(i)
            }
        }
        guard let total = finite(available) else {
            for i in flexible { widths[i] = clamp(defaultWidth, ranges[i]) }
            return widths
        }
        var remaining = max(0, total - used)
        // Share what is left equally; a column held at a limit leaves the
        // rest to the others, until every share fits its column.
        var open = flexible
        while !open.isEmpty {
            let share = remaining / CGFloat(open.count)
            let held = open.filter { share < ranges[$0].lowerBound || share > ranges[$0].upperBound }
            if held.isEmpty {
                for i in open { widths[i] = share }
                remaining = 0
                break
            }
            for i in held {
                widths[i] = clamp(share, ranges[i])
                remaining = max(0, remaining - widths[i])
            }
            open.removeAll { held.contains($0) }
        }
        // Space nobody took: the last column that can grow takes it.
        var i = columns.count - 1
        while remaining > 0.5, i >= 0 {
            let room = ranges[i].upperBound - widths[i]
            if room > 0 {
                let taken = min(room, remaining)
                widths[i] += taken
                remaining -= taken
            }
            i -= 1
        }
        return widths
    }

    /// The leading x of each column and where the last ends.
    static func edges(_ widths: [CGFloat]) -> [CGFloat] {
        var edges: [CGFloat] = [0]
        for width in widths { edges.append(edges[edges.count - 1] + width) }
        return edges
    }

    private static func clamp(_ value: CGFloat, _ range: ClosedRange<CGFloat>) -> CGFloat {
        min(max(value, range.lowerBound), range.upperBound)
    }

    private static func finite(_ value: CGFloat?) -> CGFloat? {
        guard let value, value.isFinite else { return nil }
        return value
    }
}
