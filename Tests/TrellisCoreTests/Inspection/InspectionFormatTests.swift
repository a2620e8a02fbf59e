import Foundation
import Testing
@testable import TrellisCore

/// The inspection file's format, byte for byte, as the README documents it:
/// the writer and the tests' reader share one schema (TrellisInspection),
/// so this pins what both of them mean by it.
@Suite("Inspection format")
struct InspectionFormatTests {
    private let snapshot = InspectionSnapshot(frame: 17, time: 0.84, animating: false, windows: [
        .init(role: "main", title: "WideFirstGridDemo", width: 440, height: 420, nodes: [
            .init(id: "0/0/0", parent: -1, kind: "Frame", text: nil,
                  frame: CGRect(x: 0, y: 0, width: 440, height: 420),
                  presented: CGRect(x: 0, y: 0, width: 440, height: 420)),
            .init(id: "0/0/0/0", parent: 0, kind: "Text", text: "Hi",
                  frame: CGRect(x: 1.23456, y: 2, width: 3, height: .infinity),
                  presented: CGRect(x: 1, y: 2, width: 3, height: 4)),
        ]),
    ])

    @Test func theWrittenDocumentIsTheDocumentedOne() throws {
        let path = NSTemporaryDirectory() + "trellis-format-\(getpid())-\(UUID().uuidString.prefix(8)).json"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try InspectionWriter(path: path).write(snapshot)
        let written = try String(contentsOfFile: path, encoding: .utf8)
        // Sorted keys; `text` always present (null when not a Text); frames
        // rounded to 1/1000 point, non-finite values written as 0.
        #expect(written == #"{"animating":false,"frame":17,"time":0.84,"windows":[{"height":420,"nodes":["#
            + #"{"frame":[0,0,440,420],"id":"0\/0\/0","kind":"Frame","parent":-1,"presented":[0,0,440,420],"text":null},"#
            + #"{"frame":[1.235,2,3,0],"id":"0\/0\/0\/0","kind":"Text","parent":0,"presented":[1,2,3,4],"text":"Hi"}],"#
            + #""role":"main","title":"WideFirstGridDemo","width":440}]}"#)
    }

    @Test func theReaderDecodesWhatTheWriterWrites() throws {
        let data = try JSONEncoder().encode(snapshot)
        let read = try JSONDecoder().decode(InspectionSnapshot.self, from: data)
        #expect(read.frame == 17 && read.time == 0.84 && !read.animating)
        #expect(read.windows.map(\.title) == ["WideFirstGridDemo"])
        #expect(read.windows[0].nodes == snapshot.windows[0].nodes)
    }
}
