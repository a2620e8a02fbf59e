import Foundation
import Testing
import XvfbSupport

/// `gallery worldtext` and the palette under Xvfb and openbox: shaped
/// scripts laid out, the window turned right to left at a click, and the
/// palette mirrored in a Hebrew locale.
@Suite("World text and right to left, end to end")
struct WorldTextEndToEndTests {
    @Test func theWindowTurnsRightToLeftAtAClick() throws {
        let session = try GallerySession("worldtext")
        let start = try session.wait { $0.node(text: "World text") != nil }
        let arabic = try #require(start.node(text: "مرحبا بالعالم"))
        // Joined Arabic at 13 pt: about 69 points; unshaped it would be about 97.
        #expect(arabic.rect.width > 60 && arabic.rect.width < 75, "\(arabic.rect.width)")
        let title = try #require(start.node(text: "World text"))
        let button = try #require(start.node(text: "Right to left"))
        #expect(title.rect.x < button.rect.x, "left to right: the title first")
        try session.click(button)
        let flipped = try session.wait { $0.node(text: "Left to right") != nil }
        let flippedTitle = try #require(flipped.node(text: "World text"))
        let flippedButton = try #require(flipped.node(text: "Left to right"))
        #expect(flippedTitle.rect.x > flippedButton.rect.x, "right to left: the title on the right")
        #expect(abs((flippedTitle.rect.x + flippedTitle.rect.width) - (start.width - title.rect.x)) < 0.5,
                "mirrored: as far from the right edge as it was from the left")
    }

    @Test func thePaletteIsMirroredInAHebrewLocale() throws {
        let session = try GallerySession("palette", environment: ["LANG": "he_IL.UTF-8", "LC_ALL": "he_IL.UTF-8"])
        let main = try session.wait { $0.node(text: "Tile 1") != nil }
        let one = try #require(main.node(text: "Tile 1"))
        let two = try #require(main.node(text: "Tile 2"))
        #expect(one.rect.x > two.rect.x, "tiles run from the right")
        #expect(main.columnCount(of: "WideFirstGrid") == 4, "the same grid, mirrored")
    }
}
