import Foundation
import Testing
import XvfbSupport

/// The order form as a screen reader meets it: fields are entries named
/// by their titles whose text, caret and words it reads; what the user
/// types and where the focus goes are announced; and the screen reader
/// can type into a field itself (`EditableText`), as Orca's users do.
@Suite("Text accessibility, end to end", .serialized)
struct TextAccessibilityEndToEndTests {
    @Test func theFieldsAreEntriesAndAPasswordReadsAsBullets() throws {
        let running = try AccessibleGalleryApp("form", title: "Order form")
        let all = try running.probe.tree().all
        let entries = all.filter { $0.role == "entry" }
        #expect(entries.map(\.name) == ["Name", "Amount", "Notes"])
        #expect(entries.allSatisfy { Set(["editable", "focusable"]).isSubset(of: $0.states) })
        #expect(entries.first?.states.contains("single line") == true)
        #expect(entries.last?.states.contains("multi line") == true)
        let password = try #require(all.first { $0.role == "password text" })
        #expect(password.name == "Password")

        #expect(try running.probe.edit("Password", ["set", "secret"]))
        let reading = try running.probe.text(of: "Password")
        #expect(reading.text == "••••••" && reading.count == 6)
        let amount = try running.probe.text(of: "Amount")
        #expect(amount.text == "1" && amount.interfaces.contains("EditableText"))
    }

    @Test func whatIsTypedAndTheCaretAreAnnounced() throws {
        let running = try AccessibleGalleryApp("form", title: "Order form")
        try running.session.xdo.focus(window: running.session.window)
        try running.session.wait { $0.node(text: "Editing name") != nil }
        let events = try running.probe.events(listening: 1.5) {
            try running.session.xdo.type("Ada")
        }
        let inserted = events.filter { $0.type == "object:text-changed:insert" && $0.name == "Name" }
        // Keys handled in one frame are one insertion: each starts where
        // the last ended, and together they are what was typed.
        #expect(inserted.compactMap(\.text).joined() == "Ada")
        let lengths = inserted.map { $0.text?.count ?? 0 }
        #expect(inserted.map(\.detail1) == lengths.indices.map { lengths[..<$0].reduce(0, +) })
        #expect(events.filter { $0.type == "object:text-caret-moved" }.map(\.detail1).last == 3)

        let reading = try running.probe.text(of: "Name")
        #expect(reading.text == "Ada" && reading.caret == 3 && reading.count == 3)
        #expect(reading.word == "Ada")
        // The first character is drawn inside the field, on the screen.
        let window = try running.session.xdo.geometry(of: running.session.window)
        let field = try #require(try running.probe.tree().all.first { $0.role == "entry" && $0.name == "Name" })
        #expect(reading.firstCharacter.count == 4 && reading.firstCharacter[2] > 0)
        #expect(reading.firstCharacter[0] >= field.extents[0] && reading.firstCharacter[0] < field.extents[0] + field.extents[2])
        #expect(reading.firstCharacter[1] >= window.y)
    }

    @Test func aScreenReaderTypesThroughEditableTextAndTheFormGetsIt() throws {
        let running = try AccessibleGalleryApp("form", title: "Order form")
        #expect(try running.probe.edit("Name", ["insert", "0", "Ada Lovelace"]))
        #expect(try running.probe.text(of: "Name").text == "Ada Lovelace")
        #expect(try running.probe.edit("Name", ["delete", "0", "4"]))
        #expect(try running.probe.text(of: "Name").text == "Lovelace")
        #expect(try running.probe.edit("Name", ["caret", "2"]))
        #expect(try running.probe.text(of: "Name").caret == 2)
        #expect(try running.probe.edit("Name", ["select", "0", "4"]))
        #expect(try running.probe.text(of: "Name").selections == [[0, 4]])
        #expect(try running.probe.edit("Notes", ["set", "Ring twice"]))
        try running.session.xdo.focus(window: running.session.window)
        try running.session.wait { $0.node(text: "Editing name") != nil }
        try running.session.xdo.key("Return")
        try running.session.wait { $0.node(text: "Submitted: Lovelace, 1, Ring twice") != nil }
    }

    @Test func tabbingBetweenFieldsIsHeardAsFocusEvents() throws {
        let running = try AccessibleGalleryApp("form", title: "Order form")
        try running.session.xdo.focus(window: running.session.window)
        try running.session.wait { $0.node(text: "Editing name") != nil }
        let events = try running.probe.events(listening: 1.5) {
            try running.session.xdo.key("Tab")
        }
        #expect(events.contains { $0.type == "focus:" && $0.name == "Amount" && $0.role == "entry" })
        #expect(events.contains { $0.type == "object:state-changed:focused" && $0.name == "Amount" && $0.detail1 == 1 })
        #expect(events.contains { $0.type == "object:state-changed:focused" && $0.name == "Name" && $0.detail1 == 0 })
    }
}
