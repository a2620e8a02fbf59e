import Foundation
import Testing
import XvfbSupport

/// `gallery drawing` under Xvfb and openbox: the card turns when "Rotate
/// 30°" is clicked (its presented rectangle becomes the rotated bounding
/// box while its layout frame stays), the bundled images decode, and the
/// gradients and symbols reach the screen.
@Suite("Drawing app, end to end")
struct DrawingEndToEndTests {
    @Test func rotatingTheCardChangesOnlyWhereItIsDrawn() throws {
        let session = try GallerySession("drawing")
        let start = try session.wait { $0.node(text: "Ace of spades") != nil && $0.node(text: "Rotate 30°") != nil }
        let card = try #require(start.nodes(kind: "RotationEffect").first)
        #expect(card.presentedRect == card.rect, "unrotated at first")
        try session.click(try #require(start.node(text: "Rotate 30°")))
        // After the 0.4 s animation: 30° turns a w × h card into a box of
        // w cos 30 + h sin 30 by w sin 30 + h cos 30, about the same centre.
        let turned = try session.wait(timeout: 10) { window in
            guard let node = window.nodes(kind: "RotationEffect").first, let frame = window.nodes(kind: "Frame").first(where: {
                $0.rect.width == 120 && $0.rect.height == 160 }) else { return false }
            return abs(frame.presentedRect.width - (120 * cos(Double.pi / 6) + 160 * 0.5)) < 0.5 && node.rect == card.rect
        }
        let frame = try #require(turned.nodes(kind: "Frame").first { $0.rect.width == 120 && $0.rect.height == 160 })
        #expect(abs(frame.presentedRect.height - (120 * 0.5 + 160 * cos(Double.pi / 6))) < 0.5)
        #expect(abs(frame.presentedRect.midX - frame.rect.midX) < 0.5 && abs(frame.presentedRect.midY - frame.rect.midY) < 0.5)
    }

    @Test func imagesGradientsAndSymbolsAreDrawn() throws {
        let session = try GallerySession("drawing")
        let window = try session.wait { $0.nodes(kind: "Image").count >= 5 }
        // The 96 × 64 JPEG at its pixel size, and the missing one as a placeholder.
        let images = window.nodes(kind: "Image")
        #expect(images.contains { $0.rect.width == 96 && $0.rect.height == 64 })
        #expect(images.contains { $0.rect.width == 32 && $0.rect.height == 32 })
        Thread.sleep(forTimeInterval: 0.3)
        let shot = try session.screenshot()
        // The JPEG's top row is orange (#ff8800 at the top of its gradient).
        let jpeg = try #require(images.first { $0.rect.width == 96 })
        let top = shot.color(x: Int(jpeg.rect.x) + 4, y: Int(jpeg.rect.y) + 1)
        #expect(top.red > 230 && top.green > 110 && top.green < 160 && top.blue < 40, "\(top)")
        // Some pixels of the angular gradient's hues and of the red heart.
        #expect(shot.count { $0.red > 200 && $0.green < 80 && $0.blue < 80 } > 100)
        #expect(shot.count { $0.blue > 200 && $0.red < 80 && $0.green < 150 } > 100)
    }
}

/// The clock of `gallery drawing` is a Canvas in a TimelineView: the time
/// written under it changes by itself, second by second.
@Suite("Drawing app's clock, end to end")
struct DrawingClockEndToEndTests {
    @Test func theTimelineTicks() throws {
        let session = try GallerySession("drawing")
        let isTime: (String) -> Bool = { $0.count == 8 && $0.filter { $0 == ":" }.count == 2 }
        let first = try session.wait { window in window.nodes(kind: "Text").contains { isTime($0.text ?? "") } }
        let before = try #require(first.nodes(kind: "Text").first { isTime($0.text ?? "") }?.text)
        // Within a few seconds, with no input, another second is shown.
        let later = try session.wait(timeout: 5) { window in
            window.nodes(kind: "Text").contains { isTime($0.text ?? "") && $0.text != before }
        }
        #expect(later.nodes(kind: "Text").contains { isTime($0.text ?? "") })
    }
}
