import CX11
@testable import TrellisX11

/// A stand-in XSETTINGS manager on its own connection, as
/// gnome-settings-daemon or xsettingsd would be: owns `_XSETTINGS_S0`,
/// keeps the table in `_XSETTINGS_SETTINGS` and announces itself.
@MainActor
final class TestSettingsManager {
    let connection: X11Connection
    let window: CX11.Window
    private var serial: UInt32 = 0

    init(display: String) throws {
        connection = try X11Connection(name: display)
        let d = connection.display
        window = XCreateSimpleWindow(d, connection.rootWindow, 0, 0, 1, 1, 0, 0, 0)
        let selection = XInternAtom(d, "_XSETTINGS_S\(connection.screen)", False)
        XSetSelectionOwner(d, selection, window, UInt(CurrentTime))
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.window = connection.rootWindow
        event.xclient.message_type = XInternAtom(d, "MANAGER", False)
        event.xclient.format = 32
        event.xclient.data.l.0 = Int(CurrentTime)
        event.xclient.data.l.1 = Int(bitPattern: selection)
        event.xclient.data.l.2 = Int(bitPattern: window)
        XSendEvent(d, connection.rootWindow, False, StructureNotifyMask, &event)
        XSync(d, False)
    }

    func publish(_ values: [String: XSettings.Value]) {
        serial += 1
        publish(bytes: XSettings(serial: serial, values: values).encoded())
    }

    func publish(bytes: [UInt8]) {
        let d = connection.display
        let property = XInternAtom(d, "_XSETTINGS_SETTINGS", False)
        XChangeProperty(d, window, property, property, 8, PropModeReplace, bytes, Int32(bytes.count))
        XSync(d, False)
    }

    func quit() {
        XDestroyWindow(connection.display, window)
        XSync(connection.display, False)
        connection.close()
    }
}
