import Foundation
import Testing
@testable import TrellisCore

/// A model that travels as its own JSON type and, for other apps, as its name.
struct Bird: Codable, Transferable, Equatable {
    var name: String
    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .bird)
        ProxyRepresentation(exporting: { $0.name }, importing: { Bird(name: $0) })
    }
}

/// A model only Trellis apps know (no text form).
struct Sketch: Codable, Transferable, Equatable {
    var strokes: Int
    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .sketch)
    }
}

extension UTType {
    static let bird = UTType(exportedAs: "org.trellis.tests.bird", conformingTo: .json)
    static let sketch = UTType(exportedAs: "org.trellis.tests.sketch")
}

/// Representations as CoreTransferable documents them: order, conversions
/// both ways, proxies, conditions and file names.
@Suite struct TransferableTests {
    @Test func standardTypesExportAndImportTheirData() async throws {
        #expect(try await "héllo".exported(as: .utf8PlainText) == Data("héllo".utf8))
        #expect(try await String(importing: Data("abc".utf8), contentType: .plainText) == "abc")
        #expect(try await Data([1, 2, 3]).exported(as: .data) == Data([1, 2, 3]))
        let file = URL(fileURLWithPath: "/tmp/a b.txt")
        #expect(try await file.exported(as: .fileURL) == Data("file:///tmp/a%20b.txt\r\n".utf8))
        #expect(try await file.exported(as: .utf8PlainText) == Data("/tmp/a b.txt".utf8))
        #expect(try await URL(importing: Data("# comment\r\nhttps://example.org/x\r\n".utf8), contentType: .fileURL)
                == URL(string: "https://example.org/x"))
        #expect(try await URL(importing: Data("/home/me/notes.txt".utf8), contentType: .plainText)
                == URL(fileURLWithPath: "/home/me/notes.txt"))
        let rich = AttributedString("bold")
        #expect(try await rich.exported(as: .utf8PlainText) == Data("bold".utf8))
    }

    @Test func representationsKeepTheirOrderAndProxiesReachTheProxysTypes() async throws {
        let types = Bird.transferEntries.map(\.contentType)
        #expect(types == [.bird, .utf8PlainText, .plainText])
        let json = try await Bird(name: "Robin").exported(as: .bird)
        #expect(try JSONDecoder().decode(Bird.self, from: json) == Bird(name: "Robin"))
        #expect(try await Bird(name: "Robin").exported(as: .plainText) == Data("Robin".utf8))
        #expect(try await Bird(importing: Data("Wren".utf8), contentType: .utf8PlainText) == Bird(name: "Wren"))
        await #expect(throws: (any Error).self) { try await Sketch(strokes: 1).exported(as: .png) }
    }

    @Test func conditionsAndFileNamesApplyPerItem() async throws {
        struct Page: Transferable {
            var text: String
            static var transferRepresentation: some TransferRepresentation {
                DataRepresentation(exportedContentType: .html) { Data("<p>\($0.text)</p>".utf8) }
                    .exportingCondition { !$0.text.isEmpty }
                    .suggestedFileName { "\($0.text).html" }
                DataRepresentation(exportedContentType: .plainText) { Data($0.text.utf8) }
                    .suggestedFileName("page.txt")
            }
        }
        let entries = Page.transferEntries
        let full = SendableItem(Page(text: "Hi")), empty = SendableItem(Page(text: ""))
        #expect(entries[0].exports(full) && !entries[0].exports(empty))
        #expect(entries[0].fileName?(full) == "Hi.html")
        #expect(entries[1].fileName?(empty) == "page.txt")
    }

    @Test func fileRepresentationsReadDataThroughATemporaryFile() async throws {
        struct Document: Transferable {
            var body: String
            static var transferRepresentation: some TransferRepresentation {
                FileRepresentation(contentType: .plainText) { document in
                    let url = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-doc-\(UUID()).txt")
                    try Data(document.body.utf8).write(to: url)
                    return SentTransferredFile(url)
                } importing: { received in
                    #expect(!received.isOriginalFile)
                    #expect(received.file.pathExtension == "txt")
                    return Document(body: try String(contentsOf: received.file, encoding: .utf8))
                }
            }
        }
        #expect(try await Document(body: "on disk").exported(as: .plainText) == Data("on disk".utf8))
        #expect(try await Document(importing: Data("pasted".utf8), contentType: .plainText).body == "pasted")
    }

    @Test func builderConditionsPickABranch() async throws {
        struct Flagged: Transferable {
            static let plain = true
            static var transferRepresentation: some TransferRepresentation {
                if plain {
                    DataRepresentation(exportedContentType: .plainText) { _ in Data("p".utf8) }
                } else {
                    DataRepresentation(exportedContentType: .html) { _ in Data("h".utf8) }
                }
            }
        }
        #expect(Flagged.transferEntries.map(\.contentType) == [.plainText])
    }
}
