import Foundation
import Testing
import XvfbSupport

/// The contacts table through a screen reader's eyes: AT-SPI's `Table` on
/// the table (rows of the data, column headers, cells by row and column,
/// row selection) and `TableCell` on its cells, read with pyatspi.
@Suite("Table accessibility, end to end", .serialized)
struct TableAccessibilityEndToEndTests {
    @Test func theTableHasRowsColumnsHeadersAndCells() throws {
        let running = try AccessibleGalleryApp("contacts", title: "Contacts")
        let table = try running.probe.table()
        #expect(table.interfaces.contains("Table"))
        #expect(table.rows == 240, "every row of the data, also those out of sight")
        #expect(table.columns == 5)
        #expect(table.headers == ["Name", "Email", "City", "Age", "★"])
        #expect(table.headerRoles == Array(repeating: "table column header", count: 5))
        #expect(table.descriptions == table.headers, "a column is described by its title")
        // Sorted by name: Ada, Alan, Barbara.
        #expect(table.cells.map { $0[0] } == ["Ada Lovelace", "Alan Turing", "Barbara Liskov"])
        #expect(table.cells[0][1] == "ada@example.org")
        #expect(table.cells[1][2] == "Manchester")
        #expect(table.cells[0][3] == "20", "Ada is 20 + 0 × 37 % 60")
        #expect(table.cellRole == "table cell")
        #expect(table.position == [1, 2])
        #expect(table.span == [1, 1])
        #expect(table.cellTable == "table")
        #expect(table.cellHeaders == ["City"])
        #expect(table.rowAt7 == 1 && table.columnAt7 == 2 && table.index12 == 7, "cells are numbered row by row")
        #expect(table.selected.isEmpty && !table.firstSelected)

        // The tree: headers first, then rows of cells.
        let tree = try running.probe.tree().all
        let element = try #require(tree.first { $0.role == "table" })
        #expect(element.children.prefix(5).map(\.role) == Array(repeating: "table column header", count: 5))
        let firstRow = try #require(element.children.first { $0.role == "table row" })
        #expect(firstRow.children.map(\.role) == Array(repeating: "table cell", count: 5))
        #expect(firstRow.states.contains("selectable"))
        #expect(tree.first { $0.role == "table column header" && $0.name == "Name" }?.actions == ["click"],
                "a sortable column's title sorts on click")
    }

    @Test func rowsAreSelectedThroughTheTableInterface() throws {
        let running = try AccessibleGalleryApp("contacts", title: "Contacts")
        let added = try running.probe.table(change: ["add", "1"])
        #expect(added.changed == true)
        #expect(added.selected == [1])
        try running.session.wait { $0.node(text: "1 selected") != nil }
        // A set selection: a second row joins the first; a row far below, not made yet, too.
        #expect(try running.probe.table(change: ["add", "0"]).selected == [0, 1])
        #expect(try running.probe.table(change: ["add", "200"]).selected == [0, 1, 200])
        try running.session.wait { $0.node(text: "3 selected") != nil }
        let removed = try running.probe.table(change: ["remove", "1"])
        #expect(removed.changed == true && removed.selected == [0, 200] && removed.firstSelected)
        // Removing a row that is not selected, or a row that does not exist, says no.
        #expect(try running.probe.table(change: ["remove", "5"]).changed == false)
        #expect(try running.probe.table(change: ["add", "240"]).changed == false)
        try running.session.wait { $0.node(text: "2 selected") != nil }
    }
}
