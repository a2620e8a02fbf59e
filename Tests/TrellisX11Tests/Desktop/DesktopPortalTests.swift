import CX11
import Foundation
import Testing
@testable import TrellisX11
import TrellisCore
import XvfbSupport

/// A private session bus with a stand-in XDG desktop portal (Python's
/// dbus bindings) that answers `Settings.ReadOne`/`Read` for
/// `org.freedesktop.appearance` `color-scheme`, and emits
/// `SettingChanged` when the test calls its `Set` method.
private final class FakePortal: @unchecked Sendable {
    let bus: FakePortalBus
    var address: String { bus.address }

    /// `portal.py SCHEME [old]`: "old" answers only the version 1 `Read`,
    /// whose value is a variant inside a variant.
    static let script = """
    import sys, dbus, dbus.service
    from dbus.mainloop.glib import DBusGMainLoop
    from gi.repository import GLib
    DBusGMainLoop(set_as_default=True)
    SETTINGS = 'org.freedesktop.portal.Settings'
    OLD = len(sys.argv) > 2 and sys.argv[2] == 'old'
    class Portal(dbus.service.Object):
        scheme = int(sys.argv[1])
        def check(self, namespace, key):
            if (namespace, key) != ('org.freedesktop.appearance', 'color-scheme'):
                raise dbus.exceptions.DBusException('not found', name='org.freedesktop.portal.Error.NotFound')
        @dbus.service.method(SETTINGS, in_signature='ss', out_signature='v')
        def ReadOne(self, namespace, key):
            if OLD:
                raise dbus.exceptions.DBusException('no ReadOne', name='org.freedesktop.DBus.Error.UnknownMethod')
            self.check(namespace, key)
            return dbus.UInt32(self.scheme)
        @dbus.service.method(SETTINGS, in_signature='ss', out_signature='v')
        def Read(self, namespace, key):
            self.check(namespace, key)
            return dbus.UInt32(self.scheme, variant_level=2)
        @dbus.service.method('org.trellis.Test', in_signature='u')
        def Set(self, scheme):
            self.scheme = scheme
            self.SettingChanged('org.freedesktop.appearance', 'color-scheme', dbus.UInt32(scheme, variant_level=1))
        @dbus.service.signal(SETTINGS, signature='ssv')
        def SettingChanged(self, namespace, key, value):
            pass
    bus = dbus.SessionBus()
    name = dbus.service.BusName('org.freedesktop.portal.Desktop', bus)
    portal = Portal(bus, '/org/freedesktop/portal/desktop')
    GLib.MainLoop().run()
    """

    init() throws {
        bus = try FakePortalBus(name: "portal")
    }

    func startPortal(scheme: UInt32, old: Bool = false) throws {
        try bus.startPortal(script: Self.script, arguments: ["\(scheme)"] + (old ? ["old"] : []))
    }

    func set(_ scheme: UInt32) throws {
        let result = try Subprocess.run(["dbus-send", "--bus=\(address)", "--print-reply", "--dest=org.freedesktop.portal.Desktop",
                                         "/org/freedesktop/portal/desktop", "org.trellis.Test.Set", "uint32:\(scheme)"], timeout: 5)
        guard result.succeeded else { throw HarnessError("Set failed: \(result)") }
    }

    /// A bus (and a portal answering `scheme`, unless nil) started off the
    /// main actor: starting Python under load takes seconds, which other
    /// suites' main-actor timers must not wait for.
    static func started(scheme: UInt32?, old: Bool = false) async throws -> FakePortal {
        try await Task.detached {
            let fake = try FakePortal()
            if let scheme { try fake.startPortal(scheme: scheme, old: old) }
            return fake
        }.value
    }

    func stop() { bus.stop() }
}

@Suite("XDG desktop portal", .serialized)
@MainActor
struct DesktopPortalTests {
    @Test func withoutABusNothingIsAsked() {
        #expect(DesktopPortalSettings(environment: [:]) == nil)
        #expect(DesktopPortalSettings(environment: ["DBUS_SESSION_BUS_ADDRESS": ""]) == nil)
        // A bus address that leads nowhere: no connection, no error.
        #expect(DesktopPortalSettings(environment: ["DBUS_SESSION_BUS_ADDRESS": "unix:path=/nonexistent/trellis-bus"]) == nil)
    }

    @Test func aBusWithoutAPortalIsLeftAtOnce() async throws {
        let fake = try await FakePortal.started(scheme: nil)
        defer { fake.stop() }
        let started = Date()
        let settings = try #require(DesktopPortalSettings(environment: ["DBUS_SESSION_BUS_ADDRESS": fake.address]))
        #expect(settings.colorScheme == nil)
        #expect(settings.descriptor == nil)  // closed: the name is unknown
        #expect(Date().timeIntervalSince(started) < DesktopPortalSettings.startupWait)
    }

    @Test func thePortalsDarkPreferenceIsReadAndFollowedLive() async throws {
        let fake = try await FakePortal.started(scheme: 1)
        defer { fake.stop() }
        try X11TestSession.with { session in
            let portal = DesktopPortalSettings(environment: ["DBUS_SESSION_BUS_ADDRESS": fake.address])
            #expect(portal?.colorScheme == .dark)
            let loop = X11Application.makeLoop(connection: session.connection, title: "Portal test", inspection: nil,
                                               portal: portal) { measurer, clock in
                ViewHost(rootView: Text("Hi").frame(width: 120, height: 60), measurer: measurer, clock: clock)
            }
            defer { loop.painter.release(); loop.painter.fonts.release(); loop.window.destroy() }
            @MainActor func step(until condition: () -> Bool) -> Bool {
                let deadline = Date().addingTimeInterval(5)
                while Date() < deadline {
                    _ = loop.step()
                    if condition() { return true }
                    loop.waitForEvents(limit: 50)
                }
                return condition()
            }
            // Dark from the first frame.
            #expect(step { loop.frameCounter >= 1 })
            #expect(loop.host.colorScheme == .dark)
            #expect(try session.capture(loop.window)[3, 3] == Capture.RGB(r: 50, g: 50, b: 50))

            // The user picks light in the desktop's settings: SettingChanged.
            try fake.set(2)
            #expect(step { loop.host.colorScheme == .light })
            #expect(step { (try? session.capture(loop.window)[3, 3]) == Capture.RGB(r: 236, g: 236, b: 236) })
            try fake.set(1)
            #expect(step { loop.host.colorScheme == .dark })
            // "No preference" falls back to XSETTINGS (none here: light).
            try fake.set(0)
            #expect(step { loop.host.colorScheme == .light })
        }
    }

    @Test func anOlderPortalIsAskedWithRead() async throws {
        let fake = try await FakePortal.started(scheme: 1, old: true)
        defer { fake.stop() }
        let portal = try #require(DesktopPortalSettings(environment: ["DBUS_SESSION_BUS_ADDRESS": fake.address]))
        #expect(portal.colorScheme == .dark)
        #expect(portal.descriptor != nil)
    }
}
