import Foundation
import Testing
import XvfbSupport

/// `gallery cards` under Xvfb and openbox, driven with xdotool: cards
/// dealt with a click, a card dragged by a person-like drag that follows
/// the pointer and lands where the pointer went, a tap that flips one,
/// and a right click whose menu the keyboard operates.
@Suite("Card table, end to end", .serialized)
struct CardsEndToEndTests {
    private func clubs(_ window: Inspection.Window) -> [Inspection.Node] {
        window.nodes.filter { $0.text == "♣" }.sorted { ($0.rect.y, $0.rect.x) < ($1.rect.y, $1.rect.x) }
    }

    @Test func dealDragTapAndContextMenu() throws {
        let session = try GallerySession("cards")
        let start = try session.wait { $0.node(text: "Deal") != nil }
        let deal = try #require(start.node(text: "Deal"))
        try session.click(deal)
        try session.click(deal)
        let dealt = try session.wait { self.clubs($0).count == 2 && $0.node(text: "Dealt K") != nil }
        // Let the dealing transition settle before measuring.
        Thread.sleep(forTimeInterval: 0.6)
        let settled = try session.main
        let first = try #require(clubs(settled).first).rect
        #expect(clubs(dealt).count == 2)

        // Drag the first card 120 right and 90 down, in 12 steps.
        let origin = try session.xdo.geometry(of: session.window)
        let from = (x: origin.x + Int(first.midX), y: origin.y + Int(first.midY))
        try session.xdo.movePointer(x: from.x, y: from.y)
        try session.xdo.mouseDown()
        for step in 1...6 {
            try session.xdo.movePointer(x: from.x + 10 * step, y: from.y + 7 * step)
            Thread.sleep(forTimeInterval: 0.03)
        }
        // Mid-drag, the card is drawn where the pointer has taken it.
        let midway = try session.wait { window in
            self.clubs(window).contains { abs($0.rect.midX - (first.midX + 60)) < 1 && abs($0.rect.midY - (first.midY + 42)) < 1 }
        }
        #expect(midway.node(text: "Dealt K") != nil, "nothing was dropped yet")
        for step in 7...12 {
            try session.xdo.movePointer(x: from.x + 10 * step, y: from.y + Int((7.5 * Double(step)).rounded()))
            Thread.sleep(forTimeInterval: 0.03)
        }
        try session.xdo.mouseUp()
        let dropped = try session.wait { $0.nodes.contains { $0.text?.hasPrefix("Moved A to") == true } }
        let moved = try #require(dropped.nodes.first { $0.text?.hasPrefix("Moved A to") == true }?.text)
        #expect(moved == "Moved A to 136, 106", "16 + 120, 16 + 90")

        // A tap flips the card face up.
        let card = try #require(clubs(dropped).first { $0.rect.x > first.x + 100 })
        try session.xdo.click(window: session.window, x: Int(card.rect.midX), y: Int(card.rect.midY))
        let flipped = try session.wait(timeout: 5) { $0.node(text: "A") != nil }
        #expect(flipped.node(text: "Flipped A") != nil)

        // A right click on the other card opens its menu; Down, Down, Return picks "Send home".
        let other = try #require(clubs(flipped).first)
        try session.xdo.click(window: session.window, x: Int(other.rect.midX), y: Int(other.rect.midY), button: 3)
        Thread.sleep(forTimeInterval: 0.4)
        try session.xdo.key("Down")
        try session.xdo.key("Down")
        try session.xdo.key("Return")
        _ = try session.wait(timeout: 5) { $0.node(text: "Sent K home") != nil }
    }
}
