import Foundation
import Testing
@testable import TrellisCore

@MainActor
struct MarkdownTextTests {
    private func runs(_ text: Text) -> [(String, TextRunStyle, URL?)] { text.runs.map { ($0.string, $0.style, $0.link) } }

    private func style(bold: Bool = false, italic: Bool = false, code: Bool = false, struck: Bool = false,
                       link: Bool = false) -> TextRunStyle {
        var style = TextRunStyle()
        if bold { style.weight = .bold }
        if italic { style.isItalic = true }
        if code { style.design = .monospaced }
        if struck { style.strikethrough = TextDecoration(isActive: true, color: nil) }
        if link { style.foreground = TextForeground(TintShapeStyle()) }
        return style
    }

    @Test func aLiteralsInlineMarkdownBecomesStyledRuns() {
        let text = Text("**bold** *italic* `code` [link](https://example.com) ~~gone~~ end")
        #expect(text.content == "bold italic code link gone end")
        let parts = runs(text)
        #expect(parts.map(\.0) == ["bold", " ", "italic", " ", "code", " ", "link", " ", "gone", " end"])
        #expect(parts[0].1 == style(bold: true))
        #expect(parts[2].1 == style(italic: true))
        #expect(parts[4].1 == style(code: true))
        #expect(parts[6].1 == style(link: true))
        #expect(parts[6].2 == URL(string: "https://example.com"))
        #expect(parts[8].1 == style(struck: true))
        #expect(parts[1].1 == TextRunStyle())
    }

    @Test func underscoresNestingAndBothAtOnce() {
        #expect(runs(Text("__b__ _i_ ***bi***")).map(\.1) == [style(bold: true), TextRunStyle(), style(italic: true),
                                                              TextRunStyle(), style(bold: true, italic: true)])
        let nested = runs(Text("**a *b* c**"))
        #expect(nested.map(\.0) == ["a ", "b", " c"])
        #expect(nested.map(\.1) == [style(bold: true), style(bold: true, italic: true), style(bold: true)])
        // A link's title may be styled.
        let link = runs(Text("[**Go**](https://x.org)"))
        #expect(link.map(\.0) == ["Go"])
        var boldLink = style(link: true)
        boldLink.weight = .bold
        #expect(link[0].1 == boldLink)
    }

    @Test func whatIsNotMarkdownStaysAsWritten() {
        for plain in ["2 * 3 * 4", "snake_case_name", "** not bold**", "unclosed **star", "a [b] c", "[x](no scheme)",
                      "~single~", "tab`"] {
            #expect(Text(LocalizedStringKey(plain)).content == plain, "\(plain)")
        }
        #expect(Text("a \\*b\\* c").content == "a *b* c")
        #expect(Text("`**raw**`").content == "**raw**")
        #expect(runs(Text("`**raw**`"))[0].1 == style(code: true))
    }

    /// `Text` reads a literal's Markdown inline only: block syntax stays as
    /// written, with its whitespace and line breaks; autolinks are links and
    /// an image is its alt text.
    @Test func blockSyntaxStaysAsWrittenAutolinksLinkAndAnImageIsItsAltText() {
        for block in ["# Title", "## Sub", "- item\n- item", "1. one\n2. two", "> quoted", "    indented code",
                      "a  b\n\nc", "| a | b |\n|---|---|", "---", "<not a link>", "<a b:c>", "x < y > z"] {
            #expect(Text(LocalizedStringKey(block)).content == block, "\(block)")
        }
        let auto = runs(Text("see <https://example.com/a?b=1> or <ada@example.org>"))
        #expect(auto.map(\.0) == ["see ", "https://example.com/a?b=1", " or ", "ada@example.org"])
        #expect(auto[1].2 == URL(string: "https://example.com/a?b=1"))
        #expect(auto[1].1 == style(link: true))
        #expect(auto[3].2 == URL(string: "mailto:ada@example.org"))
        let image = runs(Text("a ![**the** logo](logo.png) b"))
        #expect(image.map(\.0) == ["a ", "the", " logo b"])
        #expect(image.allSatisfy { $0.2 == nil })
        #expect(image[1].1 == style(bold: true))
        // Interpolated values stay verbatim, also with the new specials.
        let value = "<https://x.org> ![i](j)"
        #expect(Text("v: \(value)").content == "v: <https://x.org> ![i](j)")
    }

    @Test func aStringVariableAndInterpolatedValuesAreVerbatim() {
        let string = "**not bold**"
        #expect(Text(string).content == "**not bold**")
        #expect(Text(verbatim: "*x*").content == "*x*")
        // The literal around a value is interpreted, the value is not.
        let name = "*Ann*"
        let text = Text("**Hello** \(name)")
        #expect(text.content == "Hello *Ann*")
        #expect(runs(text).map(\.1) == [style(bold: true), TextRunStyle()])
        #expect(Text("**\(name)**").content == "*Ann*")
        #expect(runs(Text("**\(name)**"))[0].1 == style(bold: true))
        // `LocalizedStringKey(_:)` is a key: interpreted, as in SwiftUI.
        #expect(Text(LocalizedStringKey(string)).content == "not bold")
        // A plain literal stays a plain text.
        #expect(Text("Hello").runs.count == 1)
        #expect(Text("file_\("a_b")").content == "file_a_b")
    }

    @Test func buttonsAndLabelsTakeMarkdownToo() {
        let host = TestHost(Button("**Save**") {}, width: 200, height: 60)
        #expect(host.node(text: "Save") != nil)
    }

    @Test func clickingALinkOpensItWithTheEnvironmentsOpenURL() {
        final class Opened { var urls: [URL] = [] }
        let opened = Opened()
        let action = OpenURLAction { url in opened.urls.append(url); return .handled }
        let host = TestHost(Text("Read [the docs](https://example.com/docs) now").fixedSize()
            .environment(\.openURL, action), width: 400, height: 100)
        let frame = host.frame(text: "Read the docs now")!
        // FixedWidthMeasurer: 7 points a character; "Read " is 5 characters.
        host.click(CGPoint(x: frame.minX + 2, y: frame.midY))
        #expect(opened.urls.isEmpty)
        host.click(CGPoint(x: frame.minX + 7 * 5 + 3, y: frame.midY))
        #expect(opened.urls == [URL(string: "https://example.com/docs")!])
        host.click(CGPoint(x: frame.minX + 7 * 14 + 3, y: frame.midY))
        #expect(opened.urls.count == 1)
    }

    @Test func linksAreDrawnInTheTint() {
        let host = TestHost(Text("a [b](https://x.org)").tint(.red), width: 200, height: 60)
        let colors = host.host.displayList().items.compactMap { item -> RGBAColor? in
            if case .text(let s, _, _, let color) = item, s == "b" { color } else { nil }
        }
        #expect(colors == [SystemPalette.color(.red, in: .light)])
    }

    @Test func aLinkInsideAButtonTakesTheClickAndTheRestIsTheButtons() {
        final class Count { var presses = 0; var urls = 0 }
        let count = Count()
        let action = OpenURLAction { _ in count.urls += 1; return .handled }
        let host = TestHost(Button { count.presses += 1 } label: { Text("go [x](https://x.org)") }
            .environment(\.openURL, action), width: 300, height: 60)
        let frame = host.frame(text: "go x")!
        host.click(CGPoint(x: frame.minX + 3, y: frame.midY))
        #expect(count.presses == 1)
        host.click(CGPoint(x: frame.minX + 7 * 3 + 3, y: frame.midY))
        #expect(count.urls == 1)
        #expect(count.presses == 1)
    }
}
