import Foundation
import Testing
import XvfbSupport

/// `gallery controls` under Xvfb and openbox, driven with xdotool: a check
/// box and a switch flipped by clicks, the slider dragged, the stepper
/// stepped, and a picker chosen from in each style, the menu one through
/// its real popup window; a colour well's palette, chosen from in its
/// popup window, and the well's pixels.
@Suite("Controls app, end to end", .serialized)
struct ControlsEndToEndTests {
    private func popup(_ snapshot: Inspection) -> Inspection.Window? { snapshot.windows.first { $0.role == "menu" } }

    private func text(_ window: Inspection.Window, prefix: String) -> String? {
        window.texts.first { $0.hasPrefix(prefix) }
    }

    @Test func clicksAndDragsChangeTheBoundValues() throws {
        let session = try GallerySession("controls")
        let start = try session.wait { $0.node(text: "Volume: 40") != nil }
        #expect(text(start, prefix: "Notifications ") == "Notifications on, saving off, pinned off")

        // The check box's label flips it; the switch flips on its knob's track.
        try session.click(try #require(start.node(text: "Notifications")))
        try session.wait { $0.node(text: "Notifications off, saving off, pinned off") != nil }
        let saving = try #require(start.node(kind: "Toggle", enclosingTextStartingWith: "Save automatically")).rect
        try session.xdo.click(window: session.window, x: Int(saving.maxX) - 10, y: Int(saving.midY))
        try session.wait { $0.node(text: "Notifications off, saving on, pinned off") != nil }

        // The slider's knob, dragged to the end of the track, clamps at 100.
        let track = try #require(start.nodes(kind: "SliderTrack").first).rect
        let frame = try session.xdo.geometry(of: session.window)
        let knob = (x: frame.x + Int(track.x + 9 + (track.width - 18) * 0.4), y: frame.y + Int(track.midY))
        try session.xdo.drag(from: knob, to: (knob.x + Int(track.width), knob.y), steps: 8)
        try session.wait { $0.node(text: "Volume: 100") != nil }

        // The stepper's upper half raises the count.
        let stepper = try #require(start.node(kind: "Stepper", enclosingTextStartingWith: "Copies")).rect
        try session.xdo.click(window: session.window, x: Int(stepper.maxX) - 7, y: Int(stepper.y) + 5)
        try session.wait { $0.node(text: "Copies: 3") != nil }

        // A segment and a radio button choose their options.
        try session.click(try #require(start.node(text: "High")))
        try session.click(try #require(start.node(text: "Date")))
        try session.wait { self.text($0, prefix: "Theme ") == "Theme system, quality high, sort 1, size M" }

        // The menu picker opens a popup listing every option; choosing one closes it.
        try session.click(try #require(start.node(text: "System")))
        let open = try session.app.waitForInspection { popup($0) != nil }
        let panel = try #require(popup(open))
        #expect(panel.texts == ["System", "Light", "Dark"])
        let control = try #require(start.nodes(kind: "MenuPickerControl").first).rect
        let item = try #require(panel.node(text: "Dark")).rect
        try session.xdo.click(x: frame.x + Int(control.x + item.midX), y: frame.y + Int(control.maxY) + 2 + Int(item.midY))
        try session.wait { self.text($0, prefix: "Theme ") == "Theme dark, quality high, sort 1, size M" }
        #expect(try session.app.waitForInspection().windows.count == 1, "the popup closed")
        #expect(session.app.stderr.isEmpty)
    }

    @Test func theColourWellOpensThePaletteAndPaintsTheSwatchChosen() throws {
        let session = try GallerySession("controls")
        let start = try session.wait { !$0.nodes(kind: "ColorWell").isEmpty }
        let well = try #require(start.nodes(kind: "ColorWell").first).rect
        func wellColor() throws -> RGB { try session.screenshot().color(x: Int(well.midX), y: Int(well.midY)) }
        // The tint starts as Adwaita's blue ("Blue 3").
        #expect(try wellColor().distance(to: RGB(hex: "#3584e4")!) <= 2)

        try session.xdo.click(window: session.window, x: Int(well.midX), y: Int(well.midY))
        let open = try session.app.waitForInspection { snapshot in snapshot.windows.contains { $0.role == "popover" } }
        let panel = try #require(open.windows.first { $0.role == "popover" })
        let swatches = panel.nodes(kind: "Color")
        #expect(swatches.count == 45)
        #expect(panel.texts.contains("Opacity"))
        // "Red 3": the fifth hue's third shade. The popup opens 2 pixels
        // below the well, its left edge on the well's.
        let red = swatches[4 * 5 + 2].rect
        let frame = try session.xdo.geometry(of: session.window)
        try session.xdo.click(x: frame.x + Int(well.x + red.midX), y: frame.y + Int(well.maxY) + 2 + Int(red.midY))
        try session.app.waitForInspection { snapshot in !snapshot.windows.contains { $0.role == "popover" } }
        try waitUntil("the well shows Red 3") { try wellColor().distance(to: RGB(hex: "#e01b24")!) <= 2 }
        #expect(session.app.stderr.isEmpty)
    }
}
