import Foundation
import PaletteApp
import Trellis

/// Relayout per width change (issue #7, figures 1 and 2): the seed's
/// `WideFirstGrid` with N children, the window's width alternating
/// 408 ↔ 304 points so every run is a real change, animation off. A run
/// is `resize(to:)` + `update()`: the layout pass over the whole retained
/// tree (no display list, no painting), the same work the peers' compute
/// call does. Timed after one warm-up layout; the median is reported.
/// With `paints`, each run also makes the display list, as a window does
/// before it draws.
@MainActor
func relayoutTimes<V: View>(_ view: V, measurer: TextMeasurer, runs: Int, paints: Bool = false) -> [Double] {
    let clock = VirtualClock()
    let host = ViewHost(rootView: view, measurer: measurer, clock: clock, windowResizeAnimation: nil)
    host.resize(to: CGSize(width: 408, height: 600))
    _ = host.update()
    var times: [Double] = []
    times.reserveCapacity(runs)
    for run in 0..<runs {
        host.resize(to: CGSize(width: run % 2 == 0 ? 304 : 408, height: 600))
        let start = monotonicSeconds()
        _ = host.update()
        if paints { _ = host.displayList() }
        times.append(monotonicSeconds() - start)
    }
    withExtendedLifetime(host) {}
    return times
}

/// The children the relayout benchmark lays out.
enum RelayoutChildren {
    /// `Color.gray.frame(width: 96, height: 64)`: what Taffy and Yoga get.
    case fixed
    /// The stress demo's text tiles, measured by Xft.
    case text
    /// The whole stress demo window (`gallery tiles N`: title, padding,
    /// scroll view), laid out and turned into a display list: the work
    /// behind figure 3's resize. Its columns change width with the window,
    /// so every tile is arranged again.
    case window

    var key: String {
        switch self {
        case .fixed: "relayout.fixed"
        case .text: "relayout.text"
        case .window: "relayout.window"
        }
    }

    func label(_ count: Int) -> String {
        switch self {
        case .fixed: "relayout fixed 96×64 N=\(count)"
        case .text: "relayout text tiles (Xft) N=\(count)"
        case .window: "relayout + display list, gallery tiles N=\(count)"
        }
    }
}

/// The sizes figures 1 and 2 ask for.
let relayoutCounts = [12, 1_000, 10_000, 100_000]

/// Runs the relayout benchmark for each of `counts`, adding the median and
/// the median per child to `report`.
@MainActor
func runRelayout(_ children: RelayoutChildren, counts: [Int], session: XSession?, report: Report) {
    for count in counts {
        let label = children.label(count)
        let times: [Double]
        switch children {
        case .fixed:
            times = relayoutTimes(PaletteBenchmarkContent.fixedTileGrid(count: count), measurer: NoTextMeasurer(), runs: runs(for: count))
        case .text, .window:
            guard let session else {
                report.unavailable("\(children.key).\(count)", label, reason: "no X display")
                continue
            }
            times = children == .text
                ? relayoutTimes(PaletteBenchmarkContent.textTileGrid(count: count), measurer: session.measurer, runs: runs(for: count))
                : relayoutTimes(PaletteBenchmarkContent.tilesDemo(count: count), measurer: session.measurer, runs: runs(for: count),
                                paints: true)
        }
        let value = median(times)
        report.add(.time("\(children.key).\(count)", label, value))
        report.note(String(format: "    %.1f ns per child, %d runs", value / Double(count) * 1e9, times.count))
    }
}

/// A measurer for views without text.
@MainActor
final class NoTextMeasurer: TextMeasurer {
    func width(of text: Substring, font: ResolvedFont) -> CGFloat { CGFloat(text.count) * 7 }
    func lineMetrics(of font: ResolvedFont) -> LineMetrics { LineMetrics(ascent: 12, descent: 4) }
}
