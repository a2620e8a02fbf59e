import CX11
import Foundation
import Trellis
import TrellisX11

/// Shaping throughput beside HarfBuzz's own `hb-shape` on the same strings
/// and font files, and the first layout and paint preparation of a
/// 100,000-character mixed-script `Text`.
///
/// Trellis' figure is one uncached `TextShaper.shape` (bidi, script items,
/// run fallback, HarfBuzz, Xft advances); hb-shape's is its
/// `--num-iterations` run minus a one-iteration run (start-up and font
/// loading), per iteration: HarfBuzz alone on a font it already holds.
@MainActor
func runShaping(session: XSession, report: Report, samples runsSamples: Bool = true) {
    let samples: [(name: String, text: String)] = [
        ("latin", "The quick brown fox jumps over the lazy dog, AVATAR office"),
        ("arabic", "مرحبا بالعالم، هذا نص عربي قصير للتجربة"),
        ("hebrew", "שלום עולם, זהו טקסט עברי קצר לבדיקה"),
        ("devanagari", "नमस्ते दुनिया, यह परीक्षण के लिए छोटा पाठ है"),
        ("thai", "ภาษาไทยง่ายนิดเดียว สวัสดีชาวโลก"),
    ]
    let font = ResolvedFont(size: 13)
    let shaper = session.fonts.shaper
    for sample in samples where runsSamples {
        let iterations = 2_000
        _ = shaper.shape(sample.text, font: font)   // faces and fallbacks opened
        let start = monotonicSeconds()
        for _ in 0..<iterations { _ = shaper.shape(sample.text, font: font) }
        let ours = (monotonicSeconds() - start) / Double(iterations)
        let file = fontFile(of: shaper.shape(sample.text, font: font))
        let theirs = hbShapeSeconds(sample.text, file: file, iterations: 50_000)
        report.add(.time("shape.\(sample.name)", "shape \(sample.name) (\(sample.text.count) chars)", ours))
        if let theirs {
            report.add(.time("shape.\(sample.name).hbshape", "  hb-shape, same string and font file", theirs))
        } else {
            report.unavailable("shape.\(sample.name).hbshape", "  hb-shape", reason: "hb-shape not installed")
        }
    }

    // 100,000 characters of mixed scripts in one Text, 600 points wide:
    // breaking, measuring, the display list, and the lines in the window
    // shaped for paint (the painter skips what is outside the window).
    let block = samples.map(\.text).joined(separator: " ") + " "
    // As in a running app, the faces of these scripts are open already.
    for sample in samples { _ = shaper.shape(sample.text, font: font) }
    let text = String(String(repeating: block, count: 100_000 / block.count + 1).prefix(100_000))
    firstPaint(of: ScrollView { Text(text).frame(width: 600) }, key: "shape.firstpaint100k",
               name: "first paint, 100k-char mixed Text in a ScrollView", session: session, report: report)
    firstPaint(of: Text(text).frame(width: 600), key: "shape.firstpaint100k.cut",
               name: "first paint, 100k-char mixed Text cut at the window", session: session, report: report)
}

/// Layout, display list and shaping of the lines inside the window, timed
/// from the view's creation, with a measurer of its own (nothing of the
/// text measured or broken before).
@MainActor
private func firstPaint(of view: some View, key: String, name: String, session: XSession, report: Report) {
    let shaper = session.fonts.shaper
    let window = CGSize(width: 640, height: 480)
    let start = monotonicSeconds(), startCPU = processorSeconds()
    let measurer = XftTextMeasurer(fonts: session.fonts)
    let host = ViewHost(rootView: view, measurer: measurer, clock: VirtualClock(), windowResizeAnimation: nil)
    host.resize(to: window)
    _ = host.update()
    var items = 0, shown = 0
    for item in host.displayList().items {
        // A mixed line arrives as runs in the directions the core resolved.
        let (line, origin, lineFont, direction, context): (String, CGPoint, ResolvedFont, LayoutDirection?, ShapingContext)
        switch item {
        case .text(let string, let at, let font, _): (line, origin, lineFont, direction, context) = (string, at, font, nil, .none)
        case .textRun(let run):
            (line, origin, lineFont, direction, context) = (run.string, run.origin, run.font,
                                                            run.isRightToLeft ? .rightToLeft : .leftToRight, run.context)
        default: continue
        }
        items += 1
        guard origin.y >= 0, origin.y - lineFont.size <= window.height else { continue }
        _ = shaper.shape(line, font: lineFont, direction: direction, context: context)
        shown += 1
    }
    let elapsed = monotonicSeconds() - start, processor = processorSeconds() - startCPU
    report.add(.time(key, "\(name) (\(items) text items, \(shown) in the window shaped)", elapsed))
    // On a shared machine the wall time includes waiting for a core; the
    // process's own CPU time does not.
    report.add(.time(key + ".cpu", "  its CPU time (user + system)", processor))
}

/// User plus system time this process has used, in seconds.
private func processorSeconds() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1_000_000 }
    return seconds(usage.ru_utime) + seconds(usage.ru_stime)
}

@MainActor
private func fontFile(of line: ShapedLine) -> String? {
    guard let face = line.runs.first?.face, let pattern = face.pointee.pattern else { return nil }
    var file: UnsafeMutablePointer<FcChar8>? = nil
    guard FcPatternGetString(pattern, FC_FILE, 0, &file) == FcResultMatch, let file else { return nil }
    return String(cString: file)
}

/// hb-shape's seconds per shaping of `text`, start-up excluded; nil without hb-shape.
private func hbShapeSeconds(_ text: String, file: String?, iterations: Int) -> Double? {
    guard let file, FileManager.default.isExecutableFile(atPath: "/usr/bin/hb-shape") else { return nil }
    func run(_ count: Int) -> Double? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/hb-shape")
        process.arguments = ["--font-size=13", "--num-iterations=\(count)", "--output-file=/dev/null", file, text]
        let start = monotonicSeconds()
        guard (try? process.run()) != nil else { return nil }
        process.waitUntilExit()
        return process.terminationStatus == 0 ? monotonicSeconds() - start : nil
    }
    let once = (0..<5).compactMap { _ in run(1) }.min()
    let many = (0..<3).compactMap { _ in run(iterations + 1) }.min()
    guard let once, let many else { return nil }
    return max(0, many - once) / Double(iterations)
}
