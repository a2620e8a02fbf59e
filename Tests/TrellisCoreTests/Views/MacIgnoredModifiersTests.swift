import Testing
@testable import TrellisCore

/// Modifiers SwiftUI ignores on a Mac compile and leave the view as it is.
@Suite("Modifiers a Mac ignores")
@MainActor
struct MacIgnoredModifiersTests {
    @Test func theyLeaveTheLayoutUnchanged() {
        let plain = TestHost(Text("Name").fixedSize(), width: 200, height: 100)
        let modified = TestHost(Text("Name")
            .submitLabel(.done)
            .scrollDismissesKeyboard(.interactively)
            .presentationDetents([.medium, .fraction(0.3)])
            .presentationDragIndicator(.visible)
            .textContentType(.username)
            .textContentType(nil)
            .sensoryFeedback(.success, trigger: 1)
            .sensoryFeedback(.impact(weight: .heavy), trigger: true)
            .privacySensitive()
            .speechAlwaysIncludesPunctuation()
            .accessibilityInputLabels(["Name", "Title"])
            .scrollBounceBehavior(.basedOnSize, axes: [.vertical])
            .toolbarRole(.editor)
            .listRowSeparatorTint(.red)
            .fixedSize(), width: 200, height: 100)
        #expect(modified.frame(text: "Name") == plain.frame(text: "Name"))
        #expect(modified.frame(text: "Name")?.size == CGSize(width: 28, height: 16))
    }
}

extension MacIgnoredModifiersTests {
    /// `focusSection()` guides directional focus, which a desktop lacks:
    /// Tab still goes through the section's buttons in reading order.
    @Test func aFocusSectionLeavesTheTabOrder() {
        let host = TestHost(VStack {
            HStack { Button("One") {}; Button("Two") {} }.focusSection()
            Button("Three") {}
        })
        var order: [String] = []
        for _ in 0..<3 { host.tab(); order.append(host.focusedText ?? "") }
        #expect(order == ["One", "Two", "Three"])
    }
}
