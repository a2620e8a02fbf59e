/// The bidirectional algorithm's answer for one paragraph: its level and
/// the embedding level of each stretch of characters (odd: right to
/// left). A measurer resolves it (ICU in the X11 backend, `BidiRules`
/// otherwise); the core reorders each line's pieces by it (`visualOrder`).
package struct BidiLevels: Equatable, Sendable {
    package struct Run: Equatable, Sendable {
        /// UTF-8 offsets in the paragraph.
        package var range: Range<Int>
        package var level: UInt8

        package init(range: Range<Int>, level: UInt8) {
            self.range = range
            self.level = level
        }
    }

    /// 0 for a left-to-right paragraph, 1 for right to left.
    package var paragraphLevel: UInt8
    /// Stretches of one level covering the paragraph, in logical order;
    /// empty when every character is at level 0.
    package var runs: [Run]

    package init(paragraphLevel: UInt8, runs: [Run]) {
        self.paragraphLevel = paragraphLevel
        self.runs = runs
    }

    package static let leftToRight = BidiLevels(paragraphLevel: 0, runs: [])

    package var isRightToLeft: Bool { paragraphLevel & 1 == 1 }

    /// Nothing to reorder: a left-to-right paragraph with no other level.
    package var isPlainLeftToRight: Bool { paragraphLevel == 0 && runs.allSatisfy { $0.level == 0 } }

    /// The level of the character at UTF-8 `offset` (the paragraph's after its end).
    package func level(at offset: Int) -> UInt8 {
        guard !runs.isEmpty else { return paragraphLevel }
        var low = 0, high = runs.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let range = runs[middle].range
            if offset < range.lowerBound { high = middle - 1 }
            else if offset >= range.upperBound { low = middle + 1 }
            else { return runs[middle].level }
        }
        return paragraphLevel
    }

    /// `range` cut where the level changes, each piece with its level, in
    /// logical order.
    package func pieces(of range: Range<Int>) -> [Run] {
        guard !runs.isEmpty else { return range.isEmpty ? [] : [Run(range: range, level: paragraphLevel)] }
        var result: [Run] = []
        for run in runs where run.range.overlaps(range) {
            result.append(Run(range: run.range.clamped(to: range), level: run.level))
        }
        return result
    }

    /// The order to draw pieces with `levels` in, left to right (rule L2:
    /// from the highest level down to the lowest odd one, every stretch at
    /// that level or above is reversed): indices into `levels`.
    package static func visualOrder(of levels: [UInt8]) -> [Int] {
        var order = Array(levels.indices)
        guard let highest = levels.max(), highest > 0 else { return order }
        let lowestOdd = (levels.filter { $0 & 1 == 1 }.min() ?? highest) | 1
        var level = highest
        while level >= lowestOdd {
            var index = 0
            while index < order.count {
                guard levels[order[index]] >= level else { index += 1; continue }
                var end = index
                while end < order.count, levels[order[end]] >= level { end += 1 }
                order[index..<end].reverse()
                index = end
            }
            level -= 1
        }
        return order
    }
}
