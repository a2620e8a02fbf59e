import Testing
@testable import TrellisCore

/// Materials are translucent system greys (nothing behind them is
/// blurred): light or dark where they are drawn, more opaque the thicker,
/// and usable wherever a shape style is.
@MainActor
struct MaterialTests {
    private func environment(_ scheme: ColorScheme) -> EnvironmentValues {
        var environment = EnvironmentValues()
        environment.colorScheme = scheme
        return environment
    }

    private func resolved(_ material: Material, _ scheme: ColorScheme) -> RGBAColor {
        material._resolve(in: environment(scheme)).resolved(in: environment(scheme))
    }

    private let thinToThick: [Material] = [.ultraThin, .thin, .regular, .thick, .ultraThick]

    @Test func eachMaterialIsATranslucentGreyInLightAndDark() {
        #expect(resolved(.ultraThin, .light) == RGBAColor(red: 0.97, green: 0.97, blue: 0.97, alpha: 0.4))
        #expect(resolved(.regular, .light) == RGBAColor(red: 0.97, green: 0.97, blue: 0.97, alpha: 0.7))
        #expect(resolved(.ultraThick, .light) == RGBAColor(red: 0.97, green: 0.97, blue: 0.97, alpha: 0.92))
        #expect(resolved(.ultraThin, .dark) == RGBAColor(red: 0.14, green: 0.14, blue: 0.14, alpha: 0.4))
        #expect(resolved(.regular, .dark) == RGBAColor(red: 0.14, green: 0.14, blue: 0.14, alpha: 0.7))
        #expect(resolved(.ultraThick, .dark) == RGBAColor(red: 0.14, green: 0.14, blue: 0.14, alpha: 0.92))
        #expect(resolved(.bar, .light) == RGBAColor(red: 0.965, green: 0.965, blue: 0.965, alpha: 0.88))
        #expect(resolved(.bar, .dark) == RGBAColor(red255: 56, green255: 56, blue255: 56, alpha: 0.88))
        // Every one is a grey that shows what is behind it.
        for material in thinToThick + [.bar] {
            for scheme in [ColorScheme.light, .dark] {
                let color = resolved(material, scheme)
                #expect(color.red == color.green && color.green == color.blue)
                #expect(color.alpha > 0 && color.alpha < 1)
            }
        }
    }

    @Test func thickerMaterialsAreMoreOpaque() {
        for scheme in [ColorScheme.light, .dark] {
            let alphas = thinToThick.map { resolved($0, scheme).alpha }
            #expect(alphas == alphas.sorted() && Set(alphas).count == alphas.count, "\(scheme): \(alphas)")
        }
    }

    @Test func theShapeStyleNamesAreTheMaterials() {
        // As a generic style argument, as `background(_:)` and `fill` take it.
        func style<S: ShapeStyle>(_ style: S) -> RGBAColor { style._resolve(in: environment(.dark)).resolved(in: environment(.dark)) }
        #expect(style(.ultraThinMaterial) == resolved(.ultraThin, .dark))
        #expect(style(.thinMaterial) == resolved(.thin, .dark))
        #expect(style(.regularMaterial) == resolved(.regular, .dark))
        #expect(style(.thickMaterial) == resolved(.thick, .dark))
        #expect(style(.ultraThickMaterial) == resolved(.ultraThick, .dark))
        #expect(style(.bar) == resolved(.bar, .dark))
        #expect(style(AnyShapeStyle(.regularMaterial).opacity(0.5)) == resolved(.regular, .dark).multiplyingAlpha(by: 0.5))
    }

    @Test func aMaterialFillsBackgroundsShapesAndText() {
        let host = TestHost(VStack(spacing: 0) {
            Text("Plain").background(.regularMaterial)
            Text("Shaped").background(.thickMaterial, in: RoundedRectangle(cornerRadius: 6))
            Circle().fill(.thinMaterial).frame(width: 10, height: 10)
            Text("Styled").foregroundStyle(.ultraThickMaterial)
        }, width: 200, height: 100)
        let light = host.fillColors
        #expect(light.contains(resolved(.regular, .light)))
        #expect(light.contains(resolved(.thick, .light)))
        #expect(light.contains(resolved(.thin, .light)))
        let texts = host.host.displayList().items.compactMap { item -> RGBAColor? in
            if case .text("Styled", _, _, let color) = item { return color }
            return nil
        }
        #expect(texts == [resolved(.ultraThick, .light)])

        // A dark desktop darkens them where they are drawn.
        host.host.desktopAppearance = DesktopAppearance(colorScheme: .dark)
        _ = host.host.update()
        let dark = host.fillColors
        #expect(dark.contains(resolved(.regular, .dark)) && dark.contains(resolved(.thick, .dark)))
        #expect(!dark.contains(resolved(.regular, .light)))
    }
}
