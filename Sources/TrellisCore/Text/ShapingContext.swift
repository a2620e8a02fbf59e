/// The characters on either side of a run that is shaped on its own — a
/// styled piece of a word, one direction of a mixed line — so that the
/// shaper picks the forms the run has in its word: Arabic and the other
/// joining scripts choose a letter's form by its neighbours, so the "ح" of
/// `Text("مرح") + Text("با").bold()` must stay joined to the bold "ب".
///
/// Shapers read only a few characters each way (HarfBuzz five, which is
/// what Pango gets from handing it the whole paragraph), and only up to the
/// paragraph's end. A side whose nearest character is plain Latin-1 (a
/// space, a Latin letter, a digit) joins nothing and is left empty, so
/// Latin text carries no context and is measured and cached as before.
package struct ShapingContext: Hashable, Sendable {
    /// In logical order: what comes before the run and after it.
    package var before: String
    package var after: String

    package static let none = ShapingContext(before: "", after: "")

    /// Characters a shaper looks at on each side.
    static let length = 5

    package init(before: String, after: String) {
        self.before = before
        self.after = after
    }

    /// The context `run` has in the string it is a part of.
    package init(around run: Substring) {
        let base = run.base
        self = .none
        let scalars = base.unicodeScalars
        if run.startIndex > base.startIndex {
            var index = run.startIndex
            var collected: [Unicode.Scalar] = []
            while index > base.startIndex, collected.count < Self.length {
                index = scalars.index(before: index)
                let scalar = scalars[index]
                guard !Self.endsParagraph(scalar), collected.count > 0 || Self.canAffectShaping(scalar) else { break }
                collected.append(scalar)
            }
            before = String(String.UnicodeScalarView(collected.reversed()))
        }
        if run.endIndex < base.endIndex {
            var index = run.endIndex
            var collected = String.UnicodeScalarView()
            while index < base.endIndex, collected.count < Self.length {
                let scalar = scalars[index]
                guard !Self.endsParagraph(scalar), !collected.isEmpty || Self.canAffectShaping(scalar) else { break }
                collected.append(scalar)
                index = scalars.index(after: index)
            }
            after = String(collected)
        }
    }

    package var isEmpty: Bool { before.isEmpty && after.isEmpty }

    /// Beyond Latin-1: joining letters, marks, joiners, bidi controls.
    private static func canAffectShaping(_ scalar: Unicode.Scalar) -> Bool { scalar.value >= 0x300 }

    private static func endsParagraph(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x0D, 0x1C...0x1E, 0x85, 0x2029: true
        default: false
        }
    }
}
