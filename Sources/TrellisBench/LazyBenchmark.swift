import Foundation
import Trellis

/// Lazy containers at size (issue #17): a `List` of N rows, a `LazyVGrid`
/// of N tiles (the lazy version of `gallery tiles N`; the eager
/// `WideFirstGrid` one stays the stress case) and a `Table` of N rows, on
/// a real X11 window with Xft text. Each is measured in a fresh process
/// (`TrellisBench lazy-list N`, …) so that resident memory is its own:
/// the first frame (views, layout, display list, paint, XSync), resident
/// memory after it, then 240 wheel steps of 40 points (one frame's work
/// each: event, update, display list, damage, paint, XSync), 240 frames of
/// dragging the scroll bar, and a click on one row (press and release,
/// each to its repaint).
enum LazyBenchmarkKind: String {
    case list, grid, table

    @MainActor func content(count: Int) -> AnyView {
        switch self {
        case .list: AnyView(LazyBenchList(count: count))
        case .grid: AnyView(LazyBenchGrid(count: count))
        case .table: AnyView(LazyBenchTable(count: count))
        }
    }
}

struct LazyBenchList: View {
    let count: Int
    @State private var selection: Int?
    var body: some View {
        List(0..<count, id: \.self, selection: $selection) { i in Text("Row \(i)") }
    }
}

struct LazyBenchGrid: View {
    let count: Int
    var body: some View {
        ScrollView {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 96), spacing: 8)], spacing: 8) {
                ForEach(0..<count, id: \.self) { i in
                    Text("Tile \(i)").frame(width: 96, height: 64).background(Color.blue.opacity(0.2))
                }
            }
            .padding(8)
        }
    }
}

struct LazyBenchRow: Identifiable {
    let id: Int
    var name: String { "Row \(id)" }
    var size: Int { (id * 7919) % 100_000 }
}

struct LazyBenchTable: View {
    let count: Int
    @State private var selection: Int?
    var body: some View {
        Table((0..<count).lazy.map(LazyBenchRow.init), selection: $selection) {
            TableColumn("Name", value: \.name)
            TableColumn("Size") { row in Text("\(row.size)") }
        }
    }
}

/// Resident memory of this process, in MiB (VmRSS).
func residentMiB() -> Double {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
          let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
          let kib = Double(line.split(separator: " ").dropFirst().first ?? "") else { return 0 }
    return kib / 1024
}

@MainActor
func runLazy(_ kind: LazyBenchmarkKind, count: Int, session: XSession, report: Report) {
    let size = CGSize(width: 544, height: 600)
    let key = "lazy.\(kind.rawValue).\(count)"
    let label = "\(kind.rawValue) N=\(count)"
    let (window, painter) = session.makeWindow(title: "TrellisBench lazy", width: size.width, height: size.height)
    defer { painter.release(); window.destroy(); session.sync() }
    let memoryBefore = residentMiB()

    let start = monotonicSeconds()
    let host = ViewHost(rootView: kind.content(count: count), measurer: session.measurer, clock: VirtualClock(), windowResizeAnimation: nil)
    var frames = BenchmarkFrames(host: host, painter: painter, session: session, size: size)
    report.add(.time("\(key).first", "\(label): first frame", monotonicSeconds() - start))
    report.add(.count("\(key).rss_mib", "\(label): resident MiB after the first frame (\(Int(memoryBefore)) before)", Int(residentMiB().rounded())))

    func frame(_ event: InputEvent) -> Double { frames.deliver(event).seconds }

    let middle = CGPoint(x: size.width / 2, y: size.height / 2)
    _ = frame(.pointerMoved(middle))
    var scrolls: [Double] = []
    for step in 0..<240 { scrolls.append(frame(.scroll(middle, delta: CGSize(width: 0, height: step < 200 ? 40 : -40)))) }
    report.add(.time("\(key).scroll_p50", "\(label): wheel frame p50", median(scrolls)))
    report.add(.time("\(key).scroll_p99", "\(label): wheel frame p99", percentile(scrolls, 0.99)))

    // The scroll bar: press its thumb (near the top after the wheel's 6,400
    // points of millions) and drag it 2 points a frame over 240 frames.
    // Each point of thumb travel is thousands of rows, so every frame shows
    // rows never made before: the costly way to scroll.
    if let scroller = host.inspectionNodes().first(where: { $0.kind == "ScrollView" }) {
        let bar = CGPoint(x: scroller.presented[0] + scroller.presented[2] - 5, y: scroller.presented[1] + 10)
        _ = frame(.pointerMoved(bar))
        _ = frame(.buttonDown(bar, .primary))
        var drags: [Double] = []
        for step in 1...240 { drags.append(frame(.pointerMoved(CGPoint(x: bar.x, y: bar.y + 2 * Double(step))))) }
        _ = frame(.buttonUp(CGPoint(x: bar.x, y: bar.y + 480), .primary))
        report.add(.time("\(key).bar_p50", "\(label): scroll-bar drag frame p50", median(drags)))
        report.add(.time("\(key).bar_p99", "\(label): scroll-bar drag frame p99", percentile(drags, 0.99)))
    }

    guard kind != .grid, let row = host.inspectionNodes().first(where: { $0.kind == "ListRow" && $0.presented[1] > 100 }) else { return }
    let point = CGPoint(x: row.presented[0] + 40, y: row.presented[1] + row.presented[3] / 2)
    _ = frame(.pointerMoved(point))
    let press = frame(.buttonDown(point, .primary))
    let release = frame(.buttonUp(point, .primary))
    report.add(.time("\(key).click", "\(label): click on a row, press + release to repaint", press + release))
}
