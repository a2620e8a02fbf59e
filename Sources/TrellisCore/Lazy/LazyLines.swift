/// The lines of a lazy container: a stack's rows, or a grid's rows of
/// cells (`tracks` cells per line), with each section's header and footer
/// on a line of their own. Found by arithmetic over the sections, so a
/// million rows cost nothing until one is asked for.
struct LazyLines {
    enum Kind: Equatable { case header, items, footer }
    struct Line: Equatable {
        let section: Int
        let kind: Kind
        let rows: Range<Int>
    }

    let sections: [LazyRowList.Section]
    let tracks: Int
    /// The first line of each section, and the total after the last.
    private(set) var starts: [Int] = []
    private(set) var count = 0

    init(sections: [LazyRowList.Section], tracks: Int) {
        self.sections = sections
        self.tracks = max(1, tracks)
        starts.reserveCapacity(sections.count + 1)
        for section in sections {
            starts.append(count)
            count += lineCount(section)
        }
        starts.append(count)
    }

    private func itemLines(_ section: LazyRowList.Section) -> Int {
        (section.items.count + tracks - 1) / tracks
    }

    private func lineCount(_ section: LazyRowList.Section) -> Int {
        (section.header == nil ? 0 : 1) + itemLines(section) + (section.footer == nil ? 0 : 1)
    }

    private func section(ofLine line: Int) -> Int {
        var low = 0, high = sections.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if starts[mid] <= line { low = mid } else { high = mid - 1 }
        }
        return low
    }

    func line(_ index: Int) -> Line {
        let s = section(ofLine: index)
        let section = sections[s]
        var local = index - starts[s]
        if let header = section.header {
            if local == 0 { return Line(section: s, kind: .header, rows: header..<(header + 1)) }
            local -= 1
        }
        if local < itemLines(section) {
            let start = section.items.lowerBound + local * tracks
            return Line(section: s, kind: .items, rows: start..<min(section.items.upperBound, start + tracks))
        }
        let footer = section.footer ?? section.items.upperBound
        return Line(section: s, kind: .footer, rows: footer..<(footer + 1))
    }

    /// The line holding `row`.
    func lineIndex(ofRow row: Int) -> Int {
        var low = 0, high = sections.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            let first = sections[mid].header ?? sections[mid].items.lowerBound
            if first <= row { low = mid } else { high = mid - 1 }
        }
        let section = sections[low]
        var line = starts[low]
        if let header = section.header {
            if row == header { return line }
            line += 1
        }
        if section.items.contains(row) { return line + (row - section.items.lowerBound) / tracks }
        return line + itemLines(section)
    }

    /// The header line and the last line of the section holding `line`.
    func sectionBounds(ofLine line: Int) -> (section: Int, first: Int, last: Int) {
        let s = section(ofLine: line)
        return (s, starts[s], starts[s + 1] - 1)
    }
}

/// Where lines sit along the axis: measured lengths for the lines that
/// have views, one estimate (their mean) for all others. Rows of equal
/// length are placed exactly; rows of varying length may shift a little
/// as more of them are measured, as in SwiftUI's lazy stacks.
struct LazyLinePositions {
    /// The measured lines: `known.lowerBound` is the first.
    let known: Range<Int>
    let lengths: [CGFloat]
    let estimate: CGFloat
    let spacing: CGFloat
    let count: Int

    private var pitch: CGFloat { max(estimate + spacing, 0.001) }

    func length(_ line: Int) -> CGFloat {
        known.contains(line) ? lengths[line - known.lowerBound] : estimate
    }

    func position(_ line: Int) -> CGFloat {
        if known.isEmpty || line <= known.lowerBound { return CGFloat(line) * pitch }
        var position = CGFloat(known.lowerBound) * pitch
        let end = min(line, known.upperBound)
        for index in known.lowerBound..<end { position += lengths[index - known.lowerBound] + spacing }
        if line > known.upperBound { position += CGFloat(line - known.upperBound) * pitch }
        return position
    }

    var total: CGFloat {
        guard count > 0 else { return 0 }
        return position(count - 1) + length(count - 1)
    }

    /// The line at `offset` along the axis (clamped to the lines).
    func line(at offset: CGFloat) -> Int {
        guard count > 0 else { return 0 }
        guard offset.isFinite else { return offset < 0 ? 0 : count - 1 }
        let clamp = { (line: Int) in min(max(0, line), count - 1) }
        if known.isEmpty || offset < position(known.lowerBound) { return clamp(Int((offset / pitch).rounded(.down))) }
        var position = position(known.lowerBound)
        for index in known {
            position += length(index) + spacing
            if offset < position { return index }
        }
        return clamp(known.upperBound + Int(((offset - position) / pitch).rounded(.down)))
    }
}
