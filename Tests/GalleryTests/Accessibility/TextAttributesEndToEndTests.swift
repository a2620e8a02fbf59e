import Foundation
import Testing
import XvfbSupport

/// Text attributes and text boundaries through a screen reader's eyes:
/// the runs of a `Text + Text` with their fonts, colours and decorations
/// in ATK's attribute names, a field's defaults, and word-end and
/// sentence-end boundaries, each with its own meaning, and the line-end
/// boundary, read with pyatspi.
@Suite("Text attributes and boundaries, end to end", .serialized)
struct TextAttributesEndToEndTests {
    @Test func concatenatedTextReadsAsRunsOfAttributes() throws {
        let running = try AccessibleGalleryApp("text", title: "Text styles")
        let styled = try running.probe.attributes(of: "Bold, italic, monospaced and coloured")
        let defaults = styled.defaults
        #expect(defaults["weight"] == "400" && defaults["style"] == "normal")
        #expect(defaults["size"] == "13", "the body font")
        #expect(defaults["family-name"] == "DejaVu Sans", "sans-serif as fontconfig draws it")
        #expect(defaults["underline"] == "none" && defaults["strikethrough"] == "false")
        #expect(defaults["direction"] == "ltr")
        #expect(defaults["fg-color"]?.split(separator: ",").count == 3)
        // "Bold" | ", " | "italic" | ", " | "monospaced" | " and " | "coloured"
        let runs = styled.runs.map { ($0.start, $0.end) }
        #expect(runs.map(\.0) == [0, 4, 6, 12, 14, 24, 29])
        #expect(runs.last?.1 == 37)
        #expect(styled.runs[0].attributes == ["weight": "700"], "only what differs from the defaults")
        #expect(styled.runs[1].attributes.isEmpty)
        #expect(styled.runs[2].attributes == ["style": "italic"])
        #expect(styled.runs[4].attributes["family-name"] == "DejaVu Sans Mono")
        #expect(styled.runs[6].attributes.keys.sorted() == ["fg-color"])
        #expect(styled.firstWithDefaults["weight"] == "700" && styled.firstWithDefaults["family-name"] == "DejaVu Sans")

        let decorated = try running.probe.attributes(of: "Underlined and struck through")
        #expect(decorated.runs.map(\.attributes) == [["underline": "single"], [:], ["strikethrough": "true"]])
        #expect(decorated.runs.map(\.start) == [0, 10, 15])
    }

    @Test func wordAndSentenceEndsHaveTheirOwnMeaning() throws {
        let running = try AccessibleGalleryApp("form", title: "Order form")
        #expect(try running.probe.edit("Notes", ["set", "Hello world. Bye now."]))
        try waitUntil("the notes change") { (try? running.probe.text(of: "Notes").text) == "Hello world. Bye now." }
        // Offset 7 is inside "world".
        let units = try running.probe.boundaries(of: "Notes", at: 7)
        #expect(units["at1"] == ["world. ", "6", "13"], "word start: the word and the spaces after")
        #expect(units["at2"] == [" world", "5", "11"], "word end: the spaces before and the word")
        #expect(units["before2"] == ["Hello", "0", "5"])
        #expect(units["after2"] == [". Bye", "11", "16"])
        #expect(units["at3"] == ["Hello world. ", "0", "13"], "sentence start: with the space after")
        #expect(units["at4"] == ["Hello world.", "0", "12"], "sentence end: up to its full stop")
        #expect(units["after4"] == [" Bye now.", "12", "21"])
        #expect(units["at0"] == ["o", "7", "8"])
        // Granularities read from one start to the next.
        #expect(units["string0"] == ["o", "7", "8"])
        #expect(units["string1"] == ["world. ", "6", "13"])
        #expect(units["string2"] == ["Hello world. ", "0", "13"])
        #expect(units["string4"] == ["Hello world. Bye now.", "0", "21"])
        // In the spaces after a sentence, its end boundary gives the next one.
        let between = try running.probe.boundaries(of: "Notes", at: 12)
        #expect(between["at4"] == [" Bye now.", "12", "21"])
        #expect(between["at2"] == [". Bye", "11", "16"])
        #expect(between["before4"] == ["Hello world.", "0", "12"])
    }

    @Test func lineEndsTakeTheBreakBeforeAndLineGranularityReadsFromTheStart() throws {
        let running = try AccessibleGalleryApp("form", title: "Order form")
        #expect(try running.probe.edit("Notes", ["set", "First line\nSecond line\nThird"]))
        try waitUntil("the notes change") { (try? running.probe.text(of: "Notes").text) == "First line\nSecond line\nThird" }
        // Offset 14 is inside "Second".
        let units = try running.probe.boundaries(of: "Notes", at: 14)
        #expect(units["at5"] == ["Second line\n", "11", "23"], "line start: the line and its break")
        #expect(units["before5"] == ["First line\n", "0", "11"])
        #expect(units["after5"] == ["Third", "23", "28"])
        #expect(units["at6"] == ["\nSecond line", "10", "22"], "line end: the break before and the line")
        #expect(units["before6"] == ["First line", "0", "10"])
        #expect(units["after6"] == ["\nThird", "22", "28"])
        #expect(units["string3"] == ["Second line\n", "11", "23"], "the line granularity reads as GTK's: from the line's start")
        // At a line's end (before its break) the line-end unit is that line.
        let atEnd = try running.probe.boundaries(of: "Notes", at: 10)
        #expect(atEnd["at6"] == ["First line", "0", "10"])
        #expect(atEnd["after6"] == ["\nSecond line", "10", "22"])
    }

    @Test func aFieldHasItsFontAsDefaults() throws {
        let running = try AccessibleGalleryApp("form", title: "Order form")
        #expect(try running.probe.edit("Name", ["set", "Ada"]))
        try waitUntil("the name changes") { (try? running.probe.text(of: "Name").text) == "Ada" }
        let field = try running.probe.attributes(of: "Name")
        #expect(field.defaults["family-name"] == "DejaVu Sans" && field.defaults["weight"] == "400")
        #expect(field.runs.count == 1 && field.runs[0].attributes.isEmpty && field.runs[0].end == 3)
    }
}
