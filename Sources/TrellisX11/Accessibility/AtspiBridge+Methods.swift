#if canImport(Glibc)
@preconcurrency import Glibc
#endif
import TrellisCore

/// The answers to method calls: one switch per interface, each reading its
/// arguments and writing its reply. A call on an element that no longer
/// exists, an unknown method or wrong arguments get a D-Bus error.
extension AtspiBridge {
    func answer(_ call: DBusMessage) -> DBusMessage {
        let member = call.member ?? ""
        let interface = call.interface ?? ""
        if interface == "org.freedesktop.DBus.Peer" {
            return member == "Ping" ? call.methodReturn() : unknownMethod(call)
        }
        if interface == Atspi.cache, member == "GetItems" {
            // The application cache: libatspi asks for it; ours is empty, so
            // clients ask each element as they need it.
            return call.methodReturn().write { $0.container(DBusType.array, "((so)(so)(so)iiassusau)") { _ in } }
        }
        guard let target = target(at: call.path ?? "") else {
            return call.error(name: "org.freedesktop.DBus.Error.UnknownObject",
                              text: "no accessible object at \(call.path ?? "")")
        }
        switch interface {
        case Atspi.properties: return properties(call, target)
        case Atspi.accessible: return accessible(call, target) ?? unknownMethod(call)
        case Atspi.application: return application(call) ?? unknownMethod(call)
        case Atspi.component: return component(call, target) ?? unknownMethod(call)
        case Atspi.action: return action(call, target) ?? unknownMethod(call)
        case Atspi.text: return text(call, target) ?? unknownMethod(call)
        case Atspi.editableText: return editableText(call, target) ?? unknownMethod(call)
        case Atspi.selection: return selection(call, target) ?? unknownMethod(call)
        case Atspi.table: return table(call, target) ?? unknownMethod(call)
        case Atspi.tableCell: return tableCell(call, target) ?? unknownMethod(call)
        case Atspi.value: return unknownMethod(call)
        default: return unknownMethod(call)
        }
    }

    private func unknownMethod(_ call: DBusMessage) -> DBusMessage {
        call.error(name: "org.freedesktop.DBus.Error.UnknownMethod",
                   text: "\(call.interface ?? "").\(call.member ?? "") (\(call.signature)) is not answered here")
    }

    private func invalidArgs(_ call: DBusMessage) -> DBusMessage {
        call.error(name: "org.freedesktop.DBus.Error.InvalidArgs", text: "wrong arguments for \(call.member ?? "")")
    }

    // MARK: Properties

    private func properties(_ call: DBusMessage, _ target: Target) -> DBusMessage {
        var reader = call.reader
        switch call.member {
        case "Get":
            guard let interface = reader.string(), let name = reader.string() else { return invalidArgs(call) }
            guard let write = property(interface, name, target) else {
                return call.error(name: "org.freedesktop.DBus.Error.UnknownProperty", text: "\(interface).\(name)")
            }
            return call.methodReturn().write { writer in write(&writer) }
        case "GetAll":
            guard let interface = reader.string() else { return invalidArgs(call) }
            let names: [String] = switch interface {
            case Atspi.accessible: ["Name", "Description", "Parent", "ChildCount", "Locale", "AccessibleId", "HelpText"]
            case Atspi.application: ["ToolkitName", "Version", "ToolkitVersion", "AtspiVersion", "InterfaceVersion", "Id"]
            case Atspi.action: ["NActions"]
            case Atspi.value: ["MinimumValue", "MaximumValue", "MinimumIncrement", "CurrentValue", "Text"]
            case Atspi.text: ["CharacterCount", "CaretOffset"]
            case Atspi.selection: ["NSelectedChildren"]
            case Atspi.table: ["NRows", "NColumns", "Caption", "Summary", "NSelectedRows", "NSelectedColumns"]
            case Atspi.tableCell: ["ColumnSpan", "Position", "RowSpan", "Table"]
            default: []
            }
            return call.methodReturn().write { writer in
                writer.container(DBusType.array, "{sv}") { array in
                    for name in names {
                        guard let write = property(interface, name, target) else { continue }
                        array.container(DBusType.dictEntry) { $0.string(name); write(&$0) }
                    }
                }
            }
        case "Set":
            let interface = reader.string(), name = reader.string()
            switch (interface, name) {
            case (Atspi.application?, "Id"?):
                guard let id = reader.variantInt32() else { return invalidArgs(call) }
                applicationID = id
                return call.methodReturn()
            case (Atspi.value?, "CurrentValue"?):
                guard case .element(let window, let element) = target, element.range?.isSettable == true,
                      let value = reader.variantDouble(), value.isFinite else { return invalidArgs(call) }
                // Set after the reply, as an action runs.
                let tree = window.host.accessibility, id = element.id
                pendingActions.append { _ = tree.setValue(value, on: id) }
                return call.methodReturn()
            default:
                return call.error(name: "org.freedesktop.DBus.Error.PropertyReadOnly",
                                  text: "\(interface ?? "").\(name ?? "") cannot be set")
            }
        default:
            return unknownMethod(call)
        }
    }

    /// A property's value as a variant, nil if there is no such property.
    private func property(_ interface: String, _ name: String, _ target: Target) -> ((inout DBusWriter) -> Void)? {
        func string(_ value: String) -> (inout DBusWriter) -> Void { { $0.container(DBusType.variant, "s") { $0.string(value) } } }
        func int(_ value: Int) -> (inout DBusWriter) -> Void {
            { $0.container(DBusType.variant, "i") { $0.int32(Int32(clamping: value)) } }
        }
        switch (interface, name) {
        case (Atspi.accessible, "Name"): return string(self.name(of: target))
        case (Atspi.accessible, "Description"), (Atspi.accessible, "HelpText"):
            if case .element(_, let element) = target { return string(element.description) }
            return string("")
        case (Atspi.accessible, "Parent"):
            let (bus, path) = parentReference(of: target)
            return { $0.container(DBusType.variant, "(so)") { $0.reference(bus, path) } }
        case (Atspi.accessible, "ChildCount"): return int(children(of: target).count)
        case (Atspi.accessible, "Locale"): return string(locale)
        case (Atspi.accessible, "AccessibleId"):
            if case .element(_, let element) = target { return string(element.identifier ?? "") }
            return string("")
        case (Atspi.application, "ToolkitName"): return string("Trellis")
        case (Atspi.application, "Version"), (Atspi.application, "ToolkitVersion"): return string("1.0")
        case (Atspi.application, "AtspiVersion"): return string("2.1")
        case (Atspi.application, "InterfaceVersion"): return { $0.container(DBusType.variant, "u") { $0.uint32(1) } }
        case (Atspi.application, "Id"): return int(Int(applicationID))
        case (Atspi.value, _):
            guard case .element(_, let element) = target, let range = element.range else { return nil }
            func double(_ value: Double) -> (inout DBusWriter) -> Void {
                { $0.container(DBusType.variant, "d") { $0.double(value) } }
            }
            switch name {
            case "MinimumValue": return double(range.minimum)
            case "MaximumValue": return double(range.maximum)
            case "MinimumIncrement": return double(range.step)
            case "CurrentValue": return double(range.current)
            case "Text": return string(element.value ?? "")
            default: return nil
            }
        case (Atspi.text, "CharacterCount"), (Atspi.text, "CaretOffset"):
            guard case .element(_, let element) = target, let text = element.text else { return nil }
            if name == "CharacterCount" { return int(text.string.unicodeScalars.count) }
            return int(text.caret.map { AtspiOffsets.scalar(ofCharacter: $0, in: text.string) } ?? -1)
        case (Atspi.selection, "NSelectedChildren"):
            guard case .element(let window, let element) = target, element.selectsChildren else { return nil }
            return int(selectedChildren(of: element, in: window.host.accessibility).count)
        case (Atspi.action, "NActions"):
            if case .element(_, let element) = target { return int(element.actions.count) }
            return int(0)
        case (Atspi.table, _), (Atspi.tableCell, _):
            return tableProperty(interface, name, target)
        default: return nil
        }
    }

    var locale: String {
        let value = ProcessInfoLocale.current
        return value.isEmpty ? "C" : value
    }

    // MARK: Accessible

    func name(of target: Target) -> String {
        switch target {
        case .application: applicationName
        case .element(_, let element): element.name
        }
    }

    /// The element ids of the children, or the windows for the application.
    func children(of target: Target) -> [(bus: String, path: String)] {
        switch target {
        case .application:
            return currentWindows.map { (connection.uniqueName, path(of: $0.host.accessibility.rootID)) }
        case .element(_, let element):
            return element.children.map { (connection.uniqueName, path(of: $0)) }
        }
    }

    func parentReference(of target: Target) -> (String, String) {
        switch target {
        case .application:
            return (Atspi.registry, Atspi.rootPath)
        case .element(_, let element):
            guard let parent = element.parent else { return (connection.uniqueName, Atspi.rootPath) }
            return (connection.uniqueName, path(of: parent))
        }
    }

    private func accessible(_ call: DBusMessage, _ target: Target) -> DBusMessage? {
        var reader = call.reader
        let reply = call.methodReturn()
        switch call.member {
        case "GetChildAtIndex":
            guard let index = reader.int32() else { return invalidArgs(call) }
            let children = children(of: target)
            let child = children.indices.contains(Int(index)) ? children[Int(index)] : (connection.uniqueName, Atspi.nullPath)
            return reply.write { $0.reference(child.0, child.1) }
        case "GetChildren":
            let children = children(of: target)
            return reply.write { writer in
                writer.container(DBusType.array, "(so)") { array in for child in children { array.reference(child.bus, child.path) } }
            }
        case "GetIndexInParent":
            return reply.write { $0.int32(Int32(clamping: indexInParent(of: target))) }
        case "GetRelationSet":
            return reply.write { $0.container(DBusType.array, "(ua(so))") { _ in } }
        case "GetRole":
            return reply.write { $0.uint32(role(of: target)) }
        case "GetRoleName", "GetLocalizedRoleName":
            let name = if case .element(_, let element) = target { element.role.rawValue } else { "application" }
            return reply.write { $0.string(name) }
        case "GetState":
            let states = if case .element(_, let element) = target { element.states } else { AccessibilityStates() }
            return reply.write { writer in
                writer.container(DBusType.array, "u") { array in for word in Atspi.stateWords(states) { array.uint32(word) } }
            }
        case "GetAttributes":
            var attributes = ["toolkit": "Trellis"]
            if case .element(_, let element) = target, let identifier = element.identifier { attributes["id"] = identifier }
            return reply.write { writer in
                writer.container(DBusType.array, "{ss}") { array in
                    for (key, value) in attributes.sorted(by: { $0.key < $1.key }) {
                        array.container(DBusType.dictEntry) { $0.string(key); $0.string(value) }
                    }
                }
            }
        case "GetApplication":
            return reply.write { $0.reference(connection.uniqueName, Atspi.rootPath) }
        case "GetInterfaces":
            var interfaces = [Atspi.accessible]
            switch target {
            case .application: interfaces.append(Atspi.application)
            case .element(_, let element):
                interfaces.append(Atspi.component)
                // Fixed by role, not by whether the element is enabled now:
                // clients keep an object's interfaces once asked.
                if !element.actions.isEmpty || element.role.isOperated { interfaces.append(Atspi.action) }
                if element.range != nil { interfaces.append(Atspi.value) }
                if let text = element.text {
                    interfaces.append(Atspi.text)
                    if text.editor != nil || element.role.isEditableText { interfaces.append(Atspi.editableText) }
                }
                if element.selectsChildren { interfaces.append(Atspi.selection) }
                if element.table != nil { interfaces.append(Atspi.table) }
                if element.role == .tableCell { interfaces.append(Atspi.tableCell) }
            }
            return reply.write { writer in
                writer.container(DBusType.array, "s") { array in for name in interfaces { array.string(name) } }
            }
        default:
            return nil
        }
    }

    private func role(of target: Target) -> UInt32 {
        switch target {
        case .application: Atspi.applicationRole
        case .element(_, let element): Atspi.role(element.role)
        }
    }

    private func indexInParent(of target: Target) -> Int {
        guard case .element(let window, let element) = target else { return -1 }
        guard let parent = element.parent else {
            return currentWindows.firstIndex { $0.host === window.host } ?? -1
        }
        return window.host.accessibility.element(parent)?.children.firstIndex(of: element.id) ?? -1
    }

    // MARK: Application

    private func application(_ call: DBusMessage) -> DBusMessage? {
        switch call.member {
        case "GetLocale": return call.methodReturn().write { $0.string(locale) }
        // No peer-to-peer connection is offered: clients use the bus.
        case "GetApplicationBusAddress": return call.methodReturn().write { $0.string("") }
        case "RegisterEventListener", "DeregisterEventListener": return call.methodReturn()
        default: return nil
        }
    }
}

/// The locale clients are told the app uses (`LANG`, as a C program reads it).
enum ProcessInfoLocale {
    static var current: String {
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            if let value = getenv(name).map({ String(cString: $0) }), !value.isEmpty { return value }
        }
        return ""
    }
}
