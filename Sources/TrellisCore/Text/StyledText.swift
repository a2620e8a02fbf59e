/// A `Text`'s runs resolved against its environment: the string laid out
/// (its runs joined, in the environment's text case) and each run's range
/// in it, in UTF-8 offsets.
package struct StyledText: Hashable, Sendable {
    package struct Run: Hashable, Sendable {
        package var range: Range<Int>
        package var style: ResolvedTextStyle
        /// A Markdown link's destination.
        package var link: URL? = nil
    }

    package let string: String
    package let runs: [Run]

    init(_ textRuns: [TextRun], in environment: EnvironmentValues) {
        var string = ""
        var runs: [Run] = []
        for textRun in textRuns {
            let characters = textRun.live.map { $0.string(now: environment.wallClock.now(), in: environment) } ?? textRun.string
            let piece = environment.textCase.map { $0.apply(to: characters) } ?? characters
            guard !piece.isEmpty else { continue }
            let start = string.utf8.count
            string += piece
            runs.append(Run(range: start..<string.utf8.count, style: textRun.style.resolved(in: environment), link: textRun.link))
        }
        if runs.isEmpty {
            runs.append(Run(range: 0..<0, style: TextRunStyle().resolved(in: environment)))
        }
        self.string = string
        self.runs = runs
    }

    private init(string: String, runs: [Run]) {
        self.string = string
        self.runs = runs
    }

    /// The same text with every font `scale` times its size.
    func scaled(by scale: CGFloat) -> StyledText {
        guard scale != 1 else { return self }
        return StyledText(string: string, runs: runs.map { run in
            var run = run
            run.style.font.size *= scale
            return run
        })
    }

    /// The same text with every run (and its decorations) in `color`.
    func recoloured(_ color: RGBAColor) -> StyledText {
        StyledText(string: string, runs: runs.map { run in
            var run = run
            run.style.color = color
            if run.style.underline != nil { run.style.underline = color }
            if run.style.strikethrough != nil { run.style.strikethrough = color }
            return run
        })
    }

    /// The style of the first run, which measures what is not in the
    /// string (a truncated line's "…").
    var baseStyle: ResolvedTextStyle { runs[0].style }

    /// One run in its font only: the plain measurer and font apply.
    var isUniform: Bool { runs.count == 1 }

    /// The part of `string` between two UTF-8 offsets.
    func slice(_ range: Range<Int>) -> Substring {
        let utf8 = string.utf8
        let lower = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
        let upper = utf8.index(lower, offsetBy: range.count)
        return string[lower..<upper]
    }
}

@MainActor extension ResolvedTextStyle {
    /// Advance width of `text` in this style. Tracking and monospaced
    /// digits are part of the font: the measurer shapes the run with them.
    func width(of text: Substring, measurer: TextMeasurer) -> CGFloat {
        measurer.width(of: text, font: font)
    }
}
