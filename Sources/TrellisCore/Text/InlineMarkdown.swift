import Foundation

/// The inline Markdown a SwiftUI string literal may carry:
/// `**bold**`/`__bold__`, `*italic*`/`_italic_`, `***both***`,
/// `~~struck~~`, `` `code` `` (monospaced, taken literally) and
/// `[title](https://…)` links, autolinks (`<https://…>`, `<name@host>`)
/// and an image's alt text (`![alt](src)`: `Text` draws no image), with
/// `\` escaping a punctuation character. Anything else is text as written
/// (an unclosed `**` stays two stars), whitespace and line breaks included.
/// Block syntax (headings, lists, quotes, code blocks, tables) is not
/// interpreted, as in `Text`, which reads a literal's Markdown inline only.
///
/// Written here because swift-corelibs-foundation has no
/// `AttributedString(markdown:)` (checked with this toolchain).
enum InlineMarkdown {
    /// The runs for `source`, or nil when it has no Markdown at all (the
    /// common case costs one scan for the few special characters).
    static func parse(_ source: String) -> [TextRun]? {
        guard source.utf8.contains(where: { specials.contains($0) }) else { return nil }
        var parser = Parser(characters: Array(source))
        let runs = parser.parse(0..<parser.characters.count, style: TextRunStyle(), link: nil)
        let merged = merge(runs)
        if merged.count <= 1, merged.first?.style ?? TextRunStyle() == TextRunStyle(), merged.first?.link == nil,
           merged.first?.string ?? "" == source { return nil }
        return merged
    }

    /// `text` with every character Markdown would interpret escaped: an
    /// interpolated value is shown as it is.
    static func escaped(_ text: String) -> String {
        guard text.utf8.contains(where: { specials.contains($0) }) else { return text }
        var result = ""
        for character in text {
            if let ascii = character.asciiValue, specials.contains(ascii) { result.append("\\") }
            result.append(character)
        }
        return result
    }

    /// `\`, `*`, `_`, `~`, `` ` ``, `[`, `<` (autolinks); `!` only
    /// matters before `[`, which is special already.
    private static let specials: Set<UInt8> = [92, 42, 95, 126, 96, 91, 60]

    /// Neighbouring runs in the same style become one.
    private static func merge(_ runs: [TextRun]) -> [TextRun] {
        var result: [TextRun] = []
        for run in runs where !run.string.isEmpty {
            if let last = result.last, last.style == run.style, last.link == run.link {
                result[result.count - 1].string += run.string
            } else {
                result.append(run)
            }
        }
        return result
    }

    private struct Parser {
        let characters: [Character]

        mutating func parse(_ range: Range<Int>, style: TextRunStyle, link: URL?) -> [TextRun] {
            var runs: [TextRun] = []
            var text = ""
            func flush() {
                if !text.isEmpty { runs.append(TextRun(string: text, style: style, link: link)); text = "" }
            }
            var i = range.lowerBound
            while i < range.upperBound {
                let c = characters[i]
                if c == "\\", i + 1 < range.upperBound, characters[i + 1].isPunctuation || characters[i + 1].isSymbol {
                    text.append(characters[i + 1])
                    i += 2
                    continue
                }
                if c == "`", let end = find("`", from: i + 1, in: range) {
                    flush()
                    var code = style
                    code.design = .monospaced
                    runs.append(TextRun(string: String(characters[i + 1..<end]), style: code, link: link))
                    i = end + 1
                    continue
                }
                if c == "!", i + 1 < range.upperBound, characters[i + 1] == "[",
                   let (altEnd, _, end) = linkAt(i + 1, in: range, anyTarget: true) {
                    // An image: `Text` shows its alt text (it has no images inline).
                    flush()
                    runs += parse(i + 2..<altEnd, style: style, link: link)
                    i = end
                    continue
                }
                if c == "<", link == nil, let (url, end) = autolinkAt(i, in: range) {
                    flush()
                    var linked = style
                    linked.foreground = TextForeground(TintShapeStyle())
                    runs.append(TextRun(string: String(characters[i + 1..<end - 1]), style: linked, link: url))
                    i = end
                    continue
                }
                if c == "[", link == nil, let (titleEnd, url, end) = linkAt(i, in: range) {
                    flush()
                    var linked = style
                    linked.foreground = TextForeground(TintShapeStyle())
                    runs += parse(i + 1..<titleEnd, style: linked, link: url)
                    i = end
                    continue
                }
                if c == "*" || c == "_" || c == "~", let (length, close) = emphasis(at: i, in: range) {
                    flush()
                    var inner = style
                    if c == "~" {
                        inner.strikethrough = TextDecoration(isActive: true, color: nil)
                    } else {
                        if length >= 2 { inner.weight = .bold }
                        if length != 2 { inner.isItalic = true }
                    }
                    runs += parse(i + length..<close, style: inner, link: link)
                    i = close + length
                    continue
                }
                text.append(c)
                i += 1
            }
            flush()
            return runs
        }

        private func find(_ character: Character, from start: Int, in range: Range<Int>) -> Int? {
            var i = start
            while i < range.upperBound {
                if characters[i] == character { return i }
                i += 1
            }
            return nil
        }

        /// A delimiter run at `i` that opens emphasis: its length (1–3; 2
        /// for `~~`) and where the matching closing run starts.
        private func emphasis(at i: Int, in range: Range<Int>) -> (Int, Int)? {
            let c = characters[i]
            var length = 0
            while i + length < range.upperBound, characters[i + length] == c { length += 1 }
            if c == "~" { guard length == 2 else { return nil } } else { guard length <= 3 else { return nil } }
            let after = i + length
            guard after < range.upperBound, !characters[after].isWhitespace else { return nil }
            // `_` inside a word (snake_case) is not emphasis.
            if c == "_", i > range.lowerBound, characters[i - 1].isLetter || characters[i - 1].isNumber { return nil }
            var j = after + 1
            while j < range.upperBound {
                if characters[j] == "\\" { j += 2; continue }
                if characters[j] == "`", let end = find("`", from: j + 1, in: range) { j = end + 1; continue }
                guard characters[j] == c else { j += 1; continue }
                var run = 0
                while j + run < range.upperBound, characters[j + run] == c { run += 1 }
                let closes = run == length && !characters[j - 1].isWhitespace
                    && !(c == "_" && j + run < range.upperBound && (characters[j + run].isLetter || characters[j + run].isNumber))
                if closes { return (length, j) }
                j += run
            }
            return nil
        }

        /// A CommonMark autolink at `i`: `<scheme:…>` (a scheme of 2–32
        /// letters, digits, `+`, `.`, `-`, no spaces) or `<local@domain>`
        /// (a `mailto:` link); the URL and the index after `>`.
        private func autolinkAt(_ i: Int, in range: Range<Int>) -> (URL, Int)? {
            guard let close = find(">", from: i + 1, in: range), close > i + 1 else { return nil }
            let inner = String(characters[i + 1..<close])
            guard !inner.contains(where: { $0.isWhitespace || $0 == "<" }) else { return nil }
            if let colon = inner.firstIndex(of: ":") {
                let scheme = inner[..<colon]
                guard (2...32).contains(scheme.count), scheme.first?.isASCII == true, scheme.first?.isLetter == true,
                      scheme.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+.-".contains($0)) }),
                      let url = URL(string: inner) else { return nil }
                return (url, close + 1)
            }
            let parts = inner.split(separator: "@", omittingEmptySubsequences: false)
            guard parts.count == 2, !parts[0].isEmpty, parts[1].contains("."), !parts[1].hasPrefix("."),
                  !parts[1].hasSuffix("."), let url = URL(string: "mailto:" + inner) else { return nil }
            return (url, close + 1)
        }

        /// `[title](url)` at `i`: the end of the title, the URL (with a
        /// scheme, unless `anyTarget`: an image's source) and the index
        /// after `)`.
        private func linkAt(_ i: Int, in range: Range<Int>, anyTarget: Bool = false) -> (Int, URL, Int)? {
            var depth = 0
            var j = i
            var titleEnd: Int?
            while j < range.upperBound {
                switch characters[j] {
                case "\\": j += 1
                case "[": depth += 1
                case "]":
                    depth -= 1
                    if depth == 0 { titleEnd = j }
                default: break
                }
                if titleEnd != nil { break }
                j += 1
            }
            guard let titleEnd, titleEnd + 1 < range.upperBound, characters[titleEnd + 1] == "(",
                  let close = find(")", from: titleEnd + 2, in: range) else { return nil }
            let target = String(characters[titleEnd + 2..<close]).trimmingCharacters(in: .whitespaces)
            if anyTarget { return (titleEnd, URL(string: target) ?? URL(fileURLWithPath: "/"), close + 1) }
            guard let url = URL(string: target), url.scheme != nil else { return nil }
            return (titleEnd, url, close + 1)
        }
    }
}
