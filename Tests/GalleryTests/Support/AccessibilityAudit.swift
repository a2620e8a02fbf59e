import Foundation
import XvfbSupport

/// What a screen reader needs of every element it can operate, checked
/// over a whole running app with pyatspi: each element has a role; each
/// interactive one (it has actions, editable text, a settable value, is
/// focusable, or has a role people operate) has a name and something to
/// do — an action, editable text or a settable value — and every focusable
/// element has a name. Found by the app's process, in all its windows.
enum AccessibilityAudit {
    struct Finding: Decodable, CustomStringConvertible {
        let path: String
        let role: String
        let name: String
        let problem: String
        var description: String { "\(path) [\(role) \"\(name)\"]: \(problem)" }
    }

    struct Report: Decodable {
        let elements: Int
        let interactive: Int
        let windows: [String]
        let findings: [Finding]
        /// With `performing`: each action of the main window run once, as
        /// [path, action, what `DoAction` answered, whether the app was
        /// still on the bus after it].
        var performed: [[String]]? = nil
        /// How many actions there were before the first was run.
        var actions: Int? = nil
    }

    /// Audits the app's tree; `performing` then also runs every action of
    /// its main window once.
    static func run(pid: Int32, bus: AccessibilityBus, display: String, performing: Bool = false) throws -> Report {
        let result = try PyatspiClient.run(script, [String(pid)] + (performing ? ["perform"] : []), bus: bus,
                                           display: display, timeout: 300)
        guard result.succeeded, let line = result.stdout.split(separator: "\n").last else {
            throw HarnessError("the accessibility audit failed: \(result)\nstdout: \(result.stdout.suffix(2000))")
        }
        return try JSONDecoder().decode(Report.self, from: Data(line.utf8))
    }

    static let script = #"""
import json, sys, time
import pyatspi
from gi.repository import GLib

pid = int(sys.argv[1])
OPERATED = {"push button", "toggle button", "check box", "radio button", "combo box", "menu item", "check menu item",
            "radio menu item", "slider", "spin button", "entry", "password text", "link", "page tab", "switch",
            "date editor"}

def pump(ms):
    loop = GLib.MainLoop()
    GLib.timeout_add(ms, loop.quit)
    loop.run()

def find_app():
    deadline = time.time() + 20
    while time.time() < deadline:
        for app in pyatspi.Registry.getDesktop(0):
            try:
                if app is not None and app.get_process_id() == pid and app.childCount > 0:
                    return app
            except Exception:
                pass
        pump(100)
    raise SystemExit("no application of process %d on the accessibility bus" % pid)

report = {"elements": 0, "interactive": 0, "windows": [], "findings": []}

def note(path, node, role, problem):
    report["findings"].append({"path": path, "role": role, "name": node.name or "", "problem": problem})

def audit(node, path):
    report["elements"] += 1
    role = node.getRoleName()
    name = (node.name or "").strip()
    interfaces = node.get_interfaces()
    states = node.getState()
    actions = []
    if "Action" in interfaces:
        action = node.queryAction()
        actions = [action.getName(i) for i in range(action.nActions)]
    editable = "EditableText" in interfaces
    settable = False
    if "Value" in interfaces:
        value = node.queryValue()
        settable = value.maximumValue > value.minimumValue and role in ("slider", "spin button")
    enabled = states.contains(pyatspi.STATE_ENABLED) or states.contains(pyatspi.STATE_SENSITIVE)
    focusable = states.contains(pyatspi.STATE_FOCUSABLE)
    if role in ("unknown", "invalid", ""):
        note(path, node, role, "no role")
    interactive = bool(actions) or editable or settable or focusable or role in OPERATED
    if interactive:
        report["interactive"] += 1
        if not name:
            note(path, node, role, "unnamed focusable element" if focusable else "unnamed interactive element")
        if enabled and not (actions or editable or settable):
            note(path, node, role, "nothing to do: no action, editable text or settable value (states %s)"
                 % ", ".join(sorted(pyatspi.stateToString(x) for x in states.getStates())))
        if any(not a for a in actions):
            note(path, node, role, "an action without a name")
    for index, child in enumerate(node):
        if child is None:
            note(path, node, role, "child %d is missing" % index)
            continue
        audit(child, "%s/%s" % (path, (child.name or child.getRoleName() or "?").replace("/", "∕")))

app = find_app()
for window in app:
    report["windows"].append(window.name or "")
    audit(window, window.getRoleName() + ":" + (window.name or ""))
if len(sys.argv) > 2:
    # Perform every action of the main window's elements, one by one,
    # each found again by the roles and names on its way (an action may
    # change the tree: a sort makes new rows). One gone since is skipped.
    def steps(node):
        return (node.getRoleName(), node.name or "")
    def collect(node, path, out):
        if "Action" in node.get_interfaces():
            action = node.queryAction()
            for i in range(action.nActions):
                out.append((path, i, action.getName(i)))
        for child in node:
            if child is not None:
                collect(child, path + [steps(child)], out)
    def resolve(path):
        node = app[0]
        for step in path:
            node = next((c for c in node if c is not None and steps(c) == step), None)
            if node is None:
                return None
        return node
    targets, done = [], []
    collect(app[0], [], targets)
    # Last first: a table's rows before the headers whose sort moves them.
    for path, index, name in reversed(targets):
        node = resolve(path)
        if node is None:
            continue
        try:
            ok = node.queryAction().doAction(index)
        except Exception as error:
            ok = "error: %s" % error
        pump(150)
        try:
            alive = app.childCount > 0
        except Exception:
            alive = False
        done.append(["/".join(n or r for r, n in path), name, str(ok), str(alive)])
    report["performed"] = done
    report["actions"] = len(targets)
    # What the actions left open (menus, sheets, other windows) is read too,
    # afresh: libatspi keeps the states it read, and updates them only from
    # events, which this probe does not listen to.
    app.clear_cache()
    report["findings"] = []
    report["windows"] = []
    for window in app:
        report["windows"].append(window.name or "")
        audit(window, "after the actions: " + window.getRoleName() + ":" + (window.name or ""))
print(json.dumps(report))
"""#
}
