import Testing
@testable import TrellisCore

@MainActor
struct TintTests {
    private func fills(_ host: TestHost) -> [RGBAColor] {
        host.host.displayList().items.compactMap { if case .fill(_, let color) = $0 { color } else { nil } }
    }

    private var adwaitaBlue: RGBAColor { RGBAColor(red255: 53, green255: 132, blue255: 228) }

    @Test func theDefaultAccentIsTheDesktopsBlue() {
        #expect(Color.accentColor.resolved(in: EnvironmentValues()) == adwaitaBlue)
        let host = TestHost(Button("OK") {}.buttonStyle(.borderedProminent), width: 100, height: 40)
        #expect(fills(host).contains(adwaitaBlue))
    }

    @Test func theDefaultButtonIsProminentUnlessAStyleIsSet() {
        let plain = TestHost(Button("Cancel") {}, width: 100, height: 40)
        #expect(!fills(plain).contains(adwaitaBlue))
        let defaultButton = TestHost(Button("OK") {}.keyboardShortcut(.defaultAction), width: 100, height: 40)
        #expect(fills(defaultButton).contains(adwaitaBlue))
        let styled = TestHost(Button("OK") {}.buttonStyle(.bordered).keyboardShortcut(.defaultAction), width: 100, height: 40)
        #expect(!fills(styled).contains(adwaitaBlue))
    }

    @Test func accentColorSetsColorAccentColorBelow() {
        let host = TestHost(VStack {
            Color.accentColor.frame(width: 10, height: 10)
            Color.accentColor.opacity(0.5).frame(width: 10, height: 10).accentColor(.green)
        }, width: 100, height: 40)
        let fills = fills(host)
        #expect(fills.contains(adwaitaBlue))
        #expect(fills.contains(SystemPalette.color(.green, in: .light).multiplyingAlpha(by: 0.5)))
    }

    @Test func tintColoursProminentButtonsAndProgressBarsAndWinsOverTheAccent() {
        let host = TestHost(VStack {
            Button("Answer") {}.buttonStyle(.borderedProminent).tint(.green)
            ProgressView(value: 0.5).tint(.red)
            Button("Other") {}.buttonStyle(.borderedProminent)
        }.accentColor(.purple), width: 200, height: 100)
        let fills = fills(host)
        #expect(fills.contains(SystemPalette.color(.green, in: .light)))
        #expect(fills.contains(SystemPalette.color(.red, in: .light)))
        // Without a tint, the accent set above.
        #expect(fills.contains(SystemPalette.color(.purple, in: .light)))
        #expect(!fills.contains(adwaitaBlue))
    }

    @Test func theTintStyleAndNilKeepTheInheritedOne() {
        let host = TestHost(VStack {
            Rectangle().fill(.tint).frame(width: 10, height: 10).tint(nil)
        }.tint(.orange), width: 100, height: 40)
        #expect(fills(host) == [SystemPalette.color(.orange, in: .light)])
    }

    @Test func prominentButtonsLabelsAreWhite() {
        let host = TestHost(Button("Go") {}.buttonStyle(.borderedProminent), width: 100, height: 40)
        let colors = host.host.displayList().items.compactMap { if case .text(_, _, _, let c) = $0 { c } else { nil } }
        #expect(colors == [.white])
    }
}
