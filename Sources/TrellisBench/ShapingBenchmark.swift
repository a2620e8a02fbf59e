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
func runShaping(session: XSession, report: Report) {
    let samples: [(name: String, text: String)] = [
        ("latin", "The quick brown fox jumps over the lazy dog, AVATAR office"),
        ("arabic", "مرحبا بالعالم، هذا نص عربي قصير للتجربة"),
        ("hebrew", "שלום עולם, זהו טקסט עברי קצר לבדיקה"),
        ("devanagari", "नमस्ते दुनिया, यह परीक्षण के लिए छोटा पाठ है"),
        ("thai", "ภาษาไทยง่ายนิดเดียว สวัสดีชาวโลก"),
    ]
    let font = ResolvedFont(size: 13)
    let shaper = session.fonts.shaper
    for sample in samples {
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
    // breaking, measuring, the display list, and every line shaped for paint.
    let block = samples.map(\.text).joined(separator: " ") + " "
    let text = String(String(repeating: block, count: 100_000 / block.count + 1).prefix(100_000))
    let start = monotonicSeconds()
    let host = ViewHost(rootView: Text(text).frame(width: 600), measurer: session.measurer, clock: VirtualClock(),
                        windowResizeAnimation: nil)
    host.resize(to: CGSize(width: 640, height: 480))
    _ = host.update()
    var lines = 0
    for case .text(let line, _, let lineFont, _) in host.displayList().items {
        _ = shaper.shape(line, font: lineFont)
        lines += 1
    }
    report.add(.time("shape.firstpaint100k", "first layout + shaping, 100k-char mixed Text (\(lines) lines)",
                     monotonicSeconds() - start))
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
