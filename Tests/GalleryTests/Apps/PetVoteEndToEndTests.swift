import Foundation
import Testing
import XvfbSupport

/// Apple's pet-vote sample as a user meets it: vote with the mouse, watch
/// the leader's avatar glide to the top of the ring, tie all three and see
/// the row, narrow the window and see the buttons stack.
@Suite("Pet vote, end to end", .serialized)
struct PetVoteEndToEndTests {
    /// The vote button whose label is `pet` (the leaderboard has a text of
    /// the same name; the button is the one with a Button ancestor).
    private func button(_ window: Inspection.Window, _ pet: String) throws -> Inspection.Node {
        let labels = window.nodes.filter { $0.text == pet }
        for label in labels {
            var node = label
            while let parent = window.parent(of: node) {
                if parent.kind == "Button" { return parent }
                node = parent
            }
        }
        throw HarnessError("no vote button for \(pet)")
    }

    /// The avatars' presented frames by initial.
    private func avatars(_ window: Inspection.Window) -> [String: Inspection.Rect] {
        var result: [String: Inspection.Rect] = [:]
        for initial in ["C", "G", "D"] { result[initial] = window.node(text: initial)?.presentedRect }
        return result
    }

    @Test func votingMovesTheLeaderToTheTopAndATieMakesARow() throws {
        let session = try GallerySession("petvote")
        let start = try session.main
        // 0/0/0 is a three-way tie: a row.
        #expect(!start.nodes(kind: "HStack").isEmpty)
        let row = avatars(start)
        #expect(Set(row.values.map(\.y)).count == 1)

        try session.click(try button(start, "Goldfish"))
        let frames = try session.record(for: 0.8)
        try session.wait { !$0.nodes(kind: "MyRadialLayout").isEmpty }
        let ring = try #require(try session.app.waitForInspection { !$0.animating }.mainWindow)
        let placed = avatars(ring)
        let goldfish = try #require(placed["G"]), cat = try #require(placed["C"]), dog = try #require(placed["D"])
        #expect(goldfish.y < cat.y && goldfish.y < dog.y, "the leader is on top: \(placed)")
        // It glided: some frame showed it between the row and the ring.
        let startY = try #require(row["G"]).y
        let moving = frames.filter(\.animating).compactMap { $0.node(text: "G")?.presentedRect.y }
        #expect(moving.contains { $0 != startY && $0 != goldfish.y })
        #expect(ring.texts.contains("1"), "the vote count shows")

        try session.click(try button(ring, "Cat"))
        try session.click(try button(ring, "Dog"))
        try session.wait { window in
            !window.nodes(kind: "HStack").isEmpty && window.nodes(kind: "MyRadialLayout").isEmpty
        }
        try session.app.waitForInspection { !$0.animating }
        let settled = avatars(try session.main)
        #expect(Set(settled.values.map(\.y)).count == 1, "a row again: \(settled)")
    }

    @Test func aNarrowWindowStacksTheButtons() throws {
        let session = try GallerySession("petvote", environment: ["TRELLIS_WINDOW_ANIMATION": "0"])
        let wide = try session.main
        let cat = try button(wide, "Cat").rect, dog = try button(wide, "Dog").rect
        #expect(cat.y == dog.y, "side by side at \(wide.width) points")
        try session.xdo.resize(window: session.window, width: 220, height: 600)
        let narrow = try session.wait { $0.width == 220 }
        let stacked = ["Cat", "Goldfish", "Dog"].compactMap { try? button(narrow, $0).rect }
        #expect(stacked.count == 3)
        #expect(Set(stacked.map(\.x)).count == 1 && Set(stacked.map(\.width)).count == 1, "one equal-width column")
        #expect(stacked[0].y < stacked[1].y && stacked[1].y < stacked[2].y)
    }
}
