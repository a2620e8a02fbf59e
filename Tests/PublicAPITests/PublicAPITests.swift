import Foundation
import Testing

/// `import Trellis` offers SwiftUI's API and nothing else. Every public
/// symbol of the `Trellis` product (with what it re-exports from
/// TrellisCore, Combine, UniformTypeIdentifiers and CoreTransferable), and
/// the AppKit names `import SwiftUI` adds (TrellisAppKit), is listed in `Docs/PublicAPI.txt`; this test makes the list
/// afresh from the built modules and fails on any difference, so a change
/// to the public API shows up in review as lines of that file.
///
/// `Scripts/public-api` rewrites the file (it runs this test with
/// `TRELLIS_PUBLIC_API_WRITE=1`); `Scripts/public-api --check` only compares.
@Suite("Public API")
struct PublicAPITests {
    static let listPath = SymbolGraphExtractor.packageRoot + "/Docs/PublicAPI.txt"
    static let header = """
        # Every public symbol of the Trellis product (Combine's, UTType's and Transferable's included) and of the AppKit names
        # `import SwiftUI` adds: SwiftUI's, Combine's and AppKit's names plus the few
        # Trellis additions the README lists. One `path: declaration` per line,
        # sorted. Generated from the built modules; do not edit by hand:
        # run Scripts/public-api after changing the public API.
        """

    @Test func theCheckedInListIsThePublicAPI() throws {
        let graphs = try SymbolGraphExtractor.graphs(of: "Trellis", reexported: ["TrellisCore", "Combine", "UniformTypeIdentifiers", "CoreTransferable"])
            + SymbolGraphExtractor.graphs(of: "TrellisAppKit", reexported: [])
        let fresh = PublicAPIList.lines(from: graphs)
        #expect(fresh.count > 100, "the symbol graph looks empty")

        if ProcessInfo.processInfo.environment["TRELLIS_PUBLIC_API_WRITE"] == "1" {
            try FileManager.default.createDirectory(
                atPath: (Self.listPath as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try (Self.header + "\n" + fresh.joined(separator: "\n") + "\n").write(toFile: Self.listPath, atomically: true, encoding: .utf8)
            return
        }

        let text = (try? String(contentsOfFile: Self.listPath, encoding: .utf8)) ?? ""
        let checkedIn = text.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") }
        let (freshSet, checkedInSet) = (Set(fresh), Set(checkedIn))
        let added = fresh.filter { !checkedInSet.contains($0) }
        let removed = checkedIn.filter { !freshSet.contains($0) }
        guard !added.isEmpty || !removed.isEmpty else {
            #expect(checkedIn == fresh, "Docs/PublicAPI.txt is not in the generated order; run Scripts/public-api")
            return
        }
        let message = ["The public API differs from Docs/PublicAPI.txt; if that is intended, run Scripts/public-api and commit the file."]
            + added.map { "+ " + $0 } + removed.map { "- " + $0 }
        Issue.record(Comment(rawValue: message.joined(separator: "\n")))
    }
}
