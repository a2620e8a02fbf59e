import Foundation

/// What `onDelete` and `onMove` hand over, applied to an array, as SwiftUI
/// adds them to the standard collections.
extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets` (offsets past the end are ignored).
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() where offset >= 0 && offset < count {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}

extension MutableCollection {
    /// Moves the elements at `source` so that they end up before the
    /// element that was at `destination` (`count` moves them to the end).
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let total = count
        let valid = source.filter { $0 >= 0 && $0 < total }
        guard !valid.isEmpty, destination >= 0, destination <= total else { return }
        var elements = Array(self)
        let moving = valid.map { elements[$0] }
        let before = valid.filter { $0 < destination }.count
        for offset in valid.reversed() { elements.remove(at: offset) }
        elements.insert(contentsOf: moving, at: destination - before)
        for (offset, element) in elements.enumerated() { self[index(startIndex, offsetBy: offset)] = element }
    }
}
