import Foundation
import Testing
import XvfbSupport

/// `gallery text` under Xvfb and openbox: styled runs measured by Xft, a
/// value filled in by `onAppear` before the first frame, and `onChange`
/// counting the changes a click makes.
@Suite("Text styles app, end to end")
struct TextEndToEndTests {
    @Test func formatsAppearAndChangesAreCounted() throws {
        let session = try GallerySession("text")
        let start = try session.wait { $0.node(text: "Text styles") != nil }
        #expect(start.node(text: "Price: 1234.50 — 25.6%") != nil)
        // onAppear ran before the first painted frame: no "…" was ever shown.
        #expect(start.node(text: "…") == nil)
        let button = try #require(start.nodes.first { $0.text?.hasPrefix("Add 10%") == true })
        #expect(button.text == "Add 10% (changed 0 times)")
        try session.click(button)
        let after = try session.wait { $0.node(text: "Add 10% (changed 1 times)") != nil }
        #expect(after.node(text: "Price: 1357.95 — 25.6%") != nil)
    }
}
