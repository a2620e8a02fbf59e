import Foundation
import Testing
@testable import TrellisX11
import TrellisCore
import XvfbSupport

private struct Item: Identifiable {
    let id: Int
    let name: String
}

/// A table's disclosure rows as painted with real fonts: the triangle is
/// drawn in the room before the first column's text, the child row is
/// indented. Saves the window to `$TRELLIS_SCREENSHOT` when that is set.
@Suite("Disclosure table painting", .serialized)
@MainActor
struct DisclosureTablePaintingTests {
    @Test func triangleAndIndentedRowsArePainted() throws {
        try X11TestSession.with { session in
            let (window, painter) = try session.makeWindow(width: 320, height: 160)
            defer { painter.release(); window.destroy() }
            let table = Table(of: Item.self) {
                TableColumn("Name", value: \.name)
            } rows: {
                DisclosureTableRow(Item(id: 1, name: "Photos"), isExpanded: .constant(true)) {
                    TableRow(Item(id: 2, name: "Beach"))
                }
                TableRow(Item(id: 3, name: "Notes"))
            }
            let host = ViewHost(rootView: ZStack { Color.white; table }, measurer: session.measurer, clock: VirtualClock())
            host.resize(to: CGSize(width: 320, height: 160))
            _ = host.update()
            painter.paint(host.displayList())
            let shot = try session.capture(window)
            let nodes = host.inspectionNodes()
            func frame(_ text: String) throws -> CGRect {
                let f = try #require(nodes.first { $0.text == text }?.frame)
                return CGRect(x: f[0], y: f[1], width: f[2], height: f[3])
            }
            let photos = try frame("Photos"), beach = try frame("Beach")
            #expect(beach.minX - photos.minX == 16)
            // The triangle: ink in the 16 points before "Photos", none before "Notes".
            let notes = try frame("Notes")
            let triangle = (x: Int(photos.minX) - 14, y: Int(photos.minY), w: 12, h: Int(photos.height))
            let empty = (x: Int(notes.minX) - 14, y: Int(notes.minY), w: 12, h: Int(notes.height))
            let background = shot[Int(notes.minX) - 8, Int(notes.midY)]
            #expect(shot.countDiffering(from: background, in: triangle) > 4)
            #expect(shot.countDiffering(from: background, in: empty) == 0)
            if let path = ProcessInfo.processInfo.environment["TRELLIS_SCREENSHOT"], !path.isEmpty {
                let importer = try ChildProcess(["import", "-window", "root", path], environment: ["DISPLAY": session.server.display])
                #expect(importer.wait(timeout: 20) == 0)
            }
        }
    }
}
