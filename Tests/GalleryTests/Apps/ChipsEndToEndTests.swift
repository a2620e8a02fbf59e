import Foundation
import Testing
import XvfbSupport

/// The chip row under real fonts: at every width, whole labels in order
/// and a badge that makes up the rest.
@Suite("Chips, end to end", .serialized)
struct ChipsEndToEndTests {
    static let titles = ["Sketch", "Color samples", "Shapes", "Paper textures", "Layout notes", "Preview"]

    @Test func narrowingDropsWholeLabelsFromTheEndAndTheBadgeCountsThem() throws {
        let session = try GallerySession("chips", environment: ["TRELLIS_WINDOW_ANIMATION": "0"])
        let opened = try session.main
        #expect(opened.width == 680, "opens at the ideal width")
        var counts: [Int] = []
        for width in stride(from: 680, through: 320, by: -30) {
            try session.xdo.resize(window: session.window, width: width, height: 200)
            let window = try session.wait { $0.width == Double(width) }
            let texts = window.texts.filter { $0 != "Sample labels" && !$0.hasPrefix("Resize the window") }
            let badge = texts.last.flatMap { $0.hasSuffix(" more") ? Int($0.dropLast(5)) : nil }
            let shown = badge == nil ? texts : Array(texts.dropLast())
            #expect(shown == Array(Self.titles.prefix(shown.count)), "a prefix of the six titles at \(width)")
            #expect(shown.count + (badge ?? 0) == 6)
            #expect(badge != 0)
            // Every chip lies whole inside the row, left-aligned.
            let row = try #require(window.nodes(kind: "HStack").first).rect
            #expect(row.x == 24)
            for title in shown {
                let chip = try #require(window.node(text: title)).rect
                #expect(chip.x >= row.x && chip.maxX <= row.maxX + 0.001)
                #expect(chip.maxX <= Double(width) - 24 + 0.001)
            }
            counts.append(shown.count)
        }
        #expect(counts.first == 6)
        #expect(zip(counts, counts.dropFirst()).allSatisfy { $0 >= $1 })
        #expect(Set(counts).count >= 4, "labels drop out one by one: \(counts)")
        try session.xdo.resize(window: session.window, width: 680, height: 200)
        #expect(try session.wait { $0.width == 680 }.texts.contains("Preview"), "widening brings them back")
    }
}
