import CHarfBuzz

/// Cuts a line into items HarfBuzz can shape one at a time: the longest
/// pieces with one bidi level and one script. Characters common to all
/// scripts (spaces, digits, punctuation) and marks join the script around
/// them, so "مرحبا بالعالم" is one item and a space never splits a word
/// from its neighbour's font.
enum ScriptRuns {
    struct Item {
        var range: Range<Int>
        var level: UInt8
        var script: hb_script_t
        var isRightToLeft: Bool { level & 1 == 1 }
    }

    static func items(of scalars: [Unicode.Scalar], levels: [UInt8]?) -> [Item] {
        guard !scalars.isEmpty else { return [] }
        let funcs = hb_unicode_funcs_get_default()
        var scripts = scalars.map { hb_unicode_script(funcs, $0.value) }
        // Common and inherited characters take the script before them; at
        // the start, the first real script after them.
        var last: hb_script_t? = nil
        for index in scripts.indices {
            if isReal(scripts[index]) { last = scripts[index] } else if let last { scripts[index] = last }
        }
        let firstReal = scripts.first(where: isReal) ?? HB_SCRIPT_COMMON
        for index in scripts.indices {
            if isReal(scripts[index]) { break }
            scripts[index] = firstReal
        }

        var items: [Item] = []
        var start = 0
        for index in 1...scalars.count {
            let ends = index == scalars.count || scripts[index] != scripts[start] || (levels?[index] ?? 0) != (levels?[start] ?? 0)
            if ends {
                items.append(Item(range: start..<index, level: levels?[start] ?? 0, script: scripts[start]))
                start = index
            }
        }
        return items
    }

    private static func isReal(_ script: hb_script_t) -> Bool {
        script != HB_SCRIPT_COMMON && script != HB_SCRIPT_INHERITED && script != HB_SCRIPT_UNKNOWN
    }

    /// The ISO 15924 code of `scalar`'s script ("Arab", "Tibt"), for warnings;
    /// the codes for no particular script say what they hold.
    static func scriptName(of scalar: Unicode.Scalar) -> String {
        let tag = hb_script_to_iso15924_tag(hb_unicode_script(hb_unicode_funcs_get_default(), scalar.value))
        let bytes = [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: tag >> $0) }
        let code = String(decoding: bytes, as: UTF8.self)
        switch code {
        case "Zyyy": return "Zyyy (symbols and emoji)"
        case "Zzzz": return "Zzzz (unassigned)"
        default: return code
        }
    }
}
