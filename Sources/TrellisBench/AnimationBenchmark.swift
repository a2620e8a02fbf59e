import Foundation
import Trellis

/// Animated window resize (issue #7, figure 6): the window jumps between
/// 544 and 340 points wide and the content follows with the default 0.25 s
/// ease, on a real X11 window. The clock is a `VirtualClock` stepped 1/60 s
/// per frame, so every frame of the animation is produced, and each frame's
/// work is timed on the monotonic clock: `update()` (layout on the frame
/// that starts the animation, interpolation on the others) + `displayList()`
/// + `X11Painter.paint` + an `XSync`, so the server's rendering counts too.
/// One warm-up change (fonts, glyphs, back buffer) is not counted.
/// Each frame is also divided: the client's update, display list and
/// painting (the requests sent), the wait in `XSync` (the server drawing
/// them, when the machine is idle), and the client's CPU time, which a
/// loaded machine does not lengthen.
@MainActor
func runAnimation(_ app: BenchmarkApp, session: XSession, changes: Int = 8, report: Report) {
    let widths = (wide: 544.0, narrow: 340.0), height = 600.0
    let clock = VirtualClock()
    let host = app.makeHost(measurer: session.measurer, clock: clock,
                            windowResizeAnimation: ViewHost.defaultWindowResizeAnimation)
    let (window, painter) = session.makeWindow(title: "TrellisBench animate", width: widths.wide, height: height)
    defer { painter.release(); window.destroy(); session.sync() }
    // TRELLIS_BENCH_UNSTRETCHED=1 draws gradients through XRender and
    // TRELLIS_BENCH_UNSLICED=1 blurs shadows and rasterises clips (the old
    // ways, to compare pictures); TRELLIS_BENCH_HOLD=N shows the first frame
    // for N seconds (for a screenshot) before the timing.
    let environment = ProcessInfo.processInfo.environment
    if environment["TRELLIS_BENCH_UNSTRETCHED"] != nil { painter.stretchesGradients = false }
    if environment["TRELLIS_BENCH_UNSLICED"] != nil { painter.slicesShapes = false }
    host.resize(to: CGSize(width: widths.wide, height: height))
    _ = host.update()
    painter.paint(host.displayList())
    session.sync()
    if let hold = environment["TRELLIS_BENCH_HOLD"].flatMap(Double.init), hold > 0 {
        FileHandle.standardError.write(Data("holding the first frame for \(hold) s\n".utf8))
        Thread.sleep(forTimeInterval: hold)
    }

    let frameBudget = 1.0 / 60
    // TRELLIS_BENCH_FRAMES=1 prints every timed frame's parts (which frames make the p99).
    let dumpsFrames = ProcessInfo.processInfo.environment["TRELLIS_BENCH_FRAMES"] != nil
    var frameTimes: [Double] = []
    var parts = FrameParts()
    for change in 0...changes {
        let width = change % 2 == 0 ? widths.narrow : widths.wide
        window.resize(pixelWidth: Int((width * session.scale).rounded()), pixelHeight: Int((height * session.scale).rounded()))
        host.resize(to: CGSize(width: width, height: height))
        var frames = 0
        repeat {
            let start = monotonicSeconds(), cpu = threadCPUSeconds()
            let changed = host.update()
            let updated = monotonicSeconds()
            let list = changed ? host.displayList() : nil
            let listed = monotonicSeconds()
            if let list { painter.paint(list) }
            let painted = monotonicSeconds()
            session.sync()
            let end = monotonicSeconds()
            if change > 0 {
                if dumpsFrames {
                    print(String(format: "frame %d.%d total %.0f update %.0f list %.0f paint %.0f sync %.0f us", change, frames, (end - start) * 1e6,
                                 (updated - start) * 1e6, (listed - updated) * 1e6, (painted - listed) * 1e6, (end - painted) * 1e6))
                }
                frameTimes.append(end - start)
                parts.add(update: updated - start, list: listed - updated, paint: painted - listed, sync: end - painted,
                          cpu: threadCPUSeconds() - cpu)
            }
            clock.advance(by: frameBudget)
            frames += 1
        } while host.isAnimating && frames < 600
    }
    let key = "animate.\(app.rawValue)"
    let missed = frameTimes.filter { $0 > frameBudget }.count
    report.add(.time("\(key).median", "animated resize \(app.label) frame median", median(frameTimes)))
    report.add(.time("\(key).p99", "animated resize \(app.label) frame p99", percentile(frameTimes, 0.99)))
    report.add(.time("\(key).max", "animated resize \(app.label) frame max", frameTimes.max() ?? 0))
    report.add(.count("\(key).missed", "animated resize \(app.label) frames over 16.7 ms", missed))
    report.add(.count("\(key).frames", "animated resize \(app.label) frames timed", frameTimes.count))
    parts.report(key: key, label: "animated resize \(app.label)", to: report)
}

/// A frame's time divided among its steps, each kept per frame for medians.
private struct FrameParts {
    var update: [Double] = [], list: [Double] = [], paint: [Double] = [], sync: [Double] = [], cpu: [Double] = []

    mutating func add(update: Double, list: Double, paint: Double, sync: Double, cpu: Double) {
        self.update.append(update)
        self.list.append(list)
        self.paint.append(paint)
        self.sync.append(sync)
        self.cpu.append(cpu)
    }

    @MainActor func report(key: String, label: String, to report: Report) {
        for (name, words, values) in [("update", "update()", update), ("list", "displayList()", list),
                                      ("paint", "paint (requests sent)", paint), ("sync", "XSync wait (the server)", sync),
                                      ("cpu", "client CPU per frame", cpu)] {
            report.add(.time("\(key).\(name).median", "\(label) \(words) median", median(values)))
        }
    }
}
