import Foundation
import Testing
import XvfbSupport

/// `gallery contacts` under openbox: a click on a column's title sorts the
/// table by it (the app sorts its rows from the sort order), a second
/// click reverses it; a click and a Shift+Down select rows.
@Suite("Contacts, end to end", .serialized)
struct ContactsEndToEndTests {
    private static let cities: Set = ["London", "New York", "Manchester", "Austin", "Boston", "Stanford", "Paoli", "Berkeley",
                                      "Schenectady", "Ithaca", "Portland", "Zürich"]

    /// The city shown in the topmost row.
    private func topCity(_ window: Inspection.Window) -> String? {
        window.nodes.filter { $0.text.map(Self.cities.contains) ?? false }.min { $0.rect.y < $1.rect.y }?.text
    }

    @Test func clickingAHeaderSortsAndReverses() throws {
        let session = try GallerySession("contacts")
        try session.wait { $0.texts.contains("Ada Lovelace") }
        #expect(try topCity(session.main) == "London")
        try session.click(try #require(try session.main.node(text: "City")))
        try session.wait { self.topCity($0) == "Austin" }
        try session.click(try #require(try session.main.node(text: "City")))
        try session.wait { self.topCity($0) == "Zürich" }

        // Rows select by click and the keyboard, as in a list.
        let top = try #require(try session.main.nodes.filter { $0.text == "Zürich" }.min { $0.rect.y < $1.rect.y })
        try session.click(top)
        try session.xdo.key("shift+Down")
        try session.wait { $0.texts.contains("2 selected") }
    }
}

/// `gallery contacts`' search field offers the names that start with what
/// was typed, in a popup under the field that leaves the keyboard in it.
@Suite("Contacts search suggestions, end to end", .serialized)
struct ContactsSearchSuggestionsEndToEndTests {
    private func suggestions(_ snapshot: Inspection) -> Inspection.Window? { snapshot.windows.first { $0.role == "suggestions" } }

    @Test func typingOffersNamesAndDownReturnChoosesOne() throws {
        let session = try GallerySession("contacts")
        try session.wait { $0.texts.contains("Ada Lovelace") }
        let field = try #require(try session.main.nodes.first { $0.kind == "TextField" })
        try session.click(field)
        try session.xdo.type("a")
        let open = try session.app.waitForInspection { suggestions($0)?.texts.contains("Alan Turing") == true }
        let popup = try #require(suggestions(open))
        #expect(popup.texts.contains("Ada Lovelace"))
        #expect(!popup.texts.contains("Grace Hopper"))
        // Typing goes on in the field (the popup takes no keyboard).
        try session.xdo.type("l")
        try session.app.waitForInspection { suggestions($0).map { !$0.texts.contains("Ada Lovelace") && $0.texts.contains("Alan Turing") } == true }
        try session.xdo.key("Down", "Return")
        try session.app.waitForInspection { suggestions($0) == nil }
        // The table shows the one person whose name was chosen.
        try session.wait { $0.texts.contains("1 people") && $0.texts.contains("Alan Turing") }
    }
}
