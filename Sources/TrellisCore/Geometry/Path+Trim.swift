extension Path {
    /// The part of the path between two fractions of its length (0…1),
    /// curves flattened finely; empty when `from >= to`.
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        let start = from.isNaN ? 0 : Swift.max(0, Swift.min(1, from))
        let end = to.isNaN ? 0 : Swift.max(0, Swift.min(1, to))
        guard end > start else { return Path() }
        if start == 0, end == 1 { return self }
        var runs: [[CGPoint]] = []
        for (points, closed) in StrokeOutline.flattened(self, tolerance: 0.05) {
            var vertices = points
            if closed, let first = vertices.first { vertices.append(first) }
            if vertices.count >= 2 { runs.append(vertices) }
        }
        var lengths: [[CGFloat]] = []
        var total: CGFloat = 0
        for run in runs {
            lengths.append((1..<run.count).map { hypot(run[$0].x - run[$0 - 1].x, run[$0].y - run[$0 - 1].y) })
            total += lengths.last!.reduce(0, +)
        }
        guard total > 0, total.isFinite else { return Path() }
        let lower = start * total, upper = end * total
        var result = Path()
        var walked: CGFloat = 0
        for (run, segmentLengths) in zip(runs, lengths) {
            var drawing = false
            for (index, length) in segmentLengths.enumerated() {
                let a = run[index], b = run[index + 1]
                let segmentStart = walked, segmentEnd = walked + length
                walked = segmentEnd
                guard segmentEnd > lower, segmentStart < upper, length > 0 else { continue }
                func point(at distance: CGFloat) -> CGPoint {
                    let t = Swift.max(0, Swift.min(1, (distance - segmentStart) / length))
                    return CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
                }
                if !drawing { result.move(to: point(at: Swift.max(lower, segmentStart))); drawing = true }
                result.addLine(to: point(at: Swift.min(upper, segmentEnd)))
            }
        }
        return result
    }
}
