import Foundation
import Testing
@testable import TrellisCore

/// A folder the panel opens in: two allowed files, one other, a folder
/// and a hidden file.
private enum PanelFolder {
    static let url: URL = {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-panel-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: root.appendingPathComponent("sub"), withIntermediateDirectories: true)
        for name in ["notes.txt", "photo.png", "data.json", ".hidden", "sub/inner.txt"] {
            try? Data(name.utf8).write(to: root.appendingPathComponent(name))
        }
        return root
    }()
}

/// A text document, as Mac code writes one.
private struct TextDocument: FileDocument {
    static var readableContentTypes: [UTType] { [.plainText] }
    var text: String
    init(text: String) { self.text = text }
    init(configuration: ReadConfiguration) throws {
        text = String(decoding: configuration.file.regularFileContents ?? Data(), as: UTF8.self)
    }
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
        FileWrapper(regularFileWithContents: Data(text.utf8))
    }
}

/// `fileImporter` and `fileExporter` with no desktop chooser: Trellis'
/// own panel in a sheet, driven by clicks.
@MainActor @Suite(.serialized) struct FilePanelTests {
    final class Log {
        var results: [String] = []
    }

    private struct Importer: View {
        let log: Log
        let multiple: Bool
        @State var shown = true
        var body: some View {
            Text(shown ? "open" : "closed")
                .fileImporter(isPresented: $shown, allowedContentTypes: [.plainText, .png],
                              allowsMultipleSelection: multiple) { result in
                    log.results.append((try? result.get().map(\.lastPathComponent).joined(separator: ",")) ?? "error")
                } onCancellation: {
                    log.results.append("cancelled")
                }
        }
    }

    /// The sheet the window shows, as its own host.
    private func panel(of host: TestHost) throws -> TestHost {
        let request = try #require(host.host.dialogs.requests.first)
        return TestHost(host: host.host.makeDialogHost(for: request), clock: host.clock, measurer: host.measurer,
                        width: 520, height: 420)
    }

    /// Clicks the last view showing `text` (a button below a title of the same words).
    private func click(_ text: String, in panel: TestHost, times: Int = 1) throws {
        let frame = try #require(panel.nodes.last { $0.text == text }?.rect, "no \(text)")
        for _ in 0..<times { panel.click(CGPoint(x: frame.midX, y: frame.midY)) }
    }

    @Test func listsFoldersThenAllowedFilesAndOpensTheChosenOne() throws {
        _ = PanelFolder.url
        let log = Log()
        let host = TestHost(Importer(log: log, multiple: false).environment(\.filePanelFolder, PanelFolder.url), width: 300, height: 200)
        #expect(host.host.dialogs.requests.map(\.title) == ["Open File"])
        let panel = try panel(of: host)
        let names = panel.nodes.compactMap(\.text)
        #expect(names.contains("sub") && names.contains("notes.txt") && names.contains("photo.png"))
        #expect(!names.contains("data.json") && !names.contains(".hidden"))
        let sub = try #require(panel.frame(text: "sub")), notes = try #require(panel.frame(text: "notes.txt"))
        #expect(sub.minY < notes.minY, "folders first")
        try click("notes.txt", in: panel)
        try click("Open", in: panel)
        #expect(log.results == ["notes.txt"])
        #expect(host.node(text: "closed") != nil)
        #expect(host.host.dialogs.requests.isEmpty)
    }

    @Test func aDoubleClickEntersAFolderAndCancelCancels() throws {
        _ = PanelFolder.url
        let log = Log()
        let host = TestHost(Importer(log: log, multiple: true).environment(\.filePanelFolder, PanelFolder.url), width: 300, height: 200)
        let panel = try panel(of: host)
        try click("sub", in: panel, times: 2)
        #expect(panel.node(text: "inner.txt") != nil)
        #expect(panel.node(text: "notes.txt") == nil)
        try click("Cancel", in: panel)
        #expect(log.results == ["cancelled"])
        #expect(host.host.dialogs.requests.isEmpty)
    }

    @Test func saveWritesTheDocumentUnderTheNameGiven() throws {
        let folder = PanelFolder.url
        struct Exporter: View {
            let log: Log
            @State var shown = true
            var body: some View {
                Text("doc").fileExporter(isPresented: $shown, document: TextDocument(text: "saved text"),
                                         contentType: .plainText, defaultFilename: "Report") { result in
                    log.results.append((try? result.get().lastPathComponent) ?? "error")
                }
            }
        }
        let log = Log()
        let host = TestHost(Exporter(log: log).environment(\.filePanelFolder, PanelFolder.url), width: 300, height: 200)
        let panel = try panel(of: host)
        try click("Save", in: panel)
        #expect(log.results == ["Report.txt"])
        #expect(try String(contentsOf: folder.appendingPathComponent("Report.txt"), encoding: .utf8) == "saved text")
    }

    @Test func aTransferableItemIsSavedInItsRepresentation() async throws {
        let folder = PanelFolder.url
        struct Exporter: View {
            let log: Log
            @State var shown = true
            var body: some View {
                Text("item").fileExporter(isPresented: $shown, item: "exported string", contentTypes: [.plainText],
                                          defaultFilename: "Clip") { result in
                    log.results.append((try? result.get().lastPathComponent) ?? "error")
                }
            }
        }
        let log = Log()
        let host = TestHost(Exporter(log: log).environment(\.filePanelFolder, PanelFolder.url), width: 300, height: 200)
        let panel = try panel(of: host)
        try click("Save", in: panel)
        await TransferTasks.settle()
        #expect(log.results == ["Clip.txt"])
        #expect(try String(contentsOf: folder.appendingPathComponent("Clip.txt"), encoding: .utf8) == "exported string")
    }

    @Test func aDesktopChooserIsAskedFirstAndThePanelShownWhenNoneAnswers() throws {
        final class Chooser: FileChooser {
            var requests: [FileDialogRequest] = []
            var unavailable: [@MainActor () -> Void] = []
            func choose(_ request: FileDialogRequest, unavailable: @escaping @MainActor () -> Void) -> (@MainActor () -> Void) {
                requests.append(request)
                self.unavailable.append(unavailable)
                return {}
            }
        }
        let log = Log(), chooser = Chooser()
        let withChooser = ChooserHost.make(chooser: chooser, log: log)
        #expect(chooser.requests.count == 1)
        #expect(chooser.requests[0].mode == .open(multiple: true, directories: false))
        #expect(withChooser.host.dialogs.requests.isEmpty)
        chooser.requests[0].completion([URL(fileURLWithPath: "/tmp/x.txt"), URL(fileURLWithPath: "/tmp/y.png")])
        _ = withChooser.host.update()
        #expect(log.results == ["x.txt,y.png"])

        let fallback = ChooserHost.make(chooser: chooser, log: log)
        chooser.unavailable[1]()
        _ = fallback.host.update()
        #expect(fallback.host.dialogs.requests.count == 1, "no portal: the panel")
    }

    /// A window whose host has the chooser before its first frame.
    @MainActor private enum ChooserHost {
        static func make(chooser: any FileChooser, log: Log) -> TestHost {
            let clock = VirtualClock(), measurer = FixedWidthMeasurer()
            let host = ViewHost(rootView: Gate(log: log), measurer: measurer, clock: clock, windowResizeAnimation: nil)
            host.fileChooser = chooser
            let test = TestHost(host: host, clock: clock, measurer: measurer, width: 300, height: 200)
            test.click(CGPoint(x: 20, y: 10))
            return test
        }

        /// Opens the importer when its button is pressed.
        struct Gate: View {
            let log: Log
            @State var shown = false
            var body: some View {
                Button("Import") { shown = true }
                    .frame(width: 300, height: 200, alignment: .topLeading)
                    .fileImporter(isPresented: $shown, allowedContentTypes: [.plainText, .png],
                                  allowsMultipleSelection: true) { result in
                        log.results.append((try? result.get().map(\.lastPathComponent).joined(separator: ",")) ?? "error")
                    } onCancellation: {
                        log.results.append("cancelled")
                    }
            }
        }
    }
}
