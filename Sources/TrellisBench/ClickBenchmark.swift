import Foundation
import Trellis

/// A click on one tile (issue #7, figure 7), as the X11 loop delivers it:
/// the pointer arrives over "Tile 5" (hover), the button goes down (press
/// feedback) and up (the action sets the view's `selectedNumber`); after
/// each event the host updates and, when it says so, a display list is
/// built and painted on a real window. Counted from `ViewHost.statistics`
/// around the press and release: bodies re-evaluated, layout passes,
/// display lists built, the items repainted (those inside the damage:
/// the X11 painter repaints only the part of the window that changed) and
/// how many of them differ from the previous frame.
@MainActor
func runClick(_ app: BenchmarkApp, session: XSession, report: Report) {
    let size = CGSize(width: 544, height: 600)
    let host = app.makeHost(measurer: session.measurer, clock: VirtualClock(), windowResizeAnimation: nil)
    let (window, painter) = session.makeWindow(title: "TrellisBench click", width: size.width, height: size.height)
    defer { painter.release(); window.destroy(); session.sync() }
    var frames = BenchmarkFrames(host: host, painter: painter, session: session, size: size)
    let key = "click.\(app.rawValue)"
    let built = host.statistics
    report.note("\(app.label): \(built.bodyEvaluations) bodies evaluated to build it, \(frames.list.items.count) display items per frame")

    guard let tile = host.inspectionNodes().first(where: { $0.text == "Tile 5" }) else {
        report.unavailable("\(key).bodies", "click \(app.label)", reason: "no tile \"Tile 5\" on screen")
        return
    }
    let point = CGPoint(x: tile.presented[0] + tile.presented[2] / 2, y: tile.presented[1] + tile.presented[3] / 2)

    /// Delivers one event and repaints if needed; the items that changed
    /// and those repainted are counted after the timing.
    func deliver(_ event: InputEvent) -> (changed: Int, painted: Int, seconds: Double) {
        let frame = frames.deliver(event)
        return (changedItems(from: frame.before, to: frame.after), repaintedItems(frame.after, regions: frame.regions), frame.seconds)
    }

    _ = deliver(.pointerMoved(point))
    let before = host.statistics
    let press = deliver(.buttonDown(point, .primary))
    let pressed = host.statistics
    let release = deliver(.buttonUp(point, .primary))
    let after = host.statistics
    report.note("    press: \(pressed.bodyEvaluations - before.bodyEvaluations) bodies, \(pressed.layoutPasses - before.layoutPasses) layout passes, \(press.changed) of \(press.painted) items changed; "
        + "release: \(after.bodyEvaluations - pressed.bodyEvaluations) bodies, \(after.layoutPasses - pressed.layoutPasses) layout passes, \(release.changed) of \(release.painted) items changed")

    report.add(.count("\(key).bodies", "click \(app.label): bodies re-evaluated", after.bodyEvaluations - before.bodyEvaluations))
    report.add(.count("\(key).bodiesTotal", "click \(app.label): bodies in the app (first build)", built.bodyEvaluations))
    report.add(.count("\(key).layouts", "click \(app.label): layout passes", after.layoutPasses - before.layoutPasses))
    report.add(.count("\(key).views", "click \(app.label): views updated (equal ones are left alone)", after.viewUpdates - before.viewUpdates))
    report.add(.count("\(key).viewsTotal", "click \(app.label): views in the app (first build)", built.viewUpdates))
    report.add(.count("\(key).arrangements", "click \(app.label): units asked to arrange", after.arrangements - before.arrangements))
    report.add(.count("\(key).lists", "click \(app.label): display lists built", after.displayLists - before.displayLists))
    report.add(.count("\(key).painted", "click \(app.label): display items repainted", press.painted + release.painted))
    report.add(.count("\(key).changed", "click \(app.label): display items that changed", press.changed + release.changed))
    report.add(.time("\(key).pressTime", "click \(app.label): press, update + paint", press.seconds))
    report.add(.time("\(key).releaseTime", "click \(app.label): release (action), update + paint", release.seconds))
}

/// The drawing items of `list` that repainting `regions` redraws (an item
/// in two regions is drawn twice).
func repaintedItems(_ list: DisplayList, regions: [CGRect]?) -> Int {
    guard let regions else { return 0 }
    return regions.reduce(0) { total, region in
        total + list.items.filter { item in item.bounds.map { $0.intersects(region) } ?? false }.count
    }
}

/// Items of `new` that are not the same as the item at the same place in
/// `old`, plus any extra items: what a damage-tracking painter would redraw.
func changedItems(from old: DisplayList, to new: DisplayList) -> Int {
    let common = min(old.items.count, new.items.count)
    var changed = abs(old.items.count - new.items.count)
    for index in 0..<common where old.items[index] != new.items[index] { changed += 1 }
    return changed
}
