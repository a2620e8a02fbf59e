import TrellisCore

/// AT-SPI's `Table` on a table (its children: column headers, then the
/// rows that are made, each holding its cells) and `TableCell` on each
/// cell. Rows are counted in the data: a row scrolled out of sight is not
/// made, and asking for its cell answers the null object, as a lazy GTK 4
/// list does. Cells are numbered row by row (`row × columns + column`).
extension AtspiBridge {
    func table(_ call: DBusMessage, _ target: Target) -> DBusMessage? {
        guard case .element(let window, let element) = target, let table = element.table else { return nil }
        var reader = call.reader
        let reply = call.methodReturn()
        let tree = window.host.accessibility
        let columns = table.columnCount
        func valid(_ row: Int32, _ column: Int32) -> Bool {
            (0..<table.rowCount).contains(Int(row)) && (0..<columns).contains(Int(column))
        }
        func reference(_ id: Int?) -> DBusMessage {
            let objectPath = id.map { self.path(of: $0) } ?? Atspi.nullPath
            return reply.write { [connection] in $0.reference(connection.uniqueName, objectPath) }
        }
        switch call.member {
        case "GetAccessibleAt":
            guard let row = reader.int32(), let column = reader.int32() else { return nil }
            guard valid(row, column) else { return reference(nil) }
            return reference(cell(row: Int(row), column: Int(column), of: element, in: tree))
        case "GetIndexAt":
            guard let row = reader.int32(), let column = reader.int32() else { return nil }
            let index = valid(row, column) ? Int(row) * columns + Int(column) : -1
            return reply.write { $0.int32(Int32(clamping: index)) }
        case "GetRowAtIndex", "GetColumnAtIndex":
            guard let index = reader.int32() else { return nil }
            let (row, column) = position(ofIndex: Int(index), in: table)
            let answer = call.member == "GetRowAtIndex" ? row : column
            return reply.write { $0.int32(Int32(clamping: answer)) }
        case "GetRowColumnExtentsAtIndex":
            guard let index = reader.int32() else { return nil }
            let (row, column) = position(ofIndex: Int(index), in: table)
            let found = row >= 0
            return reply.write {
                $0.bool(found)
                $0.int32(Int32(clamping: row)); $0.int32(Int32(clamping: column))
                $0.int32(found ? 1 : 0); $0.int32(found ? 1 : 0)
                $0.bool(found && table.isRowSelected(row))
            }
        case "GetRowDescription", "GetColumnDescription":
            guard let index = reader.int32() else { return nil }
            // A column is described by its title, as GTK describes it.
            let text = call.member == "GetColumnDescription"
                ? columnHeader(Int(index), of: element, in: tree).flatMap { tree.element($0)?.name } ?? ""
                : ""
            return reply.write { $0.string(text) }
        case "GetRowExtentAt", "GetColumnExtentAt":
            guard let row = reader.int32(), let column = reader.int32() else { return nil }
            return reply.write { $0.int32(valid(row, column) ? 1 : 0) }
        case "GetRowHeader":
            guard reader.int32() != nil else { return nil }
            return reference(nil)
        case "GetColumnHeader":
            guard let column = reader.int32() else { return nil }
            return reference(columnHeader(Int(column), of: element, in: tree))
        case "GetSelectedRows":
            let rows = table.selectedRows()
            return reply.write { writer in writer.container(DBusType.array, "i") { for row in rows { $0.int32(Int32(clamping: row)) } } }
        case "GetSelectedColumns":
            return reply.write { $0.container(DBusType.array, "i") { _ in } }
        case "IsRowSelected":
            guard let row = reader.int32() else { return nil }
            return reply.write { $0.bool(table.isRowSelected(Int(row))) }
        case "IsSelected":
            guard let row = reader.int32(), let column = reader.int32() else { return nil }
            return reply.write { $0.bool(valid(row, column) && table.isRowSelected(Int(row))) }
        case "IsColumnSelected", "AddColumnSelection", "RemoveColumnSelection":
            // Rows are selected, never columns.
            guard reader.int32() != nil else { return nil }
            return reply.write { $0.bool(false) }
        case "AddRowSelection", "RemoveRowSelection":
            guard let row = reader.int32() else { return nil }
            let select = call.member == "AddRowSelection", id = element.id, index = Int(row)
            guard table.allowsSelection, (0..<table.rowCount).contains(index),
                  select || table.isRowSelected(index) else { return reply.write { $0.bool(false) } }
            // Changed after the reply, as an action runs.
            pendingActions.append { _ = tree.setRow(index, selected: select, inTable: id) }
            return reply.write { $0.bool(true) }
        default:
            return nil
        }
    }

    func tableCell(_ call: DBusMessage, _ target: Target) -> DBusMessage? {
        guard case .element(let window, let element) = target, element.role == .tableCell,
              let place = cellPlace(element, in: window.host.accessibility) else { return nil }
        let reply = call.methodReturn()
        switch call.member {
        case "GetRowColumnSpan":
            return reply.write {
                $0.int32(Int32(clamping: place.row)); $0.int32(Int32(clamping: place.column)); $0.int32(1); $0.int32(1)
            }
        case "GetColumnHeaderCells":
            let header = columnHeader(place.column, of: place.table, in: window.host.accessibility)
            return reply.write { [connection] writer in
                writer.container(DBusType.array, "(so)") { array in
                    if let header { array.reference(connection.uniqueName, path(of: header)) }
                }
            }
        case "GetRowHeaderCells":
            return reply.write { $0.container(DBusType.array, "(so)") { _ in } }
        default:
            return nil
        }
    }

    /// `Table`'s and `TableCell`'s properties.
    func tableProperty(_ interface: String, _ name: String, _ target: Target) -> ((inout DBusWriter) -> Void)? {
        guard case .element(let window, let element) = target else { return nil }
        let tree = window.host.accessibility
        func int(_ value: Int) -> (inout DBusWriter) -> Void {
            { $0.container(DBusType.variant, "i") { $0.int32(Int32(clamping: value)) } }
        }
        func reference(_ id: Int?) -> (inout DBusWriter) -> Void {
            let objectPath = id.map { self.path(of: $0) } ?? Atspi.nullPath, bus = connection.uniqueName
            return { $0.container(DBusType.variant, "(so)") { $0.reference(bus, objectPath) } }
        }
        if interface == Atspi.table, let table = element.table {
            switch name {
            case "NRows": return int(table.rowCount)
            case "NColumns": return int(table.columnCount)
            case "NSelectedRows": return int(table.selectedRows().count)
            case "NSelectedColumns": return int(0)
            case "Caption", "Summary": return reference(nil)
            default: return nil
            }
        }
        guard interface == Atspi.tableCell, element.role == .tableCell, let place = cellPlace(element, in: tree) else { return nil }
        switch name {
        case "RowSpan", "ColumnSpan": return int(1)
        case "Position":
            return { $0.container(DBusType.variant, "(ii)") { writer in
                writer.container(DBusType.structure) { $0.int32(Int32(clamping: place.row)); $0.int32(Int32(clamping: place.column)) }
            } }
        case "Table": return reference(place.table.id)
        default: return nil
        }
    }

    /// The (row, column) of a cell number; (-1, -1) when there is none.
    private func position(ofIndex index: Int, in table: AccessibilityTable) -> (row: Int, column: Int) {
        guard table.columnCount > 0, index >= 0, index / table.columnCount < table.rowCount else { return (-1, -1) }
        return (index / table.columnCount, index % table.columnCount)
    }

    /// The cell at (row, column) when its row is made.
    private func cell(row: Int, column: Int, of table: AccessibilityElement, in tree: AccessibilityTree) -> Int? {
        guard let id = table.table?.rowID(at: row) else { return nil }
        for child in table.children {
            guard let line = tree.element(child), line.role == .tableRow, line.tableRowID == id else { continue }
            return line.children.indices.contains(column) ? line.children[column] : nil
        }
        return nil
    }

    /// The header element of a column.
    private func columnHeader(_ column: Int, of table: AccessibilityElement, in tree: AccessibilityTree) -> Int? {
        let headers = table.children.filter { tree.element($0)?.role == .tableColumnHeader }
        return headers.indices.contains(column) ? headers[column] : nil
    }

    /// Where a cell sits: its table, row number and column.
    func cellPlace(_ cell: AccessibilityElement, in tree: AccessibilityTree)
        -> (table: AccessibilityElement, row: Int, column: Int)? {
        guard let rowID = cell.parent, let line = tree.element(rowID), let id = line.tableRowID,
              let tableID = line.parent, let table = tree.element(tableID), let info = table.table,
              let column = line.children.firstIndex(of: cell.id), let row = info.rowIndex(of: id) else { return nil }
        return (table, row, column)
    }
}
