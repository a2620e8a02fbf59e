import Foundation
import Testing
@testable import TrellisX11
import TrellisCore
import XvfbSupport

private struct FileItem: Identifiable {
    let id: Int
    let name: String
    let size: String
    var children: [FileItem]?
}

/// `Table(_:children:)` painted with real fonts, in light and dark: a
/// parent opened with a click on its triangle shows its children indented
/// one level under it. Saves the window to `$TRELLIS_SCREENSHOT` (with
/// `-light`/`-dark` before the extension) when that is set.
@Suite("Hierarchical table painting", .serialized)
@MainActor
struct HierarchicalTablePaintingTests {
    private let files = [
        FileItem(id: 1, name: "Photos", size: "30 MB", children: [
            FileItem(id: 2, name: "Beach.jpg", size: "10 MB", children: nil),
            FileItem(id: 3, name: "Trips", size: "20 MB", children: [FileItem(id: 4, name: "Rome.jpg", size: "20 MB")]),
        ]),
        FileItem(id: 5, name: "Notes.txt", size: "2 KB", children: nil),
    ]

    @Test(arguments: [ColorScheme.light, .dark])
    func openedParentsShowTheirChildrenIndented(scheme: ColorScheme) throws {
        try X11TestSession.with { session in
            let (window, painter) = try session.makeWindow(width: 360, height: 180)
            defer { painter.release(); window.destroy() }
            let table = Table(files, children: \.children) {
                TableColumn("Name", value: \.name)
                TableColumn("Size", value: \.size).width(70)
            }
            let root = table.background(Color(system: .windowBackground)).environment(\.colorScheme, scheme)
            let host = ViewHost(rootView: root, measurer: session.measurer, clock: VirtualClock())
            host.resize(to: CGSize(width: 360, height: 180))
            _ = host.update()
            @MainActor func frame(_ text: String) throws -> CGRect {
                let nodes = host.inspectionNodes()
                let f = try #require(nodes.first { $0.text == text }?.frame)
                return CGRect(x: f[0], y: f[1], width: f[2], height: f[3])
            }
            @MainActor func clickTriangle(before text: String) throws {
                let name = try frame(text)
                let point = CGPoint(x: name.minX - 8, y: name.midY)
                host.handle(.pointerMoved(point))
                host.handle(.buttonDown(point, .primary))
                host.handle(.buttonUp(point, .primary))
                _ = host.update()
            }
            try clickTriangle(before: "Photos")
            try clickTriangle(before: "Trips")
            painter.paint(host.displayList())
            let shot = try session.capture(window)
            let photos = try frame("Photos"), trips = try frame("Trips"), rome = try frame("Rome.jpg")
            #expect(trips.minX - photos.minX == 16 && rome.minX - trips.minX == 16)
            // An open parent's triangle is ink in the room before its name; a leaf's room is empty.
            let notes = try frame("Notes.txt")
            let background = shot[Int(notes.minX) - 8, Int(notes.midY)]
            #expect(shot.countDiffering(from: background, in: (x: Int(trips.minX) - 14, y: Int(trips.minY), w: 12, h: Int(trips.height))) > 4)
            #expect(shot.countDiffering(from: background, in: (x: Int(notes.minX) - 14, y: Int(notes.minY), w: 12, h: Int(notes.height))) == 0)
            if let path = ProcessInfo.processInfo.environment["TRELLIS_SCREENSHOT"], !path.isEmpty {
                let named = path.replacingOccurrences(of: ".png", with: scheme == .dark ? "-dark.png" : "-light.png")
                let importer = try ChildProcess(["import", "-window", "root", named], environment: ["DISPLAY": session.server.display])
                #expect(importer.wait(timeout: 20) == 0)
            }
        }
    }
}
