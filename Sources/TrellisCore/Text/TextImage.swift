/// `Text(Image(systemName:))`: a symbol inside a line of text, as a glyph
/// of the symbol font at the text's size, in its colour, so it can be
/// concatenated (`Text(Image(systemName: "star")) + Text(" Favourites")`)
/// and interpolated (`Text("\(Image(systemName: "star")) Favourites")`).
/// An image from a file is not drawn inside text: it shows its label, if
/// it was given one, else nothing (with one diagnostic).
nonisolated extension Text {
    public init(_ image: Image) {
        var run = TextRun(string: "")
        switch image.source {
        case .symbol(let name):
            if let glyph = SymbolNames.glyph(for: name) {
                run.string = String(glyph)
                run.style.isSymbol = true
            } else {
                Diagnostics.report("no symbol named \"\(name)\" in Trellis' symbol table (SymbolNames); Text(Image) shows nothing")
            }
        default:
            Diagnostics.report("Text(Image) draws symbols only; an image from a file shows its label")
            run.string = image.label ?? ""
        }
        self.init(runs: [run])
    }
}

extension LocalizedStringKey.StringInterpolation {
    /// A symbol in the text: `"\(Image(systemName: "star")) Favourites"`.
    public mutating func appendInterpolation(_ image: Image) {
        appendInterpolation(Text(image))
    }
}
