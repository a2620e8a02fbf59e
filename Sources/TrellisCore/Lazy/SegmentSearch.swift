/// Finding which run of rows holds a row: a lazy list's or a table's rows
/// come in segments (one `ForEach` each), sorted by their first row.
enum SegmentSearch {
    /// The last of `count` segments whose first row (`start(i)`) is at or
    /// before `row`, by bisection; 0 when none is.
    static func index(containing row: Int, count: Int, start: (Int) -> Int) -> Int {
        var low = 0, high = count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if start(mid) <= row { low = mid } else { high = mid - 1 }
        }
        return low
    }
}
