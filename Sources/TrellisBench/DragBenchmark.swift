import Foundation
import PaletteApp
import Trellis

/// A card dragged over 1,000 tiles (issue #16: "a drag over 1,000 tiles
/// repaints only what moved"; "a drag follows the pointer with at most one
/// frame of lag"), on a real X11 window. The pointer presses the card,
/// then moves 2 × 1.5 points per frame for `steps` frames, as the X11
/// loop delivers motion: each frame is one `pointerMoved` handled, the
/// host updated, a display list built, the damaged regions repainted and
/// an `XSync`, timed on the monotonic clock. Per frame it also counts the
/// items repainted (inside the damage) and changed, the damaged area, and
/// whether the card's presented frame is where the pointer says (checked
/// after the timing, from the inspection).
@MainActor
func runDrag(session: XSession, count: Int = 1_000, steps: Int = 240, report: Report) {
    let size = CGSize(width: 544, height: 600)
    let host = ViewHost(rootView: DragBoard(count: count), measurer: session.measurer, clock: VirtualClock(),
                        windowResizeAnimation: nil)
    let (window, painter) = session.makeWindow(title: "TrellisBench drag", width: size.width, height: size.height)
    defer { painter.release(); window.destroy(); session.sync() }
    var frames = BenchmarkFrames(host: host, painter: painter, session: session, size: size)
    let key = "drag.tiles1k", label = "drag a card over \(count) tiles"

    let windowRect = CGRect(origin: .zero, size: size)
    guard let card = host.inspectionNodes().first(where: { $0.text == DragBoard.cardLabel }),
          windowRect.contains(CGPoint(x: card.presented[0], y: card.presented[1])) else {
        report.unavailable("\(key).median", label, reason: "no card on screen")
        return
    }
    let cardOrigin = CGPoint(x: card.presented[0], y: card.presented[1])
    // The label's node is found; the card around it moves with it.
    let cardArea = DragBoard.cardSize.width * DragBoard.cardSize.height
    let press = CGPoint(x: cardOrigin.x + card.presented[2] / 2, y: cardOrigin.y + card.presented[3] / 2)

    var frameTimes: [Double] = [], repainted: [Double] = [], changed: [Double] = [], damage: [Double] = []
    var lagged = 0
    var bodies: [Double] = [], views: [Double] = [], measured: [Double] = []
    _ = frames.deliver(.pointerMoved(press))
    _ = frames.deliver(.buttonDown(press, .primary))
    for step in 1...steps {
        let pointer = CGPoint(x: press.x + 2 * Double(step), y: press.y + 1.5 * Double(step))
        let before = host.statistics
        let frame = frames.deliver(.pointerMoved(pointer))
        frameTimes.append(frame.seconds)
        // Counted outside the timing.
        let after = host.statistics
        bodies.append(Double(after.bodyEvaluations - before.bodyEvaluations))
        views.append(Double(after.viewUpdates - before.viewUpdates))
        measured.append(Double(after.measurements - before.measurements))
        repainted.append(Double(repaintedItems(frame.after, regions: frame.regions)))
        changed.append(Double(changedItems(from: frame.before, to: frame.after)))
        damage.append((frame.regions ?? []).reduce(0.0) { total, region in
            let visible = region.intersection(windowRect)
            return visible.isNull ? total : total + Double(visible.width * visible.height)
        })
        let moved = host.inspectionNodes().first { $0.text == DragBoard.cardLabel }
        let expected = CGPoint(x: cardOrigin.x + pointer.x - press.x, y: cardOrigin.y + pointer.y - press.y)
        if let moved, abs(moved.presented[0] - Double(expected.x)) <= 0.5, abs(moved.presented[1] - Double(expected.y)) <= 0.5 {
            continue
        }
        lagged += 1
    }
    host.handle(.buttonUp(CGPoint(x: press.x + 2 * Double(steps), y: press.y + 1.5 * Double(steps)), .primary))
    _ = host.update()

    let frameBudget = 1.0 / 60
    report.note("\(label): \(frames.list.items.count) display items per frame, card \(Int(DragBoard.cardSize.width))×\(Int(DragBoard.cardSize.height)) points")
    report.add(.time("\(key).median", "\(label): frame median", median(frameTimes)))
    report.add(.time("\(key).p99", "\(label): frame p99", percentile(frameTimes, 0.99)))
    report.add(.time("\(key).max", "\(label): frame max", frameTimes.max() ?? 0))
    report.add(.count("\(key).missed", "\(label): frames over 16.7 ms", frameTimes.filter { $0 > frameBudget }.count))
    report.add(.count("\(key).frames", "\(label): frames timed", frameTimes.count))
    report.add(.count("\(key).items", "\(label): display items per frame", frames.list.items.count))
    report.add(.count("\(key).repainted", "\(label): items repainted per frame (median)", Int(median(repainted))))
    report.add(.count("\(key).changed", "\(label): items changed per frame (median)", Int(median(changed))))
    report.add(.count("\(key).damage", "\(label): damaged area per frame, points² (median)", Int(median(damage).rounded())))
    report.add(.count("\(key).cardArea", "\(label): the card's area, points²", Int(cardArea.rounded())))
    report.add(.count("\(key).bodies", "\(label): bodies re-evaluated per frame (median)", Int(median(bodies))))
    report.add(.count("\(key).views", "\(label): views updated per frame (median)", Int(median(views))))
    report.add(.count("\(key).measurements", "\(label): measurements per frame (median)", Int(median(measured))))
    report.add(.count("\(key).lagged", "\(label): frames where the card was not under the pointer", lagged))
}

/// The dragged scene: the seed's grid of 1,000 text tiles in a scroll view
/// (every one laid out; those in the window drawn) under a card that a `DragGesture` moves,
/// written as SwiftUI code would be: the translation in `@GestureState`,
/// the resting place in `@State`.
struct DragBoard: View {
    static let cardLabel = "Dragged card"
    static let cardSize = CGSize(width: 140, height: 90)
    let count: Int
    @State private var position = CGSize(width: 24, height: 24)
    @GestureState private var drag = CGSize.zero

    var body: some View {
        ZStack(alignment: .topLeading) {
            ScrollView {
                PaletteBenchmarkContent.textTileGrid(count: count)
                    .frame(maxWidth: .infinity, alignment: .leading)
            }
            Text(Self.cardLabel)
                .font(.headline)
                .foregroundStyle(.white)
                .frame(width: Self.cardSize.width, height: Self.cardSize.height)
                .background(RoundedRectangle(cornerRadius: 12).fill(Color.orange))
                .offset(x: position.width + drag.width, y: position.height + drag.height)
                .gesture(DragGesture(minimumDistance: 0)
                    .updating($drag) { value, state, _ in state = value.translation }
                    .onEnded { value in
                        position.width += value.translation.width
                        position.height += value.translation.height
                    })
        }
    }
}
