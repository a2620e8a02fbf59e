/// Units whose `isHidden` layout set or cleared in its passes since the
/// host last asked: a `ViewThatFits` choosing another candidate. The
/// lifecycle tracker looks only around these, not at every view, to find
/// what appeared or disappeared without being added or removed.
struct VisibilityChanges {
    /// Set aside by their parent (`LayoutEngine.hide`).
    var hidden: [ViewNode] = []
    /// Hidden before their parent arranged them again (some are hidden again).
    var unhidden: [ViewNode] = []

    var isEmpty: Bool { hidden.isEmpty && unhidden.isEmpty }

    mutating func append(_ other: VisibilityChanges) {
        hidden += other.hidden
        unhidden += other.unhidden
    }

    /// The units whose visibility differs from before the passes: hidden
    /// now and not before, or shown now and hidden before.
    @MainActor var changedUnits: [ViewNode] {
        let wereHidden = Set(unhidden.map(ObjectIdentifier.init))
        var seen = Set<ObjectIdentifier>()
        return (hidden + unhidden).filter { unit in
            let id = ObjectIdentifier(unit)
            guard seen.insert(id).inserted else { return false }
            return unit.isHidden != wereHidden.contains(id)
        }
    }
}
