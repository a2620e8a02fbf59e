import Foundation

// Strings sort as people read them, as on a Mac. There Foundation's
// `KeyPathComparator(\.name)` compares `String`s with
// `String.StandardComparator.localizedStandard`: by the user's locale
// (Swedish puts "Ä" after "Z", English next to "A"), ignoring case, and
// numbers by value ("File 2" before "File 10"). Linux's Foundation compares
// them lexically (by code point: "Zebra" before "apple") and has no
// `.localizedStandard` comparator: its `String.Comparator` traps on case
// folding ("_caseFoldMapping is not implemented yet"), and
// `String.StandardComparator` cannot be made localized from outside.
//
// Its `localizedStandardCompare(_:)` is locale-aware, though: it goes
// through CoreFoundation to ICU's collator (`ucol`) with the current
// locale, numeric ordering and case-insensitivity, as Apple's does (checked
// with `sv_SE` and `en_US` collations). So the comparators below use it,
// and these initialisers, more specific than Foundation's generic ones,
// make `KeyPathComparator(\.name)` on a `String` (or `String?`) path sort
// as SwiftUI code expects. A table column made with `value: \.name` uses
// the same comparator, so a click on its title matches the app's
// `KeyPathComparator(\.name)`.
extension KeyPathComparator {
    public init(_ keyPath: any KeyPath<Compared, String> & Sendable, order: SortOrder = .forward) {
        self.init(keyPath, comparator: LocalizedStandardComparator(), order: order)
    }

    public init(_ keyPath: any KeyPath<Compared, String?> & Sendable, order: SortOrder = .forward) {
        self.init(keyPath, comparator: LocalizedStandardComparator(), order: order)
    }
}

/// `localizedStandard` string order: the user's locale, case-insensitive,
/// numbers by value (Foundation's `localizedStandardCompare`, ICU's collator).
struct LocalizedStandardComparator: SortComparator {
    var order: SortOrder = .forward

    func compare(_ lhs: String, _ rhs: String) -> ComparisonResult {
        let result = lhs.localizedStandardCompare(rhs)
        guard order == .reverse else { return result }
        switch result {
        case .orderedAscending: return .orderedDescending
        case .orderedDescending: return .orderedAscending
        case .orderedSame: return .orderedSame
        }
    }
}

extension KeyPathComparator {
    /// Foundation's generic comparator for a comparable property, with a
    /// string property in `localizedStandard` order (as Apple's generic
    /// initialiser does when the property turns out to be a `String`).
    static func readable<Value: Comparable>(_ keyPath: any KeyPath<Compared, Value> & Sendable) -> KeyPathComparator {
        if let strings = keyPath as? KeyPath<Compared, String> {
            // The same key path, which the caller already knows is sendable.
            return KeyPathComparator(unsafe unsafeBitCast(strings, to: (any KeyPath<Compared, String> & Sendable).self))
        }
        return KeyPathComparator(keyPath)
    }
}
