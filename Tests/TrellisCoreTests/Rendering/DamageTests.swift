import Testing
@testable import PaletteApp
@testable import TrellisCore

/// Repainting only what changed: a display list's damage against the
/// previous one.
@Suite("Damage")
@MainActor
struct DamageTests {
    @Test func clickingATileDamagesOnlyTheLabelAndThatTile() {
        let host = TestHost(PaletteView().frame(minWidth: 240, minHeight: 260), width: 440, height: 520)
        let before = host.host.displayList()
        #expect(before.damage(since: before) == nil)
        let bodies = host.host.statistics.bodyEvaluations
        host.click(text: "Tile 5")
        let after = host.host.displayList()
        // One body read the selection: the palette's.
        #expect(host.host.statistics.bodyEvaluations - bodies == 1)
        let damage = after.damage(since: before)!
        // The new label, and Tile 5 (still under the pointer, so highlighted).
        #expect(damage.intersects(host.frame(text: "Selected tile: 5")!))
        #expect(damage.intersects(host.frame(text: "Tile 5")!))
        #expect(!damage.intersects(host.frame(text: "Tile 11")!))
        #expect(damage.width * damage.height < 440 * 520 / 3, "a few rectangles, not the window: \(damage)")
    }

    @Test func aNewBackgroundOrAClipChangeDamagesEverything() {
        let a = DisplayList(background: .white, items: [.pushClip(CGRect(x: 0, y: 0, width: 10, height: 10)), .popClip])
        let b = DisplayList(background: .black, items: a.items)
        let c = DisplayList(background: .white, items: [.pushClip(CGRect(x: 0, y: 0, width: 20, height: 10)), .popClip])
        #expect(b.damage(since: a) == .infinite)
        #expect(c.damage(since: a) == .infinite)
        #expect(a.damage(since: nil) == .infinite)
    }
}
