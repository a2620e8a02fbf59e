import CX11
import Foundation
import Testing
@testable import TrellisX11
import TrellisCore
import XvfbSupport

/// `fileImporter` on a desktop without a file chooser portal: Trellis'
/// own panel opens as a sheet window, shows the folder, and a click on a
/// file and on Open hands the file to the app and closes the sheet.
@Suite("File panel under Xvfb", .serialized)
@MainActor
struct FilePanelX11Tests {
    final class Log {
        var chosen: [String] = []
    }

    private struct Importer: View {
        let log: Log
        @State var shown = true
        var body: some View {
            Text(shown ? "Choosing" : "Chosen").frame(width: 300, height: 200)
                .fileImporter(isPresented: $shown, allowedContentTypes: [.plainText, .png]) { result in
                    if case .success(let url) = result { log.chosen.append(url.lastPathComponent) }
                }
        }
    }

    private func settle(_ loop: X11EventLoop, until condition: () -> Bool) -> Bool {
        guard EventLoopStepping.step(loop, until: condition) else { return false }
        for _ in 0..<5 {
            _ = loop.step()
            loop.waitForEvents(limit: 20)
        }
        return condition()
    }

    private func click(_ window: CX11.Window, display: OpaquePointer, x: Double, y: Double) {
        for type in [ButtonPress, ButtonRelease] {
            var event = XEvent()
            event.xbutton.type = type
            event.xbutton.window = window
            event.xbutton.button = UInt32(Button1)
            event.xbutton.x = Int32(x.rounded())
            event.xbutton.y = Int32(y.rounded())
            event.xbutton.same_screen = True
            XSendEvent(display, window, False, type == ButtonPress ? ButtonPressMask : ButtonReleaseMask, &event)
        }
        XSync(display, False)
    }

    @Test func thePanelListsTheFolderAndOpensTheClickedFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-x11-panel-\(getpid())")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Pictures"), withIntermediateDirectories: true)
        for name in ["notes.txt", "photo.png", "report.pdf", "todo.txt"] {
            try Data(name.utf8).write(to: folder.appendingPathComponent(name))
        }
        defer { try? FileManager.default.removeItem(at: folder) }

        try X11TestSession.with { session in
            let log = Log()
            let loop = X11Application.makeLoop(connection: session.connection, title: "Files", inspection: nil, portal: nil) { measurer, clock in
                ViewHost(rootView: Importer(log: log).environment(\.filePanelFolder, folder), measurer: measurer, clock: clock, windowResizeAnimation: nil)
            }
            defer {
                for dialog in loop.dialogs { dialog.surface.close() }
                loop.painter.release(); loop.painter.fonts.release(); loop.window.destroy()
            }
            #expect(settle(loop) { loop.dialogs.count == 1 && loop.dialogs[0].surface.hasBeenExposed })
            guard let sheet = loop.dialogs.first?.surface else { return }
            let names = sheet.host.inspectionNodes().compactMap(\.text)
            #expect(names.contains("Pictures") && names.contains("notes.txt") && names.contains("photo.png"))
            #expect(!names.contains("report.pdf"), "not an allowed type")

            // What a user sees (kept for a look: TRELLIS_SCREENSHOT_DIR).
            let shot = try Screenshot.capture(display: session.server.display, window: XWindowID(sheet.window.id))
            #expect(shot.width == sheet.window.pixelWidth)
            #expect(shot.histogram().count > 4, "drawn, not blank")
            if let directory = ProcessInfo.processInfo.environment["TRELLIS_SCREENSHOT_DIR"] {
                try shot.writePNG(to: directory + "/file-panel.png")
            }

            let nodes = sheet.host.inspectionNodes()
            let notes = try #require(nodes.first { $0.text == "notes.txt" })
            click(sheet.window.id, display: session.connection.display,
                  x: notes.frame[0] + notes.frame[2] / 2, y: notes.frame[1] + notes.frame[3] / 2)
            for _ in 0..<5 { _ = loop.step(); loop.waitForEvents(limit: 20) }
            let open = try #require(sheet.host.inspectionNodes().last { $0.text == "Open" })
            click(sheet.window.id, display: session.connection.display,
                  x: open.frame[0] + open.frame[2] / 2, y: open.frame[1] + open.frame[3] / 2)
            #expect(settle(loop) { log.chosen == ["notes.txt"] && loop.dialogs.isEmpty })
            #expect(loop.host.inspectionNodes().contains { $0.text == "Chosen" })
        }
    }
}
