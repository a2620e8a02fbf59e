import CX11

/// Follows the XSETTINGS manager of the screen: reads its table when the
/// window opens, and again whenever the manager changes the property
/// (PropertyNotify on the manager's window), goes away (DestroyNotify) or
/// a new manager announces itself (the MANAGER client message on the root
/// window, which the loop already listens to). No manager: an empty table.
/// Costs nothing between changes: the server sends the events.
@MainActor
final class XSettingsWatcher {
    private let connection: X11Connection
    private let selection: Atom
    private let property: Atom
    private let manager: Atom
    /// The manager's window we listen to; 0 when there is none.
    private(set) var owner: Window = 0
    private(set) var settings = XSettings()

    init(connection: X11Connection) {
        self.connection = connection
        let display = connection.display
        selection = XInternAtom(display, "_XSETTINGS_S\(connection.screen)", False)
        property = XInternAtom(display, "_XSETTINGS_SETTINGS", False)
        manager = XInternAtom(display, "MANAGER", False)
        refresh()
    }

    /// Handles an event that concerns the settings; true when the table
    /// changed. Other events are left alone (false).
    func handle(_ event: inout XEvent) -> Bool {
        switch event.type {
        case PropertyNotify where owner != 0 && event.xproperty.window == owner && event.xproperty.atom == property:
            return refresh()
        case DestroyNotify where owner != 0 && event.xdestroywindow.window == owner:
            owner = 0
            return refresh()
        case ClientMessage where event.xclient.window == connection.rootWindow && event.xclient.message_type == manager
            && Atom(truncatingIfNeeded: event.xclient.data.l.1) == selection:
            return refresh()
        default:
            return false
        }
    }

    /// True when `event` is one this watcher consumes (so the loop does not
    /// look for a surface for it).
    func concerns(_ event: inout XEvent) -> Bool {
        let window = event.xany.window
        return owner != 0 && window == owner
    }

    /// Finds the manager and reads its table, with the server grabbed so
    /// that the manager cannot vanish between finding it and reading it
    /// (which would be a BadWindow error). Returns true when the table changed.
    @discardableResult
    private func refresh() -> Bool {
        let display = connection.display
        XGrabServer(display)
        let current = XGetSelectionOwner(display, selection)
        if current != owner {
            owner = current
            if current != 0 { XSelectInput(display, current, PropertyChangeMask | StructureNotifyMask) }
        }
        let bytes = current == 0 ? nil : readProperty(of: current)
        XUngrabServer(display)
        XFlush(display)
        var table = XSettings()
        if let bytes {
            do {
                table = try XSettings.parse(bytes)
            } catch {
                writeStandardError("trellis: the desktop's XSETTINGS table is damaged (\(error)); using defaults")
            }
        }
        guard table != settings else { return false }
        settings = table
        return true
    }

    private func readProperty(of window: Window) -> [UInt8]? {
        var type: Atom = 0
        var format: Int32 = 0
        var count: UInt = 0, remaining: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        // At most 1 MiB (the length is in 32-bit units); real tables are a few KiB.
        let status = XGetWindowProperty(connection.display, window, property, 0, 256 * 1024, False, property,
                                        &type, &format, &count, &remaining, &data)
        defer { if let data { XFree(data) } }
        guard status == Success, type == property, format == 8, let data else { return nil }
        return Array(UnsafeBufferPointer(start: data, count: Int(count)))
    }
}
