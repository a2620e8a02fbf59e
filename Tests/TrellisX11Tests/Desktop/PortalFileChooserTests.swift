import Foundation
import Testing
@testable import TrellisX11
import TrellisCore
import XvfbSupport

/// A private session bus with a stand-in `org.freedesktop.portal.FileChooser`
/// (Python's dbus bindings): it writes each call's arguments to a log and
/// answers through the request object's `Response` signal — the URIs
/// given on its command line, or a cancel.
private final class FakeFileChooserPortal: @unchecked Sendable {
    let bus: FakePortalBus
    var address: String { bus.address }
    var log: String { "\(bus.directory)/calls.jsonl" }

    static let script = """
    import sys, json, dbus, dbus.service
    from dbus.mainloop.glib import DBusGMainLoop
    from gi.repository import GLib
    DBusGMainLoop(set_as_default=True)
    LOG, MODE, URIS = sys.argv[1], sys.argv[2], sys.argv[3:]
    def plain(value):
        if isinstance(value, (dbus.Array, list, dbus.Struct, tuple)): return [plain(v) for v in value]
        if isinstance(value, dbus.Dictionary): return {str(k): plain(v) for k, v in value.items()}
        if isinstance(value, dbus.Boolean): return bool(value)
        if isinstance(value, (dbus.UInt32, dbus.Int32)): return int(value)
        return str(value)
    class Request(dbus.service.Object):
        @dbus.service.signal('org.freedesktop.portal.Request', signature='ua{sv}')
        def Response(self, response, results): pass
    class Portal(dbus.service.Object):
        def answer(self, method, sender, parent, title, options):
            token = str(options.get('handle_token', 'none'))
            path = '/org/freedesktop/portal/desktop/request/%s/%s' % (sender[1:].replace('.', '_'), token)
            request = Request(bus, path)
            with open(LOG, 'a') as log:
                log.write(json.dumps({'method': method, 'parent': str(parent), 'title': str(title), 'options': plain(options)}) + '\\n')
            def respond():
                if MODE == 'cancel':
                    request.Response(dbus.UInt32(1), dbus.Dictionary({}, signature='sv'))
                else:
                    request.Response(dbus.UInt32(0), dbus.Dictionary({'uris': dbus.Array(URIS, signature='s')}, signature='sv'))
                return False
            GLib.timeout_add(20, respond)
            return dbus.ObjectPath(path)
        @dbus.service.method('org.freedesktop.portal.FileChooser', in_signature='ssa{sv}', out_signature='o', sender_keyword='sender')
        def OpenFile(self, parent, title, options, sender=None):
            return self.answer('OpenFile', sender, parent, title, options)
        @dbus.service.method('org.freedesktop.portal.FileChooser', in_signature='ssa{sv}', out_signature='o', sender_keyword='sender')
        def SaveFile(self, parent, title, options, sender=None):
            return self.answer('SaveFile', sender, parent, title, options)
    bus = dbus.SessionBus()
    name = dbus.service.BusName('org.freedesktop.portal.Desktop', bus)
    portal = Portal(bus, '/org/freedesktop/portal/desktop')
    GLib.MainLoop().run()
    """

    init() throws {
        bus = try FakePortalBus(name: "chooser")
    }

    func startPortal(mode: String, uris: [String]) throws {
        try bus.startPortal(script: Self.script, arguments: [log, mode] + uris)
    }

    /// Started off the main actor (Python starts slowly under load).
    static func started(mode: String?, uris: [String] = []) async throws -> FakeFileChooserPortal {
        try await Task.detached {
            let fake = try FakeFileChooserPortal()
            if let mode { try fake.startPortal(mode: mode, uris: uris) }
            return fake
        }.value
    }

    /// The calls the portal received, as JSON objects.
    func calls() -> [[String: Any]] {
        guard let text = try? String(contentsOfFile: log, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
    }

    func stop() { bus.stop() }
}

@Suite("XDG file chooser portal", .serialized)
@MainActor
struct PortalFileChooserTests {
    final class Outcome {
        var urls: [URL]??
        var unavailable = false
    }

    private func request(_ mode: FileDialogRequest.Mode, types: [UTType], outcome: Outcome) -> FileDialogRequest {
        FileDialogRequest(mode: mode, title: "Pick", contentTypes: types) { outcome.urls = .some($0) }
    }

    /// Reads the bus until `condition` holds (at most 10 s).
    private func pump(_ chooser: PortalFileChooser, until condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline, !condition() {
            var descriptor = pollfd(fd: chooser.descriptor, events: Int16(POLLIN), revents: 0)
            _ = poll(&descriptor, 1, 50)
            chooser.readAvailable()
        }
        return condition()
    }

    @Test func openFileIsParentedToTheWindowAndReturnsTheChosenFiles() async throws {
        let fake = try await FakeFileChooserPortal.started(mode: "choose", uris: ["file:///tmp/a.txt", "file:///tmp/b%20c.png"])
        defer { fake.stop() }
        let chooser = PortalFileChooser(address: fake.address)
        let outcome = Outcome()
        _ = chooser.chooser(forWindow: 0x1a00007)
            .choose(request(.open(multiple: true, directories: false), types: [.png, .plainText], outcome: outcome)) {
                outcome.unavailable = true
            }
        #expect(pump(chooser) { outcome.urls != nil || outcome.unavailable })
        #expect(!outcome.unavailable)
        #expect(outcome.urls == .some([URL(fileURLWithPath: "/tmp/a.txt"), URL(fileURLWithPath: "/tmp/b c.png")]))
        #expect(!chooser.hasOpenDialogs)

        let call = try #require(fake.calls().first)
        #expect(call["method"] as? String == "OpenFile")
        #expect(call["parent"] as? String == "x11:1a00007")
        #expect(call["title"] as? String == "Pick")
        let options = try #require(call["options"] as? [String: Any])
        #expect(options["multiple"] as? Bool == true)
        #expect(options["directory"] as? Bool == false)
        #expect(options["modal"] as? Bool == true)
        let filters = try #require(options["filters"] as? [[Any]])
        #expect(filters.count == 2)
        #expect(filters.first?.first as? String == "PNG image")
        let patterns = try #require(filters.first?.last as? [[Any]])
        #expect(patterns.map { "\($0[0]):\($0[1])" } == ["1:image/png", "0:*.png"])
    }

    @Test func saveFileNamesTheFileAndACancelGivesNothing() async throws {
        let fake = try await FakeFileChooserPortal.started(mode: "cancel")
        defer { fake.stop() }
        let chooser = PortalFileChooser(address: fake.address)
        let outcome = Outcome()
        _ = chooser.choose(request(.save(defaultName: "Report.txt"), types: [.plainText], outcome: outcome),
                           parent: "x11:42") { outcome.unavailable = true }
        #expect(pump(chooser) { outcome.urls != nil || outcome.unavailable })
        #expect(outcome.urls == .some(nil), "cancelled")
        let call = try #require(fake.calls().first)
        #expect(call["method"] as? String == "SaveFile")
        #expect((call["options"] as? [String: Any])?["current_name"] as? String == "Report.txt")
    }

    @Test func withoutAPortalTheWindowsOwnPanelIsUsed() async throws {
        // No bus at all: at once.
        let outcome = Outcome()
        _ = PortalFileChooser(address: nil).choose(request(.open(multiple: false, directories: false), types: [], outcome: outcome),
                                                   parent: "x11:1") { outcome.unavailable = true }
        #expect(outcome.unavailable)

        // A bus without the portal: when the bus answers the call with an error.
        let fake = try await FakeFileChooserPortal.started(mode: nil)
        defer { fake.stop() }
        let chooser = PortalFileChooser(address: fake.address)
        let late = Outcome()
        _ = chooser.choose(request(.open(multiple: false, directories: true), types: [.folder], outcome: late),
                           parent: "x11:1") { late.unavailable = true }
        #expect(pump(chooser) { late.unavailable || late.urls != nil })
        #expect(late.unavailable && late.urls == nil)
    }
}
