import TrellisCore

/// `Component` (where an element is, what is at a point) and `Action`
/// (what can be done to it) for elements. Extents are device pixels: on
/// the screen, in the window, or relative to the parent element.
extension AtspiBridge {
    func component(_ call: DBusMessage, _ target: Target) -> DBusMessage? {
        guard case .element(let window, let element) = target else { return nil }
        var reader = call.reader
        let reply = call.methodReturn()
        switch call.member {
        case "GetExtents":
            guard let type = reader.uint32() else { return nil }
            let box = extents(of: element, in: window, type: type)
            return reply.write { writer in
                writer.container(DBusType.structure) { for value in [box.x, box.y, box.width, box.height] { $0.int32(value) } }
            }
        case "GetPosition":
            guard let type = reader.uint32() else { return nil }
            let box = extents(of: element, in: window, type: type)
            return reply.write { $0.int32(box.x); $0.int32(box.y) }
        case "GetSize":
            let box = extents(of: element, in: window, type: Atspi.CoordinateType.window.rawValue)
            return reply.write { $0.int32(box.width); $0.int32(box.height) }
        case "Contains", "GetAccessibleAtPoint":
            guard let x = reader.int32(), let y = reader.int32(), let type = reader.uint32() else { return nil }
            let point = windowPoint(x: x, y: y, type: type, relativeTo: element, in: window)
            let tree = window.host.accessibility
            if call.member == "Contains" {
                return reply.write { $0.bool(tree.extents(of: element).contains(point)) }
            }
            // The element itself is not an answer: only what lies inside it.
            let hit = tree.element(at: point, in: element.id).flatMap { $0.id == element.id ? nil : $0 }
            return reply.write { [connection] in
                $0.reference(connection.uniqueName, hit.map { path(of: $0.id) } ?? Atspi.nullPath)
            }
        case "GetLayer":
            return reply.write { $0.uint32(element.parent == nil ? Atspi.windowLayer : Atspi.widgetLayer) }
        case "GetMDIZOrder":
            return reply.write { $0.int16(0) }
        case "GetAlpha":
            return reply.write { $0.double(1) }
        case "GrabFocus", "SetExtents", "SetPosition", "SetSize", "ScrollTo", "ScrollToPoint":
            // Keyboard focus and moving windows are not offered yet.
            return reply.write { $0.bool(false) }
        default:
            return nil
        }
    }

    private func extents(of element: AccessibilityElement, in window: AtspiWindow,
                         type: UInt32) -> (x: Int32, y: Int32, width: Int32, height: Int32) {
        pixelBox(window.host.accessibility.extents(of: element), of: element, in: window, type: type)
    }

    /// A rectangle in window points as pixels in `type`'s space (the
    /// screen, the window, or `element`'s parent).
    func pixelBox(_ frame: CGRect, of element: AccessibilityElement, in window: AtspiWindow,
                  type: UInt32) -> (x: Int32, y: Int32, width: Int32, height: Int32) {
        let tree = window.host.accessibility
        var frame = frame
        if type == Atspi.CoordinateType.parent.rawValue, let parent = element.parent,
           let parentFrame = tree.element(parent).map({ tree.extents(of: $0) }) {
            frame = frame.offsetBy(dx: -parentFrame.minX, dy: -parentFrame.minY)
        }
        let scale = window.scale
        func pixels(_ value: CGFloat) -> Int32 { value.isFinite ? Int32(clamping: Int((value * scale).rounded())) : 0 }
        var box = (x: pixels(frame.minX), y: pixels(frame.minY), width: pixels(frame.width), height: pixels(frame.height))
        if type == Atspi.CoordinateType.screen.rawValue || (type == Atspi.CoordinateType.parent.rawValue && element.parent == nil) {
            let origin = origin(of: window)
            box.x &+= Int32(clamping: origin.x)
            box.y &+= Int32(clamping: origin.y)
        }
        return box
    }

    /// A point given in pixels of `type`'s space, in window points.
    func windowPoint(x: Int32, y: Int32, type: UInt32, relativeTo element: AccessibilityElement,
                             in window: AtspiWindow) -> CGPoint {
        var point = CGPoint(x: Double(x) / window.scale, y: Double(y) / window.scale)
        switch Atspi.CoordinateType(rawValue: type) {
        case .screen:
            let origin = origin(of: window)
            point.x -= Double(origin.x) / window.scale
            point.y -= Double(origin.y) / window.scale
        case .parent:
            let tree = window.host.accessibility
            if let parent = element.parent, let frame = tree.element(parent).map({ tree.extents(of: $0) }) {
                point.x += frame.minX
                point.y += frame.minY
            }
        default:
            break
        }
        return point
    }

    func action(_ call: DBusMessage, _ target: Target) -> DBusMessage? {
        guard case .element(let window, let element) = target else { return nil }
        var reader = call.reader
        let reply = call.methodReturn()
        switch call.member {
        case "GetName", "GetLocalizedName", "GetDescription", "GetKeyBinding":
            guard let index = reader.int32() else { return nil }
            guard element.actions.indices.contains(Int(index)) else {
                return call.error(name: "org.freedesktop.DBus.Error.InvalidArgs", text: "no action \(index)")
            }
            let action = element.actions[Int(index)]
            let text = switch call.member {
            case "GetDescription": action.description
            case "GetKeyBinding": ""
            default: action.name
            }
            return reply.write { $0.string(text) }
        case "GetActions":
            return reply.write { writer in
                writer.container(DBusType.array, "(sss)") { array in
                    for action in element.actions {
                        array.container(DBusType.structure) { $0.string(action.name); $0.string(action.description); $0.string("") }
                    }
                }
            }
        case "DoAction":
            guard let index = reader.int32() else { return nil }
            let exists = element.actions.indices.contains(Int(index))
            // Run after the reply is out: an action may take a while (or
            // open a window), and the client is waiting.
            if exists {
                let id = element.id, tree = window.host.accessibility
                pendingActions.append { _ = tree.perform(action: Int(index), on: id) }
            }
            return reply.write { $0.bool(exists) }
        default:
            return nil
        }
    }
}
