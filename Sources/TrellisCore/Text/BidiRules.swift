/// The parts of the Unicode bidirectional algorithm (UAX #9) that need no
/// tables beyond Swift's: strong letters (Hebrew, Arabic and the other
/// right-to-left scripts against every other letter), European numbers,
/// numbers' separators and terminators, and neutrals between them — rules
/// P2–P3, W1, W4–W7, N1–N2 and I1–I2, without explicit embeddings. The
/// X11 backend answers with ICU's full algorithm instead; this is what a
/// measurer without it uses (and what the core's tests see).
enum BidiRules {
    private enum Kind: Equatable { case left, right, europeanNumber, separator, terminator, neutral }

    static func levels(of paragraph: Substring, direction: LayoutDirection) -> BidiLevels {
        var kinds: [Kind] = []
        var widths: [Int] = []   // UTF-8 length of each scalar
        var hasRight = false
        for scalar in paragraph.unicodeScalars {
            var kind = kind(of: scalar)
            // W1: a combining mark takes the kind of the character it is on.
            if scalar.properties.generalCategory == .nonspacingMark || scalar.properties.generalCategory == .enclosingMark,
               let previous = kinds.last {
                kind = previous
            }
            hasRight = hasRight || kind == .right
            kinds.append(kind)
            widths.append(UTF8.width(scalar))
        }
        // P2–P3: the first strong letter decides, else the layout direction.
        let firstStrong = kinds.first { $0 == .left || $0 == .right }
        let paragraphIsRight = firstStrong.map { $0 == .right } ?? (direction == .rightToLeft)
        guard hasRight || paragraphIsRight else { return .leftToRight }
        let paragraphKind: Kind = paragraphIsRight ? .right : .left

        // W4: a single separator between two numbers is a number; W5: terminators next to numbers are numbers.
        for index in kinds.indices where kinds[index] == .separator {
            if index > 0, index + 1 < kinds.count, kinds[index - 1] == .europeanNumber, kinds[index + 1] == .europeanNumber {
                kinds[index] = .europeanNumber
            }
        }
        for index in kinds.indices where kinds[index] == .terminator {
            var end = index
            while end < kinds.count, kinds[end] == .terminator { end += 1 }
            let touches = (index > 0 && kinds[index - 1] == .europeanNumber) || (end < kinds.count && kinds[end] == .europeanNumber)
            if touches { for t in index..<end { kinds[t] = .europeanNumber } }
        }
        // W6: the remaining separators and terminators are neutral; W7: numbers after a left letter are left.
        var lastStrong = paragraphKind
        for index in kinds.indices {
            switch kinds[index] {
            case .separator, .terminator: kinds[index] = .neutral
            case .left, .right: lastStrong = kinds[index]
            case .europeanNumber: if lastStrong == .left { kinds[index] = .left }
            case .neutral: break
            }
        }
        // N1–N2: neutrals between two of the same direction (numbers count as right) take it, others the paragraph's.
        var index = 0
        while index < kinds.count {
            guard kinds[index] == .neutral else { index += 1; continue }
            var end = index
            while end < kinds.count, kinds[end] == .neutral { end += 1 }
            func direction(_ kind: Kind) -> Kind { kind == .left ? .left : .right }
            let before = index > 0 ? direction(kinds[index - 1]) : paragraphKind
            let after = end < kinds.count ? direction(kinds[end]) : paragraphKind
            let resolved = before == after ? before : paragraphKind
            for n in index..<end { kinds[n] = resolved }
            index = end
        }
        // I1–I2, then runs of one level in UTF-8 offsets.
        let base: UInt8 = paragraphIsRight ? 1 : 0
        var runs: [BidiLevels.Run] = []
        var offset = 0
        for (kind, width) in zip(kinds, widths) {
            let level: UInt8 = switch (paragraphIsRight, kind) {
            case (false, .right): 1
            case (false, .europeanNumber): 2
            case (true, .left), (true, .europeanNumber): 2
            default: base
            }
            if let last = runs.last, last.level == level, last.range.upperBound == offset {
                runs[runs.count - 1].range = last.range.lowerBound..<(offset + width)
            } else {
                runs.append(BidiLevels.Run(range: offset..<(offset + width), level: level))
            }
            offset += width
        }
        return BidiLevels(paragraphLevel: base, runs: runs)
    }

    private static func kind(of scalar: Unicode.Scalar) -> Kind {
        switch scalar.value {
        case 0x30...0x39, 0x660...0x669, 0x6F0...0x6F9: return .europeanNumber
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF:
            return scalar.properties.isAlphabetic ? .right : .neutral
        case 0x2B, 0x2D, 0x2C, 0x2E, 0x2F, 0x3A: return .separator      // + - , . / :
        case 0x23, 0x24, 0x25, 0xA2...0xA5, 0xB0, 0x2030, 0x20A0...0x20CF: return .terminator   // # $ % currency ° ‰
        default:
            return scalar.properties.isAlphabetic ? .left : .neutral
        }
    }

    /// Right-to-left letters and the explicit bidi controls: a line
    /// without them in a left-to-right context needs no reordering.
    static func needsBidi(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x0590: return false
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF: return true
        case 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }
}
