import Testing
@testable import TrellisCore

/// A canvas' drawing operations become display items at exact places:
/// the canvas sits at (150, 100) in a 400 × 300 window, 100 × 100 points.
@Suite("Canvas")
@MainActor
struct CanvasTests {
    private func items(_ renderer: @escaping (inout GraphicsContext, CGSize) -> Void) -> [DisplayItem] {
        let host = TestHost(Canvas(renderer: renderer).frame(width: 100, height: 100), width: 400, height: 300)
        return host.host.displayList().items
    }

    /// Every item, layers opened up.
    private func flattened(_ items: [DisplayItem]) -> [DisplayItem] {
        items.flatMap { item -> [DisplayItem] in
            if case .layer(let layer) = item { return [item] + flattened(layer.items) }
            return [item]
        }
    }

    private func fills(_ items: [DisplayItem]) -> [(Path, RGBAColor)] {
        flattened(items).compactMap { if case .fill(let path, let color) = $0 { return (path, color) }; return nil }
    }

    private func close(_ a: CGRect, _ b: CGRect) -> Bool {
        abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9 && abs(a.width - b.width) < 1e-9 && abs(a.height - b.height) < 1e-9
    }

    @Test func rendererGetsTheSizeAndDrawsInTheCanvasCoordinates() {
        var sizes: [CGSize] = []
        let drawn = items { context, size in
            sizes.append(size)
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 5)), with: .color(.red))
        }
        #expect(sizes.last == CGSize(width: 100, height: 100))
        #expect(close(fills(drawn).last!.0.boundingRect, CGRect(x: 150, y: 100, width: 10, height: 5)))
        // Clipped to the canvas' frame.
        #expect(drawn.contains(.pushClip(CGRect(x: 150, y: 100, width: 100, height: 100))))
    }

    @Test func translateThenScaleMapUserSpace() {
        var bounds = CGRect.null
        let drawn = items { context, _ in
            context.translateBy(x: 10, y: 20)
            context.scaleBy(x: 2, y: 3)
            bounds = context.clipBoundingRect
            context.fill(Path(CGRect(x: 1, y: 1, width: 10, height: 5)), with: .color(.red))
        }
        // (1, 1) → (12, 23); 10 × 5 → 20 × 15.
        #expect(close(fills(drawn).last!.0.boundingRect, CGRect(x: 162, y: 123, width: 20, height: 15)))
        // The canvas' 100 × 100 seen from user space.
        #expect(close(bounds, CGRect(x: -5, y: -20.0 / 3, width: 50, height: 100.0 / 3)))
    }

    @Test func rotateAndConcatenate() {
        let drawn = items { context, _ in
            context.translateBy(x: 50, y: 50)
            context.rotate(by: .degrees(90))
            context.concatenate(CGAffineTransform(translationX: 10, y: 0))
            context.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 4)), with: .color(.blue))
        }
        // x along +y after the quarter turn: (10…30, 0…4) → (-4…0, 10…30) → +50.
        #expect(close(fills(drawn).last!.0.boundingRect, CGRect(x: 196, y: 160, width: 4, height: 20)))
    }

    @Test func opacityMultipliesAndStrokesAreOutlinedInUserSpace() {
        let drawn = items { context, _ in
            context.opacity = 0.5
            context.scaleBy(x: 2, y: 2)
            context.stroke(Path { p in p.move(to: CGPoint(x: 10, y: 10)); p.addLine(to: CGPoint(x: 20, y: 10)) },
                           with: .color(.black), style: StrokeStyle(lineWidth: 2, lineCap: .butt))
        }
        let (path, color) = fills(drawn).last!
        #expect(abs(color.alpha - 0.5) < 1e-9)
        // A 2-point line scaled twice is 4 points wide.
        #expect(close(path.boundingRect, CGRect(x: 170, y: 118, width: 20, height: 4)))
    }

    @Test func clipsBecomeClipsAndLayers() {
        let drawn = items { context, _ in
            context.clip(to: Path(CGRect(x: 10, y: 10, width: 30, height: 30)))
            context.fill(Path(CGRect(x: 0, y: 0, width: 100, height: 100)), with: .color(.red))
            var inner = context
            inner.clip(to: Path(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 20)))
            inner.fill(Path(CGRect(x: 0, y: 0, width: 100, height: 100)), with: .color(.green))
        }
        #expect(drawn.contains(.pushClip(CGRect(x: 160, y: 110, width: 30, height: 30))))
        let layers = flattened(drawn).compactMap { if case .layer(let layer) = $0 { return layer }; return nil }
        #expect(layers.contains { $0.clip.map { close($0.boundingRect, CGRect(x: 150, y: 100, width: 20, height: 20)) } ?? false })
    }

    @Test func evenOddFillIsAnEvenOddClip() {
        let drawn = items { context, _ in
            var ring = Path(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 40))
            ring.addPath(Path(ellipseIn: CGRect(x: 10, y: 10, width: 20, height: 20)))
            context.fill(ring, with: .color(.red), style: FillStyle(eoFill: true))
        }
        let layers = flattened(drawn).compactMap { if case .layer(let layer) = $0 { return layer }; return nil }
        #expect(layers.count == 1 && layers[0].clipIsEvenOdd)
    }

    @Test func filtersBlendModesAndLayers() {
        let drawn = items { context, _ in
            context.addFilter(.blur(radius: 4))
            context.blendMode = .multiply
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))
        }
        guard case .layer(let outer)? = flattened(drawn).first(where: { if case .layer = $0 { return true }; return false }) else {
            Issue.record("a layer: \(drawn)"); return
        }
        #expect(outer.blendMode == .multiply)
        guard case .layer(let blurred)? = outer.items.first else { Issue.record("a blur layer inside"); return }
        #expect(blurred.blurRadius == 4)

        let grouped = items { context, _ in
            context.opacity = 0.25
            context.drawLayer { layer in
                layer.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))
                layer.fill(Path(CGRect(x: 5, y: 0, width: 10, height: 10)), with: .color(.red))
            }
        }
        let groups = flattened(grouped).compactMap { if case .layer(let layer) = $0 { return layer }; return nil }
        // One group at a quarter opacity holding two opaque fills.
        #expect(groups.count == 1 && groups[0].opacity == 0.25 && fills(groups[0].items).allSatisfy { $0.1.alpha == 1 })
    }

    @Test func textIsAnchoredAtItsIdealSize() {
        let drawn = items { context, _ in
            context.draw(Text("AB"), at: CGPoint(x: 50, y: 50))
            context.draw(Text("C"), at: CGPoint(x: 0, y: 0), anchor: .topLeading)
        }
        // "AB" is 14 × 16 (ascent 12): centred on (50, 50) its baseline starts at (43, 54).
        #expect(drawn.contains { if case .text("AB", CGPoint(x: 193, y: 154), _, _) = $0 { return true }; return false })
        #expect(drawn.contains { if case .text("C", CGPoint(x: 150, y: 112), _, _) = $0 { return true }; return false })
    }

    @Test func resolvedTextMeasures() {
        var measured = CGSize.zero
        _ = items { context, _ in
            measured = context.resolve(Text("one two")).measure(in: CGSize(width: 30, height: 100))
        }
        // Broken after "one": two lines of three characters.
        #expect(measured == CGSize(width: 21, height: 32))
    }

    @Test func symbolsAreDrawnWhereTheRendererSaysOnly() {
        let host = TestHost(Canvas { context, _ in
            if let symbol = context.resolveSymbol(id: 1) { context.draw(symbol, at: CGPoint(x: 20, y: 30), anchor: .topLeading) }
            #expect(context.resolveSymbol(id: 2) == nil)
        } symbols: {
            Text("S").tag(1)
        }.frame(width: 100, height: 100), width: 400, height: 300)
        let texts = host.host.displayList().items.compactMap { if case .text(let s, let o, _, _) = $0 { return (s, o) }; return nil }
        #expect(texts.count == 1)
        #expect(texts.first?.0 == "S" && texts.first?.1 == CGPoint(x: 170, y: 142))
    }

    @Test func nonFiniteAndSingularTransformsDrawNothing() {
        for bad in [CGAffineTransform(translationX: .nan, y: 0), CGAffineTransform(scaleX: 0, y: 0),
                    CGAffineTransform(scaleX: .infinity, y: 1)] {
            let drawn = items { context, _ in
                context.concatenate(bad)
                context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))
                context.draw(Text("x"), at: .zero)
                context.draw(Image("missing-image-for-canvas-test"), in: CGRect(x: 0, y: 0, width: 5, height: 5))
            }
            #expect(fills(drawn).allSatisfy { $0.0.boundingRect.width.isFinite && $0.0.boundingRect.width == 0 || $0.0.isEmpty },
                    "\(bad): \(drawn)")
            #expect(!flattened(drawn).contains { if case .text = $0 { return true }; if case .image = $0 { return true }; return false })
        }
    }
}
