import Testing
@testable import TrellisX11
@testable import TrellisCore

/// Line breaks by UAX #14 with ICU: Thai words found without spaces,
/// CJK between characters but never before closing punctuation, URLs
/// after their slashes, and `Text` wrapping on those breaks.
@Suite("Line breaking with ICU", .serialized)
@MainActor
struct LineBreakingTests {
    @Test func thaiBreaksBetweenWords() throws {
        try X11TestSession.with { session in
            // "Thai is very easy" with no spaces: ภาษา ไทย ง่าย นิดเดียว.
            let segments = session.measurer.lineBreakSegments(of: "ภาษาไทยง่ายนิดเดียว").map(String.init)
            #expect(segments == ["ภาษา", "ไทย", "ง่าย", "นิด", "เดียว"], "\(segments)")
        }
    }

    @Test func cjkBreaksBetweenCharactersButNotBeforeClosingPunctuation() throws {
        try X11TestSession.with { session in
            let segments = session.measurer.lineBreakSegments(of: "你好。世界「猫」").map(String.init)
            #expect(segments == ["你", "好。", "世", "界", "「猫」"], "\(segments)")
        }
    }

    @Test func urlsAndHyphensBreakAfterTheirMarks() throws {
        try X11TestSession.with { session in
            let url = session.measurer.lineBreakSegments(of: "see https://example.com/path/to well-known").map(String.init)
            #expect(url == ["see ", "https://", "example.com/", "path/", "to ", "well-", "known"], "\(url)")
        }
    }

    @Test func thaiTextWrapsAtWordsNotInsideThem() throws {
        try X11TestSession.with { session in
            let text = "ภาษาไทยง่ายนิดเดียว"
            let whole = session.measurer.width(of: Substring(text), font: ResolvedFont(size: 13))
            let host = ViewHost(rootView: Text(text).frame(width: (whole * 0.6).rounded()), measurer: session.measurer,
                                clock: VirtualClock())
            host.resize(to: CGSize(width: 400, height: 300))
            _ = host.update()
            var lines: [String] = []
            for case .text(let line, _, _, _) in host.displayList().items { lines.append(line) }
            #expect(lines.count == 2, "\(lines)")
            #expect(lines.joined() == text)
            #expect(["ภาษาไทยง่าย", "ภาษาไทย", "ภาษาไทยง่ายนิด"].contains(lines.first ?? ""), "\(lines)")
        }
    }
}
