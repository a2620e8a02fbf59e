import Foundation
import Testing
import XvfbSupport

/// The palette app as a user meets it: launched, resized with the mouse,
/// clicked, scrolled and closed, under Xvfb and openbox.
@Suite("Palette, end to end", .serialized)
struct PaletteEndToEndTests {
    @Test func opensAtItsIdealSizeWithTheSeedsContent() throws {
        let session = try GallerySession("palette")
        let main = try session.main
        #expect(main.title == "WideFirstGridDemo")
        #expect(main.width == 440)
        #expect(main.texts.starts(with: ["Tile palette", "Choose a numbered tile", "Choose a tile from this sample collection"]))
        #expect(main.texts.filter { $0.hasPrefix("Tile ") && $0 != "Tile palette" }.count == 11)
        #expect(main.columnCount(of: "WideFirstGrid") == 4)
        let geometry = try session.xdo.geometry(of: session.window)
        #expect(geometry.width == 440)
    }

    @Test func resizedTo440PixelsItShowsFourColumnsAndNarrowerFewer() throws {
        let session = try GallerySession("palette", environment: ["TRELLIS_WINDOW_ANIMATION": "0"])
        try session.xdo.resize(window: session.window, width: 700, height: 500)
        #expect(try session.wait { $0.width == 700 }.columnCount(of: "WideFirstGrid") == 6)
        try session.xdo.resize(window: session.window, width: 440, height: 500)
        let four = try session.wait { $0.width == 440 }
        #expect(four.columnCount(of: "WideFirstGrid") == 4)
        #expect(four.children(ofFirst: "WideFirstGrid")[0].rect.width == 200)
        try session.xdo.resize(window: session.window, width: 300, height: 500)
        #expect(try session.wait { $0.width == 300 }.columnCount(of: "WideFirstGrid") == 2)
    }

    @Test func clickingTile5SelectsIt() throws {
        let session = try GallerySession("palette")
        let before = try session.main
        let prompt = try #require(before.node(text: "Choose a numbered tile"))
        let tile = try #require(before.node(text: "Tile 5"))
        let idle = try session.screenshot()
        try session.click(try #require(before.parent(of: tile)))
        let after = try session.wait { $0.node(text: "Selected tile: 5") != nil }
        #expect(after.node(text: "Choose a numbered tile") == nil)
        // The pixels changed too: the old prompt's tail is background now,
        // and the new label has ink where it is.
        let shot = try session.screenshot()
        let label = try #require(after.node(text: "Selected tile: 5")).rect
        let tail = (x: Int(label.maxX) + 4, y: Int(prompt.rect.y), width: Int(prompt.rect.maxX - label.maxX) - 4,
                    height: Int(prompt.rect.height))
        let dark: (RGB) -> Bool = { $0.red < 120 }
        #expect(idle.cropped(x: tail.x, y: tail.y, width: tail.width, height: tail.height).count(where: dark) > 20,
                "the prompt's text was there")
        #expect(shot.cropped(x: tail.x, y: tail.y, width: tail.width, height: tail.height).count(where: dark) == 0)
        let ink = shot.cropped(x: Int(label.x), y: Int(label.y), width: Int(label.width), height: Int(label.height))
            .count { $0.red < 100 }
        #expect(ink > 20)
    }

    @Test func pressedAndHoveredTilesDarken() throws {
        let session = try GallerySession("palette")
        let tile = try #require(try session.main.node(text: "Tile 7"))
        let spot = (x: Int(tile.rect.x) - 14, y: Int(tile.rect.midY))   // on the tile, beside its label
        let idle = try session.screenshot().color(x: spot.x, y: spot.y)
        try session.xdo.movePointer(window: session.window, x: Int(tile.rect.midX), y: Int(tile.rect.midY))
        try waitUntil("the tile darkens under the pointer", timeout: 5) {
            (try? session.screenshot().color(x: spot.x, y: spot.y).red).map { $0 < idle.red } ?? false
        }
        let hovered = try session.screenshot().color(x: spot.x, y: spot.y)
        try session.xdo.mouseDown()
        try waitUntil("the tile darkens more while pressed", timeout: 5) {
            (try? session.screenshot().color(x: spot.x, y: spot.y).red).map { $0 < hovered.red } ?? false
        }
        try session.xdo.mouseUp()
        try session.wait { $0.node(text: "Selected tile: 7") != nil }
    }

    @Test func draggingTheBorderAnimatesTheRewrapAndSettles() throws {
        let session = try GallerySession("palette")
        let frame = try session.xdo.frameGeometry(of: session.window)
        let start = try session.main
        let tile3 = try #require(start.node(text: "Tile 3")).rect
        // Drag the 1-pixel right border of openbox's frame from 4 columns to 2.
        let border = (x: frame.x + frame.width - 1, y: frame.y + frame.height / 2)
        try session.xdo.drag(from: border, to: (border.x - 140, border.y), steps: 8, stepDelay: 0.03)
        let frames = try session.record(for: 0.6)
        let end = try session.wait { !$0.nodes.isEmpty }
        #expect(end.width == 300)
        #expect(end.columnCount(of: "WideFirstGrid") == 2)
        let target = try #require(end.node(text: "Tile 3")).rect
        #expect(target.y > tile3.y)
        // On the way: animating snapshots with Tile 3 strictly between where it
        // was and where it ends, then a settled one exactly on the layout.
        let moving = frames.filter(\.animating).compactMap { $0.node(text: "Tile 3")?.presentedRect }
        #expect(moving.contains { $0.y > tile3.y && $0.y < target.y })
        let last = try #require(frames.last)
        #expect(!last.animating)
        #expect(last.node(text: "Tile 3")?.presentedRect == target)
    }

    @Test func theMinimumSizeIsEnforcedByTheWindowManager() throws {
        let session = try GallerySession("palette", environment: ["TRELLIS_WINDOW_ANIMATION": "0"])
        let frame = try session.xdo.frameGeometry(of: session.window)
        let corner = (x: frame.x + frame.width - 1, y: frame.y + frame.height - 1)
        try session.xdo.drag(from: corner, to: (corner.x - 400, corner.y - 300), steps: 6, stepDelay: 0.03)
        try waitUntil("the window stops shrinking", timeout: 5) {
            (try? session.xdo.geometry(of: session.window)).map { $0.width <= 260 } ?? false
        }
        let geometry = try session.xdo.geometry(of: session.window)
        #expect(geometry.width == 240)
        #expect(geometry.height == 260)
        #expect(try session.wait { $0.width == 240 }.columnCount(of: "WideFirstGrid") == 2)
    }

    @Test func theWheelScrollsTilesIntoView() throws {
        let session = try GallerySession("palette", environment: ["TRELLIS_WINDOW_ANIMATION": "0"])
        try session.xdo.resize(window: session.window, width: 300, height: 300)
        let before = try session.wait { $0.width == 300 && $0.height == 300 }
        let scroll = try #require(before.nodes(kind: "ScrollView").first).rect
        let gridTop = try #require(before.nodes(kind: "WideFirstGrid").first).rect.y
        for _ in 0..<3 {
            try session.xdo.click(window: session.window, x: Int(scroll.midX), y: Int(scroll.midY), button: 5)
        }
        let after = try session.wait { ($0.nodes(kind: "WideFirstGrid").first?.rect.y ?? gridTop) < gridTop - 100 }
        let grid = try #require(after.nodes(kind: "WideFirstGrid").first).rect
        #expect(grid.y >= scroll.maxY - grid.height - 0.5)    // never past the end
    }

    @Test func closingTheWindowExitsWithStatusZero() throws {
        let session = try GallerySession("palette")
        try session.xdo.clickCloseButton(window: session.window)
        #expect(session.app.waitForExit(timeout: 5) == 0)
    }
}

/// The gallery's command line, without and with a display.
@Suite("Gallery command line")
struct GalleryCommandLineTests {
    @Test func noDisplayIsOneClearLineAndStatus1() throws {
        let gallery = try BuiltProducts.executable("gallery")
        let unset = try Subprocess.run(["/usr/bin/env", "-u", "DISPLAY", gallery, "palette"], timeout: 10)
        #expect(unset.status == 1)
        #expect(unset.stderr.split(separator: "\n").count == 1)
        #expect(unset.stderr.contains("DISPLAY is unset"))
        let unreachable = try Subprocess.run([gallery, "palette"], environment: ["DISPLAY": ":987"], timeout: 10)
        #expect(unreachable.status == 1)
        #expect(unreachable.stderr.contains(":987"))
        #expect(unreachable.stderr.split(separator: "\n").count == 1)
    }

    @Test func badArgumentsPrintUsageAndStatus2() throws {
        let gallery = try BuiltProducts.executable("gallery")
        let result = try Subprocess.run([gallery, "nonsense"], timeout: 10)
        #expect(result.status == 2)
        #expect(result.stderr.contains("usage: gallery"))
        #expect(result.stderr.contains("palette"))
    }
}
