import CX11
import Testing
@testable import TrellisX11
@testable import TrellisCore
import TrellisImageIO

/// Mixed directions with real fonts: styled runs reordered by one pass of
/// ICU's algorithm over the paragraph and drawn where their shaped widths
/// say; a mixed-direction text field's caret and selection on its glyphs;
/// `flipsForRightToLeftLayoutDirection` reflecting images, layers and text
/// pixel for pixel.
@Suite("Bidirectional painting with Xft", .serialized)
@MainActor
struct BidiPaintingTests {
    private let body = ResolvedFont(size: 13)
    private let white = Capture.RGB(r: 255, g: 255, b: 255)

    /// The text items of a laid-out view: string, x, font.
    private func texts(_ host: ViewHost) -> [(String, CGFloat, ResolvedFont)] {
        var result: [(String, CGFloat, ResolvedFont)] = []
        for case let (string, origin, font, _)? in host.displayList().items.map(\.drawnText) { result.append((string, origin.x, font)) }
        return result
    }

    @Test func styledRunsAreReorderedAsOneParagraphAndDrawnWhereMeasured() throws {
        try X11TestSession.with { session in
            let text = Text("abc").bold() + Text("שלום") + Text("123")
            let host = ViewHost(rootView: text.frame(width: 200, height: 40), measurer: session.measurer, clock: VirtualClock())
            host.resize(to: CGSize(width: 200, height: 40))
            _ = host.update()
            let drawn = texts(host)
            #expect(drawn.map(\.0) == ["abc", "123", "שלום"])
            let bold = ResolvedFont(size: 13, weight: 700)
            let abc = session.measurer.width(of: "abc", font: bold)
            let digits = session.measurer.width(of: "123", font: body)
            let hebrew = session.measurer.width(of: "שלום", font: body)
            let left = drawn[0].1
            #expect(drawn[1].1 - left == abc)
            #expect(drawn[2].1 - left == abc + digits)
            #expect(drawn[0].2.weight == 700 && drawn[2].2.weight == 400)
            let alone = ViewHost(rootView: text, measurer: session.measurer, clock: VirtualClock())
            #expect(alone.sizeThatFits(.unspecified).width == abc + digits + hebrew)

            // Painted: ink in each piece's stretch of the line, in that order.
            let (window, painter) = try session.makeWindow(width: 200, height: 40)
            defer { painter.release(); window.destroy() }
            painter.paint(host.displayList())
            let shot = try session.capture(window)
            for (start, width) in [(left, abc), (left + abc, digits), (left + abc + digits, hebrew)] {
                let ink = shot.countDiffering(from: white, in: (Int(start) + 1, 10, Int(width) - 2, 20))
                #expect(ink > 10, "ink at \(start)…\(start + width): \(ink)")
            }
        }
    }

    @Test func aMixedTextFieldMovesItsCaretInLogicalOrderAndSelectsItsGlyphs() throws {
        try X11TestSession.with { session in
            struct Field: View {
                @State var text = "abc שלום"
                var body: some View { TextField("Text", text: $text).frame(width: 200) }
            }
            let host = ViewHost(rootView: Field(), measurer: session.measurer, clock: VirtualClock())
            host.resize(to: CGSize(width: 240, height: 60))
            _ = host.update()
            @MainActor func press(_ key: KeyEquivalent, _ modifiers: EventModifiers = []) {
                host.handle(.key(KeyPress(phase: .down, key: key, characters: "", modifiers: modifiers)))
                host.handle(.key(KeyPress(phase: .up, key: key, characters: "", modifiers: modifiers)))
                _ = host.update()
            }
            press(.tab)
            press(.home)
            for _ in 0..<6 { press(.rightArrow) }
            // Right goes on in typed order, into the Hebrew word: after its first two letters.
            var editor: TextEditingSession?
            @MainActor func find(_ node: ViewNode) {
                if let session = node.textEditor as? TextEditingSession { editor = session }
                node.children.forEach(find)
            }
            find(host.root)
            #expect(editor?.state.head == 6)
            press(.rightArrow, .shift)
            press(.rightArrow, .shift)
            #expect(editor?.state.selection == 6..<8, "the last two letters, ום")

            let drawn = texts(host)
            #expect(drawn.map(\.0) == ["abc ", "שלום"])
            let hebrewLeft = drawn[1].1
            let hebrewWidth = session.measurer.width(of: "שלום", font: body)
            // The highlight: one rectangle over the left part of the Hebrew word (ום is drawn leftmost).
            var highlights: [CGRect] = []
            for case .fill(let path, let color) in host.displayList().items
            where color.alpha < 0.5 && path.boundingRect.height < 20 && path.boundingRect.width > 1 {
                highlights.append(path.boundingRect)
            }
            #expect(highlights.count == 1)
            if let highlight = highlights.first {
                #expect(abs(highlight.minX - hebrewLeft) < 0.01)
                #expect(highlight.width > 0 && highlight.maxX < hebrewLeft + hebrewWidth)
                // Its width is the shaped advance of the two letters' glyphs.
                let twoLetters = hebrewWidth - session.measurer.width(of: "של", font: body)
                #expect(abs(highlight.width - twoLetters) < 0.01)
            }
        }
    }

    @Test func aFlipReflectsImagesLayersAndTextPixelForPixel() throws {
        try X11TestSession.with { session in
            // An image red on its left half, blue on its right; a half-opaque
            // layer with green on its left; an "L", whose stem is its left edge.
            let image = DecodedImage(width: 2, height: 1, pixels: [0xFFFF_0000, 0xFF00_00FF])
            var picture = DisplayImage(image: image, source: CGRect(x: 0, y: 0, width: 2, height: 1),
                                       rect: CGRect(x: 20, y: 20, width: 80, height: 40))
            picture.smooth = false
            var layer = DisplayLayer(items: [.fill(Path(CGRect(x: 20, y: 80, width: 40, height: 40)), RGBAColor(red: 0, green: 1, blue: 0))])
            layer.opacity = 0.5
            let letter = DisplayItem.text("L", origin: CGPoint(x: 40, y: 200), font: ResolvedFont(size: 60), color: .black)
            let items: [DisplayItem] = [.image(picture), .layer(layer), letter]
            @MainActor func shot(_ items: [DisplayItem]) throws -> Capture {
                let (window, painter) = try session.makeWindow(width: 120, height: 220)
                defer { painter.release(); window.destroy() }
                painter.paint(DisplayList(background: .white, items: items))
                return try session.capture(window)
            }
            let plain = try shot(items)
            let flipped = try shot(items.map { $0.mirrored(about: 60) })
            #expect(plain[30, 40] == Capture.RGB(r: 255, g: 0, b: 0) && plain[90, 40] == Capture.RGB(r: 0, g: 0, b: 255))
            #expect(flipped[30, 40] == Capture.RGB(r: 0, g: 0, b: 255) && flipped[90, 40] == Capture.RGB(r: 255, g: 0, b: 0))
            #expect(plain[40, 100].g > 200 && plain[40, 100].r < 140 && plain[80, 100] == white)
            #expect(flipped[80, 100].g > 200 && flipped[80, 100].r < 140 && flipped[40, 100] == white)
            // Every pixel of the region is the mirror of the other shot's (x ↦ 119 − x).
            var differing = 0
            for y in 0..<220 {
                for x in 0..<120 where !plain[x, y].isClose(to: flipped[119 - x, y], tolerance: 40) { differing += 1 }
            }
            #expect(differing < 60, "\(differing) pixels differ from the mirror image")
            // The L's ink: its stem was at the left of its box, now at the right.
            @MainActor func inkColumns(_ capture: Capture) -> [Int] {
                (0..<120).filter { x in (150..<205).filter { capture[x, $0].r < 128 }.count > 30 }
            }
            #expect(inkColumns(plain).allSatisfy { $0 < 60 } && !inkColumns(plain).isEmpty)
            #expect(inkColumns(flipped).allSatisfy { $0 >= 60 } && !inkColumns(flipped).isEmpty)
        }
    }
}
