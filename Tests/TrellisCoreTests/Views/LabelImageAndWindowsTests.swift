import Foundation
import Testing
@testable import TrellisCore

/// Small compile-probe finds: `Label(_:image:)` and `supportsMultipleWindows`.
@Suite("Label image and multiple windows")
@MainActor
struct LabelImageAndWindowsTests {
    @Test func aLabelWithAResourceImageShowsTitleAndImage() {
        let host = TestHost(Label("Share", image: "MyIcon"), width: 200, height: 50)
        #expect(host.node(text: "Share") != nil)
        #expect(host.nodes(kind: "Image").count == 1)
    }

    @Test func aBareHostCannotOpenWindows() {
        struct Probe: View {
            @Environment(\.supportsMultipleWindows) var multiple
            var body: some View { Text(multiple ? "many" : "one") }
        }
        #expect(TestHost(Probe()).node(text: "one") != nil)
    }
}
