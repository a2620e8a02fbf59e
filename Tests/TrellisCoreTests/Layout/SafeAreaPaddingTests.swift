import Foundation
import Testing
@testable import TrellisCore

/// `safeAreaPadding` pads a plain view and insets a scroll view's content
/// while the scroll view keeps its frame.
@Suite("safeAreaPadding")
@MainActor
struct SafeAreaPaddingTests {
    @Test func aPlainViewIsPadded() {
        let host = TestHost(Color.red.safeAreaPadding(.horizontal, 20).safeAreaPadding(.top, 10), width: 200, height: 100)
        #expect(host.nodes(kind: "Color").first?.rect == CGRect(x: 20, y: 10, width: 160, height: 90))
    }

    @Test func aScrollViewKeepsItsFrameAndItsContentStartsInset() {
        let host = TestHost(ScrollView {
            VStack(spacing: 0) { ForEach(0..<20, id: \.self) { Text("Row \($0)").frame(height: 20) } }
        }.safeAreaPadding(.vertical, 30), width: 200, height: 100)
        #expect(host.nodes(kind: "ScrollView").first?.rect == CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(host.frame(text: "Row 0")?.minY == 32, "the first row starts below the padding (row 20 high, text 16)")
    }
}
