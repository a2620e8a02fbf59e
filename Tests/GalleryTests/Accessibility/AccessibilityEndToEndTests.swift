import Foundation
import Testing
import XvfbSupport

/// The seed apps as a screen reader meets them: each on a private Xvfb
/// with its own session bus, AT-SPI bus and registry, read and operated
/// through pyatspi (libatspi, which Orca uses).
@Suite("Accessibility, end to end", .serialized)
struct AccessibilityEndToEndTests {
    @Test func thePalettesTilesArePushButtonsWhereTheWindowShowsThem() throws {
        let running = try AccessibleGalleryApp("palette", title: "WideFirstGridDemo")
        let app = try running.probe.tree()
        #expect(app.role == "application")
        let frame = try #require(app.children.first)
        #expect(frame.role == "frame" && frame.name == "WideFirstGridDemo")
        let buttons = frame.all.filter { $0.role == "push button" }
        #expect(buttons.map(\.name) == (1...11).map { "Tile \($0)" })
        #expect(buttons.allSatisfy { $0.actions == ["click"] })
        #expect(buttons.allSatisfy { Set(["enabled", "sensitive", "showing", "visible"]).isSubset(of: $0.states) })
        #expect(frame.all.filter { $0.role == "label" }.map(\.name).starts(with: ["Tile palette", "Choose a numbered tile"]))

        // Extents are screen pixels: the window's place plus the inspection frames.
        let window = try running.session.xdo.geometry(of: running.session.window)
        #expect(frame.extents == [window.x, window.y, window.width, window.height])
        let main = try running.session.main
        let label = try #require(main.node(text: "Tile 5"))
        let tile = try #require(main.nodes(kind: "Button").first { $0.rect.contains(label.rect) })
        let button = try #require(buttons.first { $0.name == "Tile 5" })
        #expect(button.extents == [window.x + Int(tile.rect.x), window.y + Int(tile.rect.y),
                                   Int(tile.rect.width), Int(tile.rect.height)])
        // What is under a screen pixel: the tile, not the window.
        let hit = try running.probe.element(atScreenX: window.x + Int(tile.rect.midX), y: window.y + Int(tile.rect.midY))
        #expect(hit.role == "push button" && hit.name == "Tile 5")
    }

    @Test func clickingTile7ThroughItsActionSelectsItAndSaysSoOnce() throws {
        let running = try AccessibleGalleryApp("palette", title: "WideFirstGridDemo")
        let result = try running.probe.perform("click", on: "Tile 7")
        #expect(result.done)
        try running.session.wait { $0.node(text: "Selected tile: 7") != nil }
        #expect(result.events == [.init(type: "object:property-change:accessible-name", role: "label",
                                        name: "Selected tile: 7", detail1: 0)])
        let labels = try running.probe.tree().all.filter { $0.role == "label" }.map(\.name)
        #expect(labels.contains("Selected tile: 7") && !labels.contains("Choose a numbered tile"))
    }

    @Test func tabMovesTheFocusAndTheScreenReaderIsTold() throws {
        let running = try AccessibleGalleryApp("palette", title: "WideFirstGridDemo")
        let events = try running.probe.events(listening: 1.5) {
            try running.session.xdo.key("Tab")
        }
        let focused = events.filter { $0.type == "object:state-changed:focused" && $0.detail1 == 1 }
        #expect(focused.map(\.role) == ["push button"])
        #expect(events.filter { $0.type == "focus:" }.map(\.role) == ["push button"], "one focus event for one move")
        let tree = try running.probe.tree()
        #expect(tree.children.first?.states.contains("active") == true)
        #expect(tree.all.filter { $0.states.contains("focused") }.map(\.role) == ["push button"])
    }

    @Test func theDropdownsMenusOpenAndChooseThroughActions() throws {
        let running = try AccessibleGalleryApp("dropdowns", title: "RewrappingMenus")
        let opened = try running.probe.perform("click", on: "Shape: Circle")
        #expect(opened.done)
        #expect(opened.events.contains { $0.type == "window:create" })
        let app = try running.probe.tree()
        #expect(app.children.map(\.role) == ["frame", "window"])
        let button = try #require(app.all.first { $0.name == "Shape: Circle" })
        #expect(button.role == "push button")
        #expect(Set(["expandable", "expanded", "has popup"]).isSubset(of: button.states))
        let menu = try #require(app.children.last?.children.first)
        #expect(menu.role == "menu")
        #expect(menu.children.map(\.name) == ["Circle", "Rounded rectangle"])
        #expect(menu.children.allSatisfy { $0.role == "menu item" && $0.actions == ["click"] })

        let chosen = try running.probe.perform("click", on: "Rounded rectangle")
        #expect(chosen.done)
        try running.session.wait { $0.node(text: "Shape: Rounded rectangle") != nil }
        let after = try running.probe.tree()
        #expect(after.children.map(\.role) == ["frame"])
        #expect(after.all.contains { $0.role == "push button" && $0.name == "Shape: Rounded rectangle" })
    }

    @Test func petVotesBarsAreProgressBarsWhoseValuesFollowTheVotes() throws {
        let running = try AccessibleGalleryApp("petvote", title: "Pet Vote")
        let bars = try running.probe.tree().all.filter { $0.role == "progress bar" }
        #expect(bars.count == 3)
        let before = bars.compactMap(\.value)
        #expect(before.count == 3 && before.allSatisfy { (0...1).contains($0) })
        let voted = try running.probe.perform("click", on: "Cat")
        #expect(voted.done)
        #expect(voted.events.contains { $0.type == "object:property-change:accessible-value" && $0.role == "progress bar" })
        let after = try running.probe.tree().all.filter { $0.role == "progress bar" }.compactMap(\.value)
        #expect(after != before)
    }

    @Test func anElementThatNoLongerExistsAnswersWithAnError() throws {
        let running = try AccessibleGalleryApp("dropdowns", title: "RewrappingMenus")
        #expect(try running.probe.perform("click", on: "Pattern: Solid").done)
        let item = try #require(try running.probe.tree().all.first { $0.name == "Solid" && $0.role == "menu item" })
        #expect(try running.probe.perform("click", on: "Alternating diagonal lines").done)
        try running.session.wait { $0.node(text: "Pattern: Alternating diagonal lines") != nil }
        #expect(try running.probe.role(at: item.path).error == "org.freedesktop.DBus.Error.UnknownObject")
        #expect(try running.probe.role(at: "/org/a11y/atspi/accessible/987654321").error
            == "org.freedesktop.DBus.Error.UnknownObject")
        #expect(try running.probe.role(at: "/org/a11y/atspi/accessible/notanumber").error
            == "org.freedesktop.DBus.Error.UnknownObject")
        let frame = try #require(try running.probe.tree().children.first)
        #expect(try running.probe.role(at: frame.path).value == "23", "the frame still answers: role frame")
        #expect(running.session.app.isRunning)
    }

    @Test func tenThousandQueriesAtOnceAreAllAnsweredAndTheWindowStaysResponsive() throws {
        let running = try AccessibleGalleryApp("palette", title: "WideFirstGridDemo")
        let flood = try running.probe.flood(10_000)
        #expect(flood.answered == 10_000 && flood.errors == 0)
        let tile = try #require(try running.session.main.node(text: "Tile 5"))
        try running.session.click(tile)
        try running.session.wait { $0.node(text: "Selected tile: 5") != nil }
    }

    @Test func theAppGoesOnWhenTheAccessibilityBusGoesAway() throws {
        let running = try AccessibleGalleryApp("palette", title: "WideFirstGridDemo")
        #expect(try running.probe.tree().children.count == 1)
        running.bus.stop()
        let tile = try #require(try running.session.main.node(text: "Tile 3"))
        try running.session.click(tile)
        try running.session.wait { $0.node(text: "Selected tile: 3") != nil }
        #expect(running.session.app.isRunning)
        try waitUntil("the app notes the bus went away") { running.session.app.stderr.contains("accessibility bus went away") }
    }
}

/// A session bus that is not there: the app says so once and runs as usual.
@Suite("Accessibility without a bus")
struct AccessibilityWithoutABusTests {
    @Test func aSessionBusAddressThatLeadsNowhereIsReportedAndIgnored() throws {
        let session = try GallerySession("palette", environment: ["DBUS_SESSION_BUS_ADDRESS": "unix:path=/nonexistent/bus"])
        let tile = try #require(try session.main.node(text: "Tile 2"))
        try session.click(tile)
        try session.wait { $0.node(text: "Selected tile: 2") != nil }
        #expect(session.app.stderr.contains("cannot connect to the session bus (unix:path=/nonexistent/bus)"))
        #expect(session.app.isRunning)
    }
}
