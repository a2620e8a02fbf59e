import CX11
import Foundation
@testable import TrellisX11

/// HarfBuzz's own command-line shaper, to compare our glyphs with.
enum HbShape {
    struct Glyph: Equatable {
        var id: UInt32
        var cluster: UInt32
        var advance: Int
    }

    /// `hb-shape`'s glyphs for `text` in the font file, in drawing order.
    /// `features` as hb-shape's `--features` takes them ("smcp,tnum").
    static func glyphs(_ text: String, file: String, pixelSize: Int, features: String? = nil) throws -> [Glyph] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/hb-shape")
        process.arguments = ["--font-size=\(pixelSize)", "--no-glyph-names", "--utf8-clusters"]
            + (features.map { ["--features=\($0)"] } ?? []) + [file, text]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let output = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        // [5340=12+9|5337=11+4|…] — offsets (@x,y) may follow the cluster.
        return output.dropFirst().dropLast().split(separator: "|").map { entry in
            let idAndRest = entry.split(separator: "=")
            let clusterAndAdvance = idAndRest[1].split(separator: "+")
            let cluster = clusterAndAdvance[0].split(separator: "@")[0]
            return Glyph(id: UInt32(idAndRest[0])!, cluster: UInt32(cluster)!, advance: Int(clusterAndAdvance[1])!)
        }
    }

    /// The file fontconfig opened `face` from.
    @MainActor static func file(of face: XftFontCache.FontPointer) -> String {
        var file: UnsafeMutablePointer<FcChar8>? = nil
        _ = FcPatternGetString(face.pointee.pattern, FC_FILE, 0, &file)
        return file.map { String(cString: $0) } ?? "?"
    }
}
