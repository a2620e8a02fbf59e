import Foundation
import XvfbSupport

/// A screen reader's view of a running app: Debian's `/usr/bin/python3`
/// with `pyatspi` (libatspi, as Orca uses it) reads the tree and performs
/// actions on the app's accessibility bus, and answers in JSON.
struct AccessibilityProbe {
    let bus: AccessibilityBus
    let display: String
    let application: String

    struct Element: Decodable {
        let role: String
        let name: String
        let states: [String]
        let actions: [String]
        let extents: [Int]
        let path: String
        /// The `Value` interface's current value, if it has one.
        let value: Double?
        let children: [Element]

        /// This element and everything under it, depth first.
        var all: [Element] { [self] + children.flatMap(\.all) }
    }

    struct Event: Decodable, Equatable {
        let type: String
        let role: String
        let name: String
        let detail1: Int
        /// A text change's characters, nil for other events.
        var text: String? = nil

        init(type: String, role: String, name: String, detail1: Int, text: String? = nil) {
            (self.type, self.role, self.name, self.detail1, self.text) = (type, role, name, detail1, text)
        }
    }

    /// What the `Text` interface says about an element.
    struct TextReading: Decodable {
        let role: String
        let text: String
        let count: Int
        let caret: Int
        let selections: [[Int]]
        /// `GetTextAtOffset` with the word-start boundary at offset 1.
        let word: String
        /// `GetCharacterExtents` of the first character, screen pixels.
        let firstCharacter: [Int]
        let interfaces: [String]
    }

    /// Selects (or deselects) the child at `index` of the first element
    /// named `name` with the `Selection` interface; answers whether the
    /// app said it could, and the selected children's names after.
    func select(child index: Int, of name: String, deselect: Bool = false) throws -> SelectionResult {
        try run(["select", name, String(index), deselect ? "off" : "on"], as: SelectionResult.self)
    }

    struct SelectionResult: Decodable { let done: Bool; let selected: [String] }

    /// Sets the `Value` of the first element named `name`.
    func setValue(_ value: Double, of name: String) throws -> Double {
        try run(["set-value", name, String(value)], as: Double.self)
    }

    /// Reads the text of the first element named `name` that has one.
    func text(of name: String) throws -> TextReading { try run(["text", name], as: TextReading.self) }

    /// Edits the text of the first element named `name` through
    /// `EditableText` (or moves its caret, selects, through `Text`):
    /// `["insert", "3", " Lovelace"]`, `["delete", "0", "4"]`,
    /// `["set", "Grace"]`, `["caret", "2"]`, `["select", "0", "3"]`.
    func edit(_ name: String, _ operation: [String]) throws -> Bool {
        try run(["edit", name] + operation, as: Bool.self)
    }

    struct ActionResult: Decodable {
        let done: Bool
        let events: [Event]
    }

    /// The application's element with its windows, once the app is on the bus.
    func tree() throws -> Element { try run(["tree"], as: Element.self) }

    /// Performs `action` on the first element named `name` that has actions
    /// (in any window),
    /// then listens for `listen` seconds and returns what was announced.
    func perform(_ action: String, on name: String, listen: Double = 0.6) throws -> ActionResult {
        try run(["act", name, action, String(Int(listen * 1000))], as: ActionResult.self)
    }

    /// The events announced while `action` runs (a key pressed with
    /// xdotool): the listener is registered before it starts.
    func events(listening seconds: Double, during action: () throws -> Void) throws -> [Event] {
        let output = NSTemporaryDirectory() + "trellis-probe-\(getpid())-\(UUID().uuidString.prefix(8))"
        defer {
            try? FileManager.default.removeItem(atPath: output)
            try? FileManager.default.removeItem(atPath: output + ".err")
        }
        let listener = try PyatspiClient.spawn(Self.script, [application, "listen", String(Int(seconds * 1000))],
                                               bus: bus, display: display, stdout: output, ready: "ready")
        try action()
        guard listener.wait(timeout: seconds + 20) == 0,
              let line = ((try? String(contentsOfFile: output, encoding: .utf8)) ?? "").split(separator: "\n").last else {
            throw HarnessError("the listening probe failed")
        }
        return try JSONDecoder().decode([Event].self, from: Data(line.utf8))
    }

    struct Flood: Decodable { let sent: Int; let answered: Int; let errors: Int }

    /// Sends `count` method calls to the app at once, without waiting for
    /// each answer, then waits for all the answers.
    func flood(_ count: Int) throws -> Flood { try run(["flood", String(count)], as: Flood.self, timeout: 120) }

    struct Hit: Decodable { let role: String?; let name: String? }

    /// What the main window's `GetAccessibleAtPoint` finds at a screen pixel.
    func element(atScreenX x: Int, y: Int) throws -> Hit { try run(["at", String(x), String(y)], as: Hit.self) }

    struct RawAnswer: Decodable { let error: String?; let value: String? }

    /// What the `Table` interface of the app's first table says, and its
    /// first `rows` rows' cells; `change` first adds (`["add", "3"]`) or
    /// removes (`["remove", "3"]`) a row of the selection.
    struct TableReading: Decodable {
        let rows: Int
        let columns: Int
        let headers: [String]
        let headerRoles: [String]
        let descriptions: [String]
        /// The names of the cells, row by row (nil: a row not made).
        let cells: [[String?]]
        let cellRole: String
        /// `TableCell` of the cell at row 1, column 2: position, span, its
        /// table's role, its column header's name.
        let position: [Int]
        let span: [Int]
        let cellTable: String
        let cellHeaders: [String]
        /// `GetRowAtIndex` and `GetColumnAtIndex` of cell number 7, `GetIndexAt(1, 2)`.
        let rowAt7: Int
        let columnAt7: Int
        let index12: Int
        let selected: [Int]
        let firstSelected: Bool
        let changed: Bool?
        let interfaces: [String]
    }

    /// The text attributes of the first element named `name` with `Text`:
    /// its defaults (`GetDefaultAttributes`) and its runs, walked with
    /// `GetAttributeRun` from offset 0 (without defaults), and the run at
    /// offset 0 with them.
    struct AttributeReading: Decodable {
        struct Run: Decodable { let start: Int; let end: Int; let attributes: [String: String] }
        let defaults: [String: String]
        let runs: [Run]
        let firstWithDefaults: [String: String]
    }

    func attributes(of name: String) throws -> AttributeReading { try run(["attributes", name], as: AttributeReading.self) }

    /// The text at, before and after `offset` of the first element named
    /// `name` for each boundary type (keyed "at1", "before2", …: AT-SPI's
    /// numbers), and `GetStringAtOffset` for each granularity ("string0"…),
    /// each as [text, start, end].
    func boundaries(of name: String, at offset: Int) throws -> [String: [String]] {
        try run(["boundaries", name, String(offset)], as: [String: [String]].self)
    }

    func table(rows: Int = 3, change: [String] = []) throws -> TableReading {
        try run(["table", String(rows)] + change, as: TableReading.self)
    }

    /// Calls `GetRole` on an object path of the app directly over D-Bus.
    func role(at path: String) throws -> RawAnswer { try run(["raw-role", path], as: RawAnswer.self) }

    private func run<T: Decodable>(_ arguments: [String], as type: T.Type, timeout: Double = 30) throws -> T {
        let result = try PyatspiClient.run(Self.script, [application] + arguments, bus: bus, display: display,
                                           timeout: timeout)
        guard result.succeeded, let data = result.stdout.split(separator: "\n").last.map({ Data($0.utf8) }) else {
            throw HarnessError("pyatspi probe failed: \(result)\nstdout: \(result.stdout.suffix(2000))")
        }
        do {
            return try JSONDecoder().decode(T.self, from: data)
        } catch {
            throw HarnessError("pyatspi probe answered \(result.stdout.suffix(2000)): \(error)")
        }
    }

    static let script = #"""
import json, sys, time
import pyatspi
from gi.repository import GLib, Gio, Atspi

name, command, args = sys.argv[1], sys.argv[2], sys.argv[3:]

def pump(ms):
    loop = GLib.MainLoop()
    GLib.timeout_add(ms, loop.quit)
    loop.run()

def find_app():
    deadline = time.time() + 15
    while time.time() < deadline:
        for app in pyatspi.Registry.getDesktop(0):
            if app is not None and app.name == name and app.childCount > 0:
                return app
        pump(100)
    raise SystemExit("no application named %r on the accessibility bus" % name)

def describe(node):
    try:
        e = node.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
        extents = [e.x, e.y, e.width, e.height]
    except NotImplementedError:
        extents = []
    try:
        action = node.queryAction()
        actions = [action.getName(i) for i in range(action.nActions)]
    except NotImplementedError:
        actions = []
    try:
        value = node.queryValue().currentValue
    except NotImplementedError:
        value = None
    return {"role": node.getRoleName(), "name": node.name, "path": node.path, "value": value,
            "states": sorted(pyatspi.stateToString(s) for s in node.getState().getStates()),
            "actions": actions, "extents": extents, "children": [describe(c) for c in node]}

def find(node, wanted, interface="Action"):
    # The first element with that name that offers the interface (a label
    # may share the name of the button it sits on).
    if node.name == wanted and interface in node.get_interfaces():
        return node
    for child in node:
        hit = find(child, wanted, interface)
        if hit is not None:
            return hit
    return None

def a11y_bus():
    session = Gio.bus_get_sync(Gio.BusType.SESSION, None)
    reply = session.call_sync("org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress", None,
                              GLib.VariantType("(s)"), Gio.DBusCallFlags.NONE, 5000, None)
    flags = Gio.DBusConnectionFlags.AUTHENTICATION_CLIENT | Gio.DBusConnectionFlags.MESSAGE_BUS_CONNECTION
    return Gio.DBusConnection.new_for_address_sync(reply.unpack()[0], flags, None, None)

def app_bus_name(bus, app):
    pid = app.get_process_id()
    names = bus.call_sync("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", "ListNames",
                          None, None, Gio.DBusCallFlags.NONE, 5000, None).unpack()[0]
    for candidate in names:
        if not candidate.startswith(":"):
            continue
        try:
            owner = bus.call_sync("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus",
                                  "GetConnectionUnixProcessID", GLib.Variant("(s)", (candidate,)), None,
                                  Gio.DBusCallFlags.NONE, 5000, None).unpack()[0]
        except GLib.Error:
            continue
        if owner == pid:
            return candidate
    raise SystemExit("the app's bus name was not found")

def listen_to(events):
    def on_event(event):
        try:
            record = {"type": event.type, "role": event.source.getRoleName(), "name": event.source.name or "",
                      "detail1": event.detail1}
            if event.type.startswith("object:text-changed"):
                record["text"] = str(event.any_data)
            events.append(record)
        except Exception:
            pass
    pyatspi.Registry.registerEventListener(on_event, "object:property-change:accessible-name",
                                           "object:state-changed", "object:children-changed", "window:create",
                                           "object:property-change:accessible-value",
                                           "window:destroy", "window:activate", "window:deactivate",
                                           "object:text-changed", "object:text-caret-moved", "focus:",
                                           "object:selection-changed")

app = find_app()
if command == "listen":
    events = []
    describe(app)
    listen_to(events)
    print("ready", flush=True)
    pump(int(args[0]))
    print(json.dumps(events))
elif command == "text":
    target = find(app, args[0], "Text")
    if target is None:
        raise SystemExit("no text named %r" % args[0])
    text = target.queryText()
    extents = text.getCharacterExtents(0, pyatspi.DESKTOP_COORDS)
    print(json.dumps({"role": target.getRoleName(), "text": text.getText(0, -1), "count": text.characterCount,
                      "caret": text.caretOffset,
                      "selections": [list(text.getSelection(i)) for i in range(text.getNSelections())],
                      "word": text.getTextAtOffset(1, pyatspi.TEXT_BOUNDARY_WORD_START)[0],
                      "firstCharacter": list(extents), "interfaces": sorted(target.get_interfaces())}))
elif command == "edit":
    target = find(app, args[0], "Text")
    if target is None:
        raise SystemExit("no text named %r" % args[0])
    operation = args[1]
    if operation == "caret":
        done = target.queryText().setCaretOffset(int(args[2]))
    elif operation == "select":
        done = target.queryText().addSelection(int(args[2]), int(args[3]))
    else:
        editable = target.queryEditableText()
        if operation == "insert":
            done = editable.insertText(int(args[2]), args[3], len(args[3]))
        elif operation == "delete":
            done = editable.deleteText(int(args[2]), int(args[3]))
        elif operation == "set":
            done = editable.setTextContents(args[2])
        else:
            raise SystemExit("unknown edit %r" % operation)
    pump(200)
    print(json.dumps(bool(done)))
elif command == "select":
    target = find(app, args[0], "Selection")
    if target is None:
        raise SystemExit("no selection named %r" % args[0])
    selection = target.querySelection()
    index = int(args[1])
    done = selection.selectChild(index) if args[2] == "on" else selection.deselectChild(index)
    pump(400)
    selection = target.querySelection()
    names = [selection.getSelectedChild(i).name for i in range(selection.nSelectedChildren)]
    print(json.dumps({"done": bool(done), "selected": names}))
elif command == "set-value":
    target = find(app, args[0], "Value")
    if target is None:
        raise SystemExit("no value named %r" % args[0])
    target.queryValue().currentValue = float(args[1])
    pump(400)
    print(json.dumps(target.queryValue().currentValue))
elif command == "tree":
    print(json.dumps(describe(app)))
elif command == "attributes":
    target = find(app, args[0], "Text")
    if target is None:
        raise SystemExit("no text named %r" % args[0])
    count = target.queryText().characterCount
    runs, offset = [], 0
    while offset < count:
        attributes, start, end = Atspi.Text.get_attribute_run(target, offset, False)
        runs.append({"start": start, "end": end, "attributes": dict(attributes)})
        offset = max(end, offset + 1)
    first = Atspi.Text.get_attribute_run(target, 0, True)[0]
    print(json.dumps({"defaults": dict(Atspi.Text.get_default_attributes(target)), "runs": runs,
                      "firstWithDefaults": dict(first)}))
elif command == "boundaries":
    target = find(app, args[0], "Text")
    if target is None:
        raise SystemExit("no text named %r" % args[0])
    offset, answer = int(args[1]), {}
    for boundary in range(0, 7):
        kind = Atspi.TextBoundaryType(boundary)
        for name, call in (("at", Atspi.Text.get_text_at_offset), ("before", Atspi.Text.get_text_before_offset),
                           ("after", Atspi.Text.get_text_after_offset)):
            r = call(target, offset, kind)
            answer["%s%d" % (name, boundary)] = [r.content, str(r.start_offset), str(r.end_offset)]
    for granularity in range(0, 5):
        r = Atspi.Text.get_string_at_offset(target, offset, Atspi.TextGranularity(granularity))
        answer["string%d" % granularity] = [r.content, str(r.start_offset), str(r.end_offset)]
    print(json.dumps(answer))
elif command == "table":
    def first_table(node):
        if "Table" in node.get_interfaces():
            return node
        for child in node:
            hit = first_table(child)
            if hit is not None:
                return hit
        return None
    target = first_table(app)
    if target is None:
        raise SystemExit("no table")
    changed = None
    if len(args) > 2:
        row = int(args[2])
        table = target.queryTable()
        changed = bool(table.addRowSelection(row) if args[1] == "add" else table.removeRowSelection(row))
        pump(400)
    table = target.queryTable()
    columns = table.nColumns
    def name_at(r, c):
        cell = table.getAccessibleAt(r, c)
        return cell.name if cell is not None else None
    cell = table.getAccessibleAt(1, 2)
    position = Atspi.TableCell.get_position(cell)
    span = Atspi.TableCell.get_row_column_span(cell)
    print(json.dumps({"rows": table.nRows, "columns": columns,
                      "headers": [table.getColumnHeader(c).name for c in range(columns)],
                      "headerRoles": [table.getColumnHeader(c).getRoleName() for c in range(columns)],
                      "descriptions": [table.getColumnDescription(c) for c in range(columns)],
                      "cells": [[name_at(r, c) for c in range(columns)] for r in range(int(args[0]))],
                      "cellRole": cell.getRoleName(),
                      "position": list(position)[-2:], "span": [span[-2], span[-1]],
                      "cellTable": Atspi.TableCell.get_table(cell).getRoleName(),
                      "cellHeaders": [h.name for h in Atspi.TableCell.get_column_header_cells(cell)],
                      "rowAt7": table.getRowAtIndex(7), "columnAt7": table.getColumnAtIndex(7),
                      "index12": table.getIndexAt(1, 2),
                      "selected": list(table.getSelectedRows()), "firstSelected": bool(table.isRowSelected(0)),
                      "changed": changed, "interfaces": sorted(target.get_interfaces())}))
elif command == "act":
    wanted, action_name, listen = args[0], args[1], int(args[2])
    events = []
    def on_event(event):
        try:
            events.append({"type": event.type, "role": event.source.getRoleName(), "name": event.source.name or "",
                           "detail1": event.detail1})
        except Exception:
            pass
    pyatspi.Registry.registerEventListener(on_event, "object:property-change:accessible-name",
                                           "object:state-changed", "object:children-changed", "window:create",
                                           "object:property-change:accessible-value",
                                           "window:destroy")
    target = find(app, wanted)
    if target is None:
        raise SystemExit("no element named %r" % wanted)
    action = target.queryAction()
    names = [action.getName(i) for i in range(action.nActions)]
    done = action_name in names and action.doAction(names.index(action_name))
    pump(listen)
    print(json.dumps({"done": bool(done), "events": events}))
elif command == "flood":
    count = int(args[0])
    bus = a11y_bus()
    target = app_bus_name(bus, app)
    frame = app[0]
    paths = [frame.path] + [child.path for child in frame]
    state = {"answered": 0, "errors": 0}
    loop = GLib.MainLoop()
    def done(connection, result, _):
        try:
            connection.call_finish(result)
            state["answered"] += 1
        except GLib.Error:
            state["errors"] += 1
        if state["answered"] + state["errors"] == count:
            loop.quit()
    members = [("org.a11y.atspi.Accessible", "GetRole", None), ("org.a11y.atspi.Accessible", "GetChildren", None),
               ("org.a11y.atspi.Accessible", "GetState", None),
               ("org.a11y.atspi.Component", "GetExtents", GLib.Variant("(u)", (0,)))]
    for i in range(count):
        interface, member, parameters = members[i % len(members)]
        bus.call(target, paths[i % len(paths)], interface, member, parameters, None, Gio.DBusCallFlags.NONE,
                 60000, None, done, None)
    GLib.timeout_add(100000, loop.quit)
    loop.run()
    print(json.dumps({"sent": count, "answered": state["answered"], "errors": state["errors"]}))
elif command == "at":
    hit = app[0].queryComponent().getAccessibleAtPoint(int(args[0]), int(args[1]), pyatspi.DESKTOP_COORDS)
    print(json.dumps({"role": hit.getRoleName() if hit else None, "name": hit.name if hit else None}))
elif command == "raw-role":
    bus = a11y_bus()
    target = app_bus_name(bus, app)
    try:
        reply = bus.call_sync(target, args[0], "org.a11y.atspi.Accessible", "GetRole", None, None,
                              Gio.DBusCallFlags.NONE, 5000, None)
        print(json.dumps({"error": None, "value": str(reply.unpack()[0])}))
    except GLib.Error as error:
        print(json.dumps({"error": Gio.DBusError.get_remote_error(error) or error.message, "value": None}))
"""#
}
