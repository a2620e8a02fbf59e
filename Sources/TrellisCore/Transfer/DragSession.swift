import Foundation
import Observation

/// The drag in progress in one window (`draggable` to `dropDestination`):
/// what is dragged (an item and its representations), where the pointer
/// is (window coordinates), the drop targets laid out in the window and
/// the one under the pointer that accepts the item.
@MainActor @Observable
final class DragSession {
    struct Target {
        var frame: CGRect
        let entries: [TransferEntry]
        let drop: @MainActor ([SendableItem], CGPoint) -> Bool
    }

    private(set) var item: SendableItem?
    @ObservationIgnored private var itemEntries: [TransferEntry] = []
    /// The target under the pointer that takes the item.
    private(set) var targeted: UUID?
    @ObservationIgnored private var targets: [UUID: Target] = [:]

    func register(_ id: UUID, _ target: Target) { targets[id] = target }
    func move(_ id: UUID, to frame: CGRect) { targets[id]?.frame = frame }
    func unregister(_ id: UUID) {
        targets[id] = nil
        if targeted == id { targeted = nil }
    }

    func begin(_ item: SendableItem, entries: [TransferEntry]) {
        self.item = item
        itemEntries = entries
    }

    /// The pointer moved: the innermost accepting target under it.
    func pointer(at location: CGPoint) {
        guard let item else { return }
        let offered = itemEntries.filter { $0.exports(item) }.map { TransferCoding.clipboardType(of: $0.contentType) }
        let under = targets.filter { $0.value.frame.contains(location)
            && TransferCoding.match(offered: offered, entries: $0.value.entries) != nil }
        let innermost = under.min { $0.value.frame.width * $0.value.frame.height < $1.value.frame.width * $1.value.frame.height }
        if targeted != innermost?.key { targeted = innermost?.key }
    }

    /// The button was released: the targeted view gets the item, converted
    /// through the representations both sides share, and the location in
    /// its own coordinates.
    func drop(at location: CGPoint) {
        pointer(at: location)
        defer { item = nil; targeted = nil; itemEntries = [] }
        guard let item, let id = targeted, let target = targets[id] else { return }
        let entries = itemEntries
        let local = CGPoint(x: location.x - target.frame.minX, y: location.y - target.frame.minY)
        TransferTasks.run {
            guard let content = await TransferCoding.content(of: [item], entries: entries),
                  let (type, _) = TransferCoding.match(offered: content.types, entries: target.entries),
                  let representation = content.first(of: [type]) else { return }
            let items = await TransferCoding.items(from: representation, entries: target.entries)
            if !items.isEmpty { _ = target.drop(items, local) }
        }
    }

    func cancel() {
        item = nil
        targeted = nil
    }
}
