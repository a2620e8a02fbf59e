import CICU
import TrellisCore

/// The Unicode bidirectional algorithm (ICU's ubidi) on one line: an
/// embedding level per Unicode scalar, odd for right to left.
///
/// Each line is resolved on its own after line breaking (rule L1 resets
/// trailing spaces per line); the paragraph direction comes from the
/// line's first strong character, left to right when it has none.
enum UnicodeBidi {
    /// Levels of `scalars`, or nil when the line is all left to right (no
    /// right-to-left letter or bidi control in it): the common case costs
    /// one scan.
    static func levels(of scalars: [Unicode.Scalar]) -> (levels: [UInt8], paragraphIsRightToLeft: Bool)? {
        guard scalars.contains(where: needsBidi) else { return nil }
        var utf16: [UInt16] = []
        utf16.reserveCapacity(scalars.count)
        for scalar in scalars { utf16.append(contentsOf: UTF16.encode(scalar)!) }
        guard utf16.count < Int32.max else { return nil }
        var resolved = [UInt8](repeating: 0, count: utf16.count)
        var paragraph: UInt8 = 0
        let ok = utf16.withUnsafeBufferPointer { text in
            resolved.withUnsafeMutableBufferPointer { levels in
                trellis_bidi_levels(text.baseAddress, Int32(text.count), levels.baseAddress, &paragraph)
            }
        }
        guard ok != 0 else { return nil }
        // One level per scalar: the level of its first UTF-16 unit.
        var result: [UInt8] = []
        result.reserveCapacity(scalars.count)
        var unit = 0
        for scalar in scalars {
            result.append(resolved[unit])
            unit += scalar.value > 0xFFFF ? 2 : 1
        }
        return (result, paragraph & 1 == 1)
    }

    /// The levels of a whole paragraph for the core's line ordering, as
    /// runs of UTF-8 offsets; a paragraph without strong letters takes
    /// `direction`.
    static func paragraphLevels(of paragraph: Substring, direction: LayoutDirection) -> BidiLevels {
        let rightToLeft = direction == .rightToLeft
        guard rightToLeft || paragraph.unicodeScalars.contains(where: needsBidi) else { return .leftToRight }
        let utf16 = Array(paragraph.utf16)
        guard !utf16.isEmpty, utf16.count < Int32.max else { return rightToLeft ? BidiLevels(paragraphLevel: 1, runs: []) : .leftToRight }
        var resolved = [UInt8](repeating: 0, count: utf16.count)
        var paragraphLevel: UInt8 = 0
        let ok = utf16.withUnsafeBufferPointer { text in
            resolved.withUnsafeMutableBufferPointer { levels in
                trellis_bidi_paragraph_levels(text.baseAddress, Int32(text.count), rightToLeft ? 1 : 0,
                                              levels.baseAddress, &paragraphLevel)
            }
        }
        guard ok != 0 else { return .leftToRight }
        var runs: [BidiLevels.Run] = []
        var unit = 0, offset = 0
        for scalar in paragraph.unicodeScalars {
            let level = resolved[unit]
            let width = UTF8.width(scalar)
            if let last = runs.last, last.level == level {
                runs[runs.count - 1].range = last.range.lowerBound..<(offset + width)
            } else {
                runs.append(BidiLevels.Run(range: offset..<(offset + width), level: level))
            }
            unit += scalar.value > 0xFFFF ? 2 : 1
            offset += width
        }
        return BidiLevels(paragraphLevel: paragraphLevel & 1, runs: runs)
    }

    /// The order to draw items with `levels` in, left to right (rule L2):
    /// indices into `levels`.
    static func visualOrder(of levels: [UInt8]) -> [Int] {
        guard levels.contains(where: { $0 > 0 }), levels.count < Int32.max else { return Array(levels.indices) }
        var map = [Int32](repeating: 0, count: levels.count)
        levels.withUnsafeBufferPointer { buffer in
            map.withUnsafeMutableBufferPointer { trellis_bidi_reorder(buffer.baseAddress, Int32(buffer.count), $0.baseAddress) }
        }
        return map.map(Int.init)
    }

    /// Right-to-left letters (Hebrew, Arabic, Syriac, Thaana, N'Ko…, their
    /// presentation forms) and the explicit bidi controls.
    private static func needsBidi(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x0590: return false
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF: return true
        case 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }
}
