import Testing
@testable import TrellisCore

/// `defaultSize`: the size a scene's window opens at, within the content's limits.
@Suite("Default window size")
@MainActor
struct DefaultSizeTests {
    private let content = WindowSizeLimits(minimum: CGSize(width: 200, height: 100), ideal: CGSize(width: 320, height: 240),
                                           maximum: CGSize(width: 1000, height: CGFloat.infinity))

    @Test func theDefaultSizeReplacesTheIdealOne() {
        let spec = Scenes.windows(of: WindowGroup { Text("x") }.defaultSize(width: 640, height: 480))[0]
        #expect(spec.initialSizeLimits(for: content).ideal == CGSize(width: 640, height: 480))
        #expect(spec.initialSizeLimits(for: content).minimum == content.minimum)
        let sized = Scenes.windows(of: WindowGroup { Text("x") }.defaultSize(CGSize(width: 500, height: 300)))[0]
        #expect(sized.initialSizeLimits(for: content).ideal == CGSize(width: 500, height: 300))
    }

    @Test func withoutOneTheContentDecides() {
        let spec = Scenes.windows(of: WindowGroup { Text("x") })[0]
        #expect(spec.initialSizeLimits(for: content) == content)
    }

    @Test func anAxisThatIsNotAFinitePositiveSizeIsLeftToTheContent() {
        let spec = Scenes.windows(of: WindowGroup { Text("x") }.defaultSize(width: CGFloat.nan, height: 0))[0]
        #expect(spec.initialSizeLimits(for: content).ideal == content.ideal)
        let wide = Scenes.windows(of: WindowGroup { Text("x") }.defaultSize(width: CGFloat.infinity, height: 360))[0]
        #expect(wide.initialSizeLimits(for: content).ideal == CGSize(width: 320, height: 360))
    }

    @Test func aWindowGroupOpensLargerThanContentThatDoesNotGrow() {
        // `.automatic` is `.contentMinSize` for a window group: the content's
        // maximum does not bound the window, so 1200 wide is kept.
        let group = Scenes.windows(of: WindowGroup { Text("x") }.defaultSize(width: 1200, height: 480))[0]
        let limits = group.initialSizeLimits(for: content)
        #expect(limits.ideal == CGSize(width: 1200, height: 480))
        #expect(limits.maximum.width == .infinity)
        // A window that follows its content's size stays within its maximum.
        let fitted = Scenes.windows(of: WindowGroup { Text("x") }.defaultSize(width: 1200, height: 480)
            .windowResizability(.contentSize))[0]
        #expect(fitted.initialSizeLimits(for: content).maximum == content.maximum)
    }
}
