import Foundation
import Testing
@testable import TrellisCore

/// `redacted(reason:)`, `unredacted()` and `privacySensitive()`.
@Suite("Redaction")
@MainActor
struct RedactionTests {
    private func drawn(_ host: TestHost) -> (texts: [String], fills: [CGRect]) {
        var texts: [String] = [], fills: [CGRect] = []
        for item in host.host.displayList().items {
            switch item {
            case .text(let string, _, _, _): texts.append(string)
            case .fill(let path, _): fills.append(path.boundingRect)
            default: break
            }
        }
        return (texts, fills)
    }

    /// A placeholder text keeps its layout and draws one bar per line,
    /// as wide as the line; an unredacted view inside draws as it is.
    @Test func placeholderTextIsBarsTheWidthOfItsLines() {
        let host = TestHost(VStack(alignment: .leading, spacing: 0) {
            Text("Loading name")
            Text("Kept").unredacted()
        }.redacted(reason: .placeholder), width: 300, height: 200)
        let (texts, fills) = drawn(host)
        #expect(texts == ["Kept"])
        let line = host.frame(text: "Loading name")!
        #expect(line.size == CGSize(width: 84, height: 16), "the layout is the text's")
        #expect(fills.count == 1)
        #expect(fills.first.map { $0.minX == line.minX && $0.width == 84 && $0.minY > line.minY && $0.maxY < line.maxY } == true)
    }

    /// `.privacy` redacts only what is marked sensitive; no reason, nothing.
    @Test func privacyRedactsOnlySensitiveViews() {
        let private_ = TestHost(VStack {
            Text("Public")
            Text("Secret").privacySensitive()
        }.redacted(reason: .privacy), width: 300, height: 200)
        #expect(drawn(private_).texts == ["Public"])
        let plain = TestHost(Text("Secret").privacySensitive(), width: 300, height: 200)
        #expect(drawn(plain).texts == ["Secret"])
    }

    @Test func reasonsAccumulateInTheEnvironment() {
        var seen: RedactionReasons = []
        _ = TestHost(EnvironmentReader { seen = $0.redactionReasons }
            .redacted(reason: .privacy).redacted(reason: .placeholder), width: 100, height: 100)
        #expect(seen == [.placeholder, .privacy])
    }
}

/// Hands its environment to `read` when its body runs.
private struct EnvironmentReader: View {
    let read: (EnvironmentValues) -> Void
    @Environment(\.self) private var environment
    var body: some View {
        read(environment)
        return Color.clear
    }
}
