import Foundation
import Testing
import XvfbSupport

/// The controls and notes apps through a screen reader's eyes: every
/// control has the role GTK 4 gives its kind and a name, values can be
/// set, tabs and list rows chosen through `Selection`, a colour well's
/// palette opened and chosen from; and nothing that can be operated is
/// left unnamed.
@Suite("Controls accessibility, end to end", .serialized)
struct ControlsAccessibilityEndToEndTests {
    @Test func eachControlHasItsRoleAndName() throws {
        let running = try AccessibleGalleryApp("controls", title: "Controls")
        let all = try running.probe.tree().all
        func role(_ name: String) -> String? { all.first { $0.name == name }?.role }
        #expect(role("Volume") == "slider")
        #expect(role("Copies: 2") == "spin button")
        #expect(role("Due") == "date editor")
        #expect(role("Theme") == "combo box")
        #expect(role("Quality") == "page tab list")
        #expect(all.first { $0.name == "Quality" }?.children.map(\.role) == ["page tab", "page tab", "page tab"])
        #expect(role("Tint") == "push button")
        #expect(role("Paper") == "push button")
        #expect(role("Sort by") == "panel")
        #expect(all.first { $0.name == "Sort by" }?.children.map(\.role) == ["radio button", "radio button", "radio button"])
        let theme = try #require(all.first { $0.name == "Theme" })
        #expect(theme.children.map(\.name).count == 1, "the chosen option")
        // Nothing a user operates is unnamed or of no role.
        let unnamed = all.filter { !$0.actions.isEmpty && $0.name.isEmpty }
        #expect(unnamed.isEmpty, "unnamed: \(unnamed.map(\.role))")
        #expect(!all.contains { $0.role == "unknown" || $0.role == "filler" })
    }

    @Test func aStepperIsSetThroughItsValueAndATabThroughSelection() throws {
        let running = try AccessibleGalleryApp("controls", title: "Controls")
        #expect(try running.probe.setValue(5, of: "Copies: 2") == 5)
        try running.session.wait { $0.node(text: "Copies: 5") != nil }
        let chosen = try running.probe.select(child: 2, of: "Quality")
        #expect(chosen.done && chosen.selected == ["High"])
        try running.session.wait { $0.node(text: "Theme system, quality high, sort 0, size M") != nil }
        // One choice is always made: a tab cannot be deselected.
        #expect(try running.probe.select(child: 2, of: "Quality", deselect: true).done == false)
    }

    @Test func aColourWellIsAPushButtonThatOpensANamedPalette() throws {
        let running = try AccessibleGalleryApp("controls", title: "Controls")
        let well = try #require(try running.probe.tree().all.first { $0.name == "Tint" })
        #expect(well.role == "push button" && well.actions == ["click"])
        #expect(well.states.contains("has popup") && !well.states.contains("expanded"))
        let opened = try running.probe.perform("click", on: "Tint")
        #expect(opened.done && opened.events.contains { $0.type == "window:create" })
        let app = try running.probe.tree()
        #expect(app.children.map(\.role) == ["frame", "window"])
        #expect(app.all.first { $0.name == "Tint" }?.states.contains("expanded") == true)
        let palette = try #require(app.children.last).all
        let swatches = palette.filter { $0.role == "menu item" }
        #expect(swatches.count == 45 && swatches.first?.name == "Blue 1" && swatches.last?.name == "Dark 5")
        #expect(palette.contains { $0.role == "slider" && $0.name == "Opacity" })
        // Choosing a swatch closes the palette.
        #expect(try running.probe.perform("click", on: "Red 3").done)
        try waitUntil("the palette closes") { (try? running.probe.tree().children.map(\.role)) == ["frame"] }
    }

    @Test func aSheetIsADialogWindowOfTheApp() throws {
        let running = try AccessibleGalleryApp("notes", title: "Notes")
        let opened = try running.probe.perform("click", on: "Add")
        #expect(opened.done)
        #expect(opened.events.contains { $0.type == "window:create" })
        let app = try running.probe.tree()
        #expect(app.children.map(\.role) == ["frame", "dialog"])
        let dialog = try #require(app.children.last)
        #expect(dialog.all.contains { $0.role == "push button" && $0.name == "Cancel" })
        #expect(try running.probe.perform("click", on: "Cancel").done)
        try waitUntil("the sheet closes") { (try? running.probe.tree().children.map(\.role)) == ["frame"] }
    }

    @Test func aListsRowsAreSelectableItems() throws {
        let running = try AccessibleGalleryApp("notes", title: "Notes")
        let list = try #require(try running.probe.tree().all.first { $0.role == "list" })
        let items = list.children.filter { $0.role == "list item" }
        #expect(items.map(\.name).starts(with: ["Groceries", "Standup", "Garden shed"]))
        #expect(items.allSatisfy { $0.states.contains("selectable") })
        var chosen: AccessibilityProbe.SelectionResult?
        let events = try running.probe.events(listening: 1.5) {
            chosen = try running.probe.select(child: 2, of: list.name)
        }
        #expect(chosen?.done == true && chosen?.selected == ["Standup"])
        // One change of selection is told once: the row chosen, the row
        // left (if one was chosen), the list's selection.
        let selected = events.filter { $0.type == "object:state-changed:selected" }
        #expect(selected.filter { $0.name == "Standup" }.map(\.detail1) == [1])
        #expect(selected.filter { $0.name != "Standup" }.allSatisfy { $0.detail1 == 0 })
        #expect(Set(selected.map(\.name)).count == selected.count, "no row told twice")
        #expect(events.filter { $0.type == "object:selection-changed" }.count == 1)
    }
}
