import Foundation
#if canImport(Glibc)
@preconcurrency import Glibc
#endif

/// Seconds on the monotonic clock, for timing one piece of work.
func monotonicSeconds() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
}

/// CPU time this thread has used: the client's own work, which other
/// programs on a loaded machine do not lengthen as they do wall time.
func threadCPUSeconds() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
}

/// The median of `values` (the upper one of an even count); 0 when empty.
func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
}

/// The `fraction` quantile by the nearest-rank method: the smallest value
/// that at least `fraction` of the values do not exceed. With fewer than
/// 100 values, p99 is the maximum.
func percentile(_ values: [Double], _ fraction: Double) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    let rank = Int((fraction * Double(sorted.count)).rounded(.up))
    return sorted[min(sorted.count - 1, max(0, rank - 1))]
}

/// A duration for people: microseconds below 1 ms, else milliseconds.
func format(_ seconds: Double) -> String {
    seconds < 1e-3 ? String(format: "%.1f µs", seconds * 1e6) : String(format: "%.2f ms", seconds * 1e3)
}

/// How many timed runs a size gets: enough for a stable median, few enough
/// that 100k children stay within seconds.
func runs(for count: Int) -> Int {
    count <= 1_000 ? 41 : count <= 10_000 ? 21 : 9
}
