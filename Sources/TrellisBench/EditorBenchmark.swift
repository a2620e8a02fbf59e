import Foundation
import Trellis

/// A `TextEditor` holding 100,000 characters (issue #15): typing at its
/// end, the caret moving there, and scrolling, each as the X11 loop
/// delivers it — the event, the host's update, and painting on a real
/// window with real Xft measurement. Medians of many keystrokes.
@MainActor
func runEditor(session: XSession, report: Report) {
    let size = CGSize(width: 640, height: 480)
    // Paragraphs of prose, about 400 characters each, to 100,000 characters.
    let sentence = "The quick brown fox jumps over the lazy dog near the river bank, and then it rests. "
    var text = ""
    while text.count < 100_000 {
        text += String(repeating: sentence, count: 5)
        text += "\n"
    }
    text = String(text.prefix(100_000))
    let model = EditorBenchmarkModel(text: text)
    let host = ViewHost(rootView: EditorBenchmarkView(model: model), measurer: session.measurer, clock: VirtualClock(),
                        windowResizeAnimation: nil)
    let (window, painter) = session.makeWindow(title: "TrellisBench editor", width: size.width, height: size.height)
    defer { painter.release(); window.destroy(); session.sync() }
    var frames = BenchmarkFrames(host: host, painter: painter, session: session, size: size)
    func deliver(_ event: InputEvent) -> Double { frames.deliver(event).seconds }

    _ = deliver(.key(KeyPress(phase: .down, key: .tab, characters: "", modifiers: [])))
    _ = deliver(.keyDown(.end, modifiers: .control))
    var typing: [Double] = [], arrows: [Double] = [], scrolls: [Double] = []
    for index in 0..<60 {
        let character = Character(String(Array("typing here ")[index % 12]))
        typing.append(deliver(.keyDown(KeyEquivalent(character), characters: String(character))))
    }
    for index in 0..<40 {
        arrows.append(deliver(.keyDown(index % 2 == 0 ? .leftArrow : .rightArrow)))
    }
    let middle = CGPoint(x: size.width / 2, y: size.height / 2)
    for index in 0..<40 {
        scrolls.append(deliver(.scroll(middle, delta: CGSize(width: 0, height: index % 2 == 0 ? -60 : 60))))
    }
    let written = model.text.count
    report.note("editor: \(written) characters in the binding after typing (\(text.count) before)")
    report.add(.time("editor.100k.type", "TextEditor 100k chars: keystroke at the end, update + paint (median)", median(typing)))
    report.add(.time("editor.100k.typeP99", "TextEditor 100k chars: keystroke at the end (p99)", percentile(typing, 0.99)))
    report.add(.time("editor.100k.caret", "TextEditor 100k chars: arrow key at the end (median)", median(arrows)))
    report.add(.time("editor.100k.scroll", "TextEditor 100k chars: wheel scroll at the end (median)", median(scrolls)))
}

@MainActor
final class EditorBenchmarkModel {
    var text: String
    init(text: String) { self.text = text }
}

struct EditorBenchmarkView: View {
    let model: EditorBenchmarkModel
    var body: some View {
        TextEditor(text: Binding(get: { model.text }, set: { model.text = $0 }))
    }
}
