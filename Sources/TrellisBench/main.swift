import Foundation
import PaletteApp
import Trellis

// TrellisBench: Trellis' own figures for issue #7, in release mode
// (`swift build -c release --product TrellisBench`). Benchmarks, not tests:
// nothing here asserts a time. Scripts/bench runs `all --raw` beside the
// peers (Taffy, Yoga, GTK3, a hand-written Xlib+Xft floor) and prints the
// comparison; the X11 figures (start, resize, memory) come from the peers'
// x11probe run on `gallery tiles N`, not from here.

let usage = """
    usage: TrellisBench [command] [--raw]
      relayout [N]        relayout of the seed's WideFirstGrid per width change (408↔304),
                          fixed 96×64 children, N = 12, 1k, 10k, 100k (default command)
      relayout-text [N]   the same with the stress demo's text tiles, real Xft metrics
      relayout-window [N] the whole `gallery tiles N` window resized 408↔304, laid out and
                          turned into a display list (the work behind a resize, minus X)
      animate [APP]       animated window resize 544↔340 on a real X11 window: per-frame
                          work (update + display list + paint + XSync); APP = palette | tiles1k
      animate decorated1k IMAGE
                          the same with 1,000 tiles each given a gradient, a shadow, a clip
                          shape and IMAGE (issue #16; Scripts/bench drawing passes its JPEG)
      click [APP]         a click on one tile: bodies re-evaluated, layout passes, items repainted
      shape [100k]        shaping throughput beside hb-shape on the same strings and fonts, and the
                          first paint of a 100,000-character mixed-script Text (100k: only that)
      all                 all of the above, then a compact table
      lazy-list [N]       a List of N rows (default 1,000,000): first frame, resident memory, wheel
                          frames p50/p99, a click on a row; run alone, so the memory is its own
      lazy-grid [N]       a LazyVGrid of N tiles (default 100,000; `gallery tiles N` made lazy)
      lazy-table [N]      a two-column Table of N rows (default 1,000,000)
      build N             build N text tiles once (for memory profilers)
      --raw               print `key value` lines (seconds, counts) for Scripts/bench
      editor              a TextEditor holding 100,000 characters: keystroke, caret and scroll at its end
      drag                a card dragged over 1,000 tiles with DragGesture: per-frame work (event + update
                          + display list + damaged repaint + XSync), items repainted, pointer lag
      image JPEG          decoding and first paint of JPEG (Scripts/bench drawing makes a 4000×3000 one
                          with Scripts/probes/jpeg_floor.c) in an 800×600 window
    relayout-text, relayout-window, animate, click, shape, editor, drag and image need an X display (DISPLAY); Scripts/bench starts a private Xvfb.

    """

var arguments = Array(CommandLine.arguments.dropFirst())
let raw = arguments.contains("--raw")
arguments.removeAll { $0 == "--raw" }
let command = arguments.first ?? "relayout"
let argument = arguments.count > 1 ? arguments[1] : nil

/// The one size asked for on the command line, else all of them.
func counts() -> [Int] {
    guard let argument else { return relayoutCounts }
    guard let count = Int(argument), count >= 0 else {
        FileHandle.standardError.write(Data("TrellisBench: not a number of children: \(argument)\n".utf8))
        exit(2)
    }
    return [count]
}

/// The app asked for on the command line, else the first two.
@MainActor func apps() -> [BenchmarkApp] {
    guard let argument else { return BenchmarkApp.allCases }
    guard let app = BenchmarkApp(rawValue: argument) else {
        FileHandle.standardError.write(Data("TrellisBench: unknown app \(argument) (palette, tiles1k, decorated1k IMAGE)\n".utf8))
        exit(2)
    }
    if app == .decorated1k {
        guard arguments.count > 2 else {
            FileHandle.standardError.write(Data("TrellisBench: decorated1k needs the path of an image\n".utf8))
            exit(2)
        }
        BenchmarkApp.decoratedImagePath = arguments[2]
    }
    return [app]
}

MainActor.assumeIsolated {
    let report = Report(raw: raw)
    /// The X session, opened on first use; nil (after one note) without a display.
    var session: XSession?
    var sessionTried = false
    @MainActor func xSession() -> XSession? {
        if !sessionTried {
            sessionTried = true
            switch XSession.open() {
            case .success(let opened): session = opened
            case .failure(let error): FileHandle.standardError.write(Data("TrellisBench: \(error.description)\n".utf8))
            }
        }
        return session
    }
    @MainActor func windowBenchmark(_ name: String, _ run: (BenchmarkApp, XSession) -> Void) {
        for app in apps() {
            if let session = xSession() {
                run(app, session)
            } else {
                report.unavailable("\(name).\(app.rawValue)", "\(name) \(app.label)", reason: "no X display")
            }
        }
    }

    switch command {
    case "relayout":
        runRelayout(.fixed, counts: counts(), session: nil, report: report)
    case "relayout-text":
        runRelayout(.text, counts: counts(), session: xSession(), report: report)
    case "relayout-window":
        runRelayout(.window, counts: counts(), session: xSession(), report: report)
    case "animate":
        windowBenchmark("animate") { runAnimation($0, session: $1, report: report) }
    case "click":
        windowBenchmark("click") { runClick($0, session: $1, report: report) }
    case "shape":
        if let session = xSession() {
            runShaping(session: session, report: report, samples: !CommandLine.arguments.contains("100k"))
        }
    case "editor":
        if let session = xSession() { runEditor(session: session, report: report) }
        report.printTable()
    case "all":
        runRelayout(.fixed, counts: relayoutCounts, session: nil, report: report)
        runRelayout(.text, counts: relayoutCounts, session: xSession(), report: report)
        windowBenchmark("animate") { runAnimation($0, session: $1, report: report) }
        windowBenchmark("click") { runClick($0, session: $1, report: report) }
        report.printTable()
    case "drag":
        if let session = xSession() {
            runDrag(session: session, report: report)
        } else {
            report.unavailable("drag.tiles1k", "drag", reason: "no X display")
        }
    case "image":
        guard let argument else {
            FileHandle.standardError.write(Data("TrellisBench: image needs the path of a JPEG\n".utf8))
            exit(2)
        }
        if let session = xSession() {
            runImage(path: argument, session: session, report: report)
        } else {
            report.unavailable("image.trellis", "image", reason: "no X display")
        }
    case "lazy-list", "lazy-grid", "lazy-table":
        let kind = LazyBenchmarkKind(rawValue: String(command.dropFirst(5)))!
        let count = argument.flatMap { Int($0) }.map { max(0, $0) } ?? (kind == .grid ? 100_000 : 1_000_000)
        if let session = xSession() {
            runLazy(kind, count: count, session: session, report: report)
        } else {
            report.unavailable("lazy.\(kind.rawValue)", command, reason: "no X display")
        }
    case "build":
        guard let count = argument.flatMap({ Int($0) }) else {
            FileHandle.standardError.write(Data(usage.utf8))
            exit(2)
        }
        let host = ViewHost(rootView: PaletteBenchmarkContent.textTileGrid(count: count), measurer: NoTextMeasurer(), clock: VirtualClock(),
                            windowResizeAnimation: nil)
        host.resize(to: CGSize(width: 408, height: 600))
        _ = host.update()
        print("built \(count) tiles")
        withExtendedLifetime(host) {}
    case "-h", "--help", "help":
        print(usage, terminator: "")
    default:
        FileHandle.standardError.write(Data("TrellisBench: unknown command \(command)\n\(usage)".utf8))
        exit(2)
    }
}
