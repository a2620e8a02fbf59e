import Trellis

/// A measurer for views without text.
@MainActor
final class NoTextMeasurer: TextMeasurer {
    func width(of text: Substring, font: ResolvedFont) -> CGFloat { CGFloat(text.count) * 7 }
    func lineMetrics(of font: ResolvedFont) -> LineMetrics { LineMetrics(ascent: 12, descent: 4) }
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
}

func format(_ seconds: Double) -> String {
    seconds < 1e-3 ? String(format: "%.1f µs", seconds * 1e6) : String(format: "%.2f ms", seconds * 1e3)
}

/// `TrellisBench relayout N` runs one size only (for profilers).
let only = CommandLine.arguments.count > 2 ? Int(CommandLine.arguments[2]) : nil

MainActor.assumeIsolated {
    if CommandLine.arguments.count > 2, CommandLine.arguments[1] == "build", let count = Int(CommandLine.arguments[2]) {
        let host = ViewHost(rootView: TextTileGrid(count: count), measurer: NoTextMeasurer(), clock: VirtualClock(),
                            windowResizeAnimation: nil)
        host.resize(to: CGSize(width: 408, height: 600))
        _ = host.update()
        print("built \(count) tiles")
        withExtendedLifetime(host) {}
        return
    }
    for count in [12, 1_000, 10_000, 100_000] where only == nil || only == count {
        let runs = count <= 1_000 ? 41 : count <= 10_000 ? 21 : 9
        let times = relayoutTimes(FixedTileGrid(count: count), measurer: NoTextMeasurer(), runs: runs)
        print("relayout WideFirstGrid N=\(count): median \(format(median(times)))")
    }
}
