import Testing
@testable import TrellisCore

@MainActor
struct ColorSchemeTests {
    private func environment(_ scheme: ColorScheme) -> EnvironmentValues {
        var environment = EnvironmentValues()
        environment.colorScheme = scheme
        return environment
    }

    private func textColors(_ list: DisplayList) -> [String: RGBAColor] {
        var colors: [String: RGBAColor] = [:]
        for case .text(let string, _, _, let color) in list.items { colors[string] = color }
        return colors
    }

    private func fills(_ list: DisplayList) -> [RGBAColor] {
        list.items.compactMap { if case .fill(_, let color) = $0 { color } else { nil } }
    }

    @Test func systemColoursHaveALightAndADarkForm() {
        #expect(Color.primary.resolved(in: environment(.light)) == RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.85))
        #expect(Color.primary.resolved(in: environment(.dark)) == RGBAColor(red: 1, green: 1, blue: 1, alpha: 0.85))
        #expect(Color.red.resolved(in: environment(.light)) == RGBAColor(red255: 255, green255: 59, blue255: 48))
        #expect(Color.red.resolved(in: environment(.dark)) == RGBAColor(red255: 255, green255: 69, blue255: 58))
        #expect(Color.red.opacity(0.5).resolved(in: environment(.dark)) == RGBAColor(red255: 255, green255: 69, blue255: 58, alpha: 0.5))
        // Components are the same in both.
        let fixed = Color(red: 0.2, green: 0.4, blue: 0.6)
        #expect(fixed.resolved(in: environment(.light)) == fixed.resolved(in: environment(.dark)))
        #expect(Color.white.resolved(in: environment(.dark)) == .white)
        // Every system colour differs between the schemes except the ones meant to stay.
        let same = SystemColor.allCases.filter { SystemPalette.color($0, in: .light) == SystemPalette.color($0, in: .dark) }
        #expect(same == [.labelOnAccent, .accent])
    }

    @Test func aDarkDesktopDarkensTheWholeWindowLive() {
        let host = TestHost(VStack { Text("Hello"); Divider(); Button("Go") {} }, width: 200, height: 100)
        let light = host.host.displayList()
        #expect(light.background == RGBAColor(red255: 236, green255: 236, blue255: 236))
        #expect(textColors(light)["Hello"] == RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.85))

        host.host.desktopAppearance = DesktopAppearance(colorScheme: .dark)
        #expect(host.host.update())
        let dark = host.host.displayList()
        #expect(dark.background == RGBAColor(red255: 50, green255: 50, blue255: 50))
        #expect(textColors(dark)["Hello"] == RGBAColor(red: 1, green: 1, blue: 1, alpha: 0.85))
        #expect(textColors(dark)["Go"] == RGBAColor(red: 1, green: 1, blue: 1, alpha: 0.85))
        #expect(fills(dark).contains(SystemPalette.color(.controlFill, in: .dark)))
        #expect(fills(dark).contains(SystemPalette.color(.separator, in: .dark)))
        #expect(!fills(dark).contains(SystemPalette.color(.controlFill, in: .light)))
        // The geometry is the same.
        #expect(host.frame(text: "Hello") == TestHost(VStack { Text("Hello"); Divider(); Button("Go") {} }, width: 200, height: 100).frame(text: "Hello"))

        host.host.desktopAppearance = DesktopAppearance(colorScheme: .light)
        #expect(host.host.update())
        #expect(host.host.displayList() == light)
    }

    @Test func theEnvironmentValueFollowsTheDesktop() {
        final class Seen { var schemes: [ColorScheme] = [] }
        struct Probe: View {
            @Environment(\.colorScheme) var scheme
            let seen: Seen
            var body: some View {
                seen.schemes.append(scheme)
                return Text(scheme == .dark ? "dark" : "light")
            }
        }
        let seen = Seen()
        let host = TestHost(Probe(seen: seen))
        #expect(host.node(text: "light") != nil)
        host.host.desktopAppearance = DesktopAppearance(colorScheme: .dark)
        #expect(host.node(text: "dark") != nil)
        #expect(seen.schemes.last == .dark)
    }

    @Test func preferredColorSchemeAppliesToTheWholeWindow() {
        struct Content: View {
            @State var prefersDark = true
            var body: some View {
                VStack {
                    Text("outside")
                    Button("toggle") { prefersDark.toggle() }
                        .preferredColorScheme(prefersDark ? .dark : nil)
                }
            }
        }
        let host = TestHost(Content(), width: 200, height: 100)
        // Asked for by a view deep inside: the window, and text outside it, are dark in the first frame.
        let first = host.host.displayList()
        #expect(first.background == SystemPalette.color(.windowBackground, in: .dark))
        #expect(textColors(first)["outside"] == SystemPalette.color(.label, in: .dark))
        #expect(host.host.colorScheme == .dark)
        host.click(text: "toggle")
        _ = host.host.update()
        #expect(host.host.colorScheme == .light)
        #expect(host.host.displayList().background == SystemPalette.color(.windowBackground, in: .light))
        // The desktop's dark is what nil follows.
        host.host.desktopAppearance = DesktopAppearance(colorScheme: .dark)
        _ = host.host.update()
        #expect(host.host.colorScheme == .dark)
    }

    @Test func aPreferenceGoesAwayWithItsView() {
        struct Content: View {
            @State var shown = true
            var body: some View {
                VStack {
                    if shown { Text("light please").preferredColorScheme(.light) }
                    Button("hide") { shown = false }
                }
            }
        }
        let host = TestHost(Content())
        host.host.desktopAppearance = DesktopAppearance(colorScheme: .dark)
        _ = host.host.update()
        #expect(host.host.colorScheme == .light)
        host.click(text: "hide")
        _ = host.host.update()
        #expect(host.host.colorScheme == .dark)
    }

    @Test func aSubtreeCanBeDarkOnItsOwn() {
        let host = TestHost(VStack {
            Text("a")
            Text("b").environment(\.colorScheme, .dark)
            Color.red.frame(width: 10, height: 10).environment(\.colorScheme, .dark)
        }, width: 200, height: 100)
        let list = host.host.displayList()
        #expect(textColors(list)["a"] == SystemPalette.color(.label, in: .light))
        #expect(textColors(list)["b"] == SystemPalette.color(.label, in: .dark))
        #expect(fills(list).contains(SystemPalette.color(.red, in: .dark)))
        #expect(list.background == SystemPalette.color(.windowBackground, in: .light))
    }

    @Test func popupsTakeTheirWindowsScheme() {
        let host = TestHost(Menu("Pick") { Button("One") {} }.preferredColorScheme(.dark), width: 200, height: 100)
        host.click(text: "Pick")
        let request = try! #require(host.host.popups.requests.first)
        let popup = host.host.makePopupHost(for: request)
        popup.resize(to: CGSize(width: 100, height: 40))
        _ = popup.update()
        #expect(popup.colorScheme == .dark)
        #expect(fills(popup.displayList()).contains(SystemPalette.color(.menuBackground, in: .dark)))
    }
}
