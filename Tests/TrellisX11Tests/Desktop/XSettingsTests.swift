import CX11
import Foundation
import Testing
@testable import TrellisX11
import TrellisCore

@Suite("XSETTINGS and dark mode", .serialized)
@MainActor
struct XSettingsTests {
    @Test func theParserReadsEveryTypeInBothByteOrders() throws {
        let table = XSettings(serial: 7, values: [
            "Net/ThemeName": .string("Adwaita-dark"), "Xft/DPI": .integer(120 * 1024),
            "Net/DoubleClickTime": .integer(400), "Gtk/EnableAnimations": .integer(0),
            "Gtk/Color": .color(red: 1, green: 2, blue: 3, alpha: 65535)])
        let bytes = table.encoded()
        #expect(try XSettings.parse(bytes) == table)
        #expect(try XSettings.parse(bytes).integer("Net/DoubleClickTime") == 400)

        // The same table written by a big-endian manager.
        let big: [UInt8] = [1, 0, 0, 0, 0, 0, 0, 9, 0, 0, 0, 2,
                            1, 0, 0, 13] + Array("Net/ThemeName".utf8) + [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 6] + Array("Breeze".utf8) + [0, 0,
                            0, 0, 0, 7] + Array("Xft/DPI".utf8) + [0, 0, 0, 0, 0, 0, 1, 0x80, 0]
        let parsed = try XSettings.parse(big)
        #expect(parsed.serial == 9)
        #expect(parsed.string("Net/ThemeName") == "Breeze")
        #expect(parsed.integer("Xft/DPI") == Int32(96 * 1024))
    }

    @Test func damagedTablesAreRejectedWhole() {
        let bytes = XSettings(values: ["Net/ThemeName": .string("Adwaita-dark")]).encoded()
        for cut in [0, 3, 11, 20, bytes.count - 1] {
            #expect(throws: XSettings.ParseError.truncated) { try XSettings.parse(Array(bytes.prefix(cut))) }
        }
        #expect(throws: XSettings.ParseError.badByteOrder(7)) { try XSettings.parse([7, 0, 0, 0]) }
        var unknown = bytes
        unknown[12] = 9
        #expect(throws: XSettings.ParseError.unknownType(9)) { try XSettings.parse(unknown) }
        // A count far larger than the bytes runs out instead of looping.
        #expect(throws: XSettings.ParseError.truncated) { try XSettings.parse([0, 0, 0, 0, 0, 0, 0, 0, 255, 255, 255, 255]) }
    }

    @Test func theThemeNameAndDPIDecideTheAppearance() {
        func appearance(_ values: [String: XSettings.Value], portal: DesktopPortalSettings.Preference? = nil,
                        resourceDPI: Double? = nil) -> DesktopAppearance {
            DesktopAppearanceReader.appearance(portal: portal, settings: XSettings(values: values), resourceDPI: resourceDPI)
        }
        #expect(appearance([:]).colorScheme == .light)
        #expect(appearance(["Net/ThemeName": .string("Adwaita-dark")]).colorScheme == .dark)
        #expect(appearance(["Net/ThemeName": .string("Arc-Dark")]).colorScheme == .dark)
        #expect(appearance(["Net/ThemeName": .string("Darkness")]).colorScheme == .light)
        // The portal's preference wins; "no preference" falls back to the theme.
        #expect(appearance(["Net/ThemeName": .string("Adwaita-dark")], portal: .light).colorScheme == .light)
        #expect(appearance(["Net/ThemeName": .string("Adwaita")], portal: .dark).colorScheme == .dark)
        #expect(appearance(["Net/ThemeName": .string("Adwaita-dark")], portal: Preference.none).colorScheme == .dark)
        // Xft/DPI (1/1024 dpi) scales the whole window, over the Xft.dpi
        // resource; the type size stays the default.
        #expect(appearance(["Xft/DPI": .integer(96 * 1024)]).displayScale == 1)
        #expect(appearance(["Xft/DPI": .integer(120 * 1024)]).displayScale == 1.25)
        #expect(appearance(["Xft/DPI": .integer(120 * 1024)]).dynamicTypeSize == .large)
        #expect(appearance(["Xft/DPI": .integer(144 * 1024)], resourceDPI: 96).displayScale == 1.5)
        #expect(appearance(["Xft/DPI": .integer(-1)], resourceDPI: 192).displayScale == 2)
        #expect(appearance([:], resourceDPI: 120).displayScale == 1.25)
        #expect(appearance([:]).displayScale == 1)
        // Absurd values are ignored.
        #expect(appearance(["Xft/DPI": .integer(5)], resourceDPI: 144).displayScale == 1.5)
        #expect(appearance(["Xft/DPI": .integer(Int32.max)]).displayScale == 1)
    }
    private typealias Preference = DesktopPortalSettings.Preference

    private func step(_ loop: X11EventLoop, until condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(5)
        while Date() < deadline {
            guard loop.step() else { return condition() }
            if condition() { return true }
            var descriptor = pollfd(fd: loop.window.connection.fileDescriptor, events: Int16(POLLIN), revents: 0)
            _ = poll(&descriptor, 1, 50)
        }
        return condition()
    }

    @Test func theWindowTurnsDarkLiveWhenTheDesktopThemeDoes() throws {
        try X11TestSession.with { session in
            let manager = try TestSettingsManager(display: session.server.display)
            manager.publish(["Net/ThemeName": .string("Adwaita")])
            let loop = X11Application.makeLoop(connection: session.connection, title: "Dark test", inspection: nil,
                                               portal: nil) { measurer, clock in
                ViewHost(rootView: VStack { Text("Hello"); Divider() }.frame(width: 200, height: 100),
                         measurer: measurer, clock: clock)
            }
            defer { loop.painter.release(); loop.painter.fonts.release(); loop.window.destroy() }
            #expect(step(loop) { loop.frameCounter >= 1 })
            #expect(try session.capture(loop.window)[3, 3] == Capture.RGB(r: 236, g: 236, b: 236))
            #expect(loop.appearance.xsettings.settings.string("Net/ThemeName") == "Adwaita")

            // The desktop switches to a dark theme: the next frame is dark, with no input.
            let frames = loop.frameCounter
            manager.publish(["Net/ThemeName": .string("Adwaita-dark"), "Net/DoubleClickTime": .integer(250)])
            #expect(step(loop) { loop.frameCounter > frames && loop.host.colorScheme == .dark })
            let dark = try session.capture(loop.window)
            #expect(dark[3, 3] == Capture.RGB(r: 50, g: 50, b: 50))
            // Text is light on the dark background now.
            #expect(dark.countDiffering(from: Capture.RGB(r: 50, g: 50, b: 50), in: (0, 0, 200, 100)) > 20)
            #expect(loop.appearance.xsettings.settings.integer("Net/DoubleClickTime") == 250)

            // A damaged table: defaults (light), one line, no crash.
            manager.publish(bytes: [0, 0, 0, 0, 1, 0, 0, 0, 5, 0, 0, 0, 1])
            #expect(step(loop) { loop.host.colorScheme == .light })

            manager.publish(["Net/ThemeName": .string("Adwaita-dark")])
            #expect(step(loop) { loop.host.colorScheme == .dark })
            // The manager quits: no settings, light again.
            manager.quit()
            #expect(step(loop) { loop.host.colorScheme == .light })
            #expect(try session.capture(loop.window)[3, 3] == Capture.RGB(r: 236, g: 236, b: 236))
        }
    }

    /// The desktop turns animations off, sets a double-click time and a
    /// caret that does not blink: the running window follows at once.
    @Test func animationsDoubleClickAndCaretFollowTheDesktopLive() throws {
        try X11TestSession.with { session in
            let manager = try TestSettingsManager(display: session.server.display)
            manager.publish(["Net/ThemeName": .string("Adwaita")])
            let loop = X11Application.makeLoop(connection: session.connection, title: "Motion", inspection: nil,
                                               portal: nil) { measurer, clock in
                ViewHost(rootView: Text("Hi").frame(width: 100, height: 50), measurer: measurer, clock: clock)
            }
            defer {
                loop.painter.release(); loop.painter.fonts.release(); loop.window.destroy()
                DesktopTiming.apply(doubleClickMilliseconds: nil, caretBlinks: nil, caretCycleMilliseconds: nil)
            }
            #expect(step(loop) { loop.frameCounter >= 1 })
            #expect(!loop.host.desktopAppearance.reduceMotion && DesktopTiming.doubleClick == 0.4)
            manager.publish(["Gtk/EnableAnimations": .integer(0), "Net/DoubleClickTime": .integer(250),
                             "Net/CursorBlink": .integer(0), "Net/CursorBlinkTime": .integer(900)])
            #expect(step(loop) { loop.host.desktopAppearance.reduceMotion })
            #expect(DesktopTiming.doubleClick == 0.25 && !DesktopTiming.caretBlinks && DesktopTiming.caretBlinkCycle == 0.9)
            manager.publish(["Gtk/EnableAnimations": .integer(1)])
            #expect(step(loop) { !loop.host.desktopAppearance.reduceMotion })
            #expect(DesktopTiming.doubleClick == 0.4 && DesktopTiming.caretBlinks)
        }
    }

    @Test func aManagerStartingLaterIsFollowed() throws {
        try X11TestSession.with { session in
            let loop = X11Application.makeLoop(connection: session.connection, title: "Late manager", inspection: nil,
                                               portal: nil) { measurer, clock in
                ViewHost(rootView: Text("Hi").frame(width: 100, height: 50), measurer: measurer, clock: clock)
            }
            defer { loop.painter.release(); loop.painter.fonts.release(); loop.window.destroy() }
            #expect(step(loop) { loop.frameCounter >= 1 })
            #expect(loop.host.colorScheme == .light)
            let manager = try TestSettingsManager(display: session.server.display)
            manager.publish(["Net/ThemeName": .string("Yaru-dark"), "Xft/DPI": .integer(120 * 1024)])
            #expect(step(loop) { loop.host.colorScheme == .dark })
            #expect(loop.connection.scale == 1.25 && loop.window.pixelWidth == 125)
            #expect(loop.host.desktopAppearance.dynamicTypeSize == .large)
            manager.quit()
        }
    }
}
