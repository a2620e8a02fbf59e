import SwiftUI
import Testing

// Previews as Xcode's templates write them compile here (issue #14); the
// build is the test. `#Preview` expands to a type that type-checks its
// content without running it.

private struct Greeting: View {
    var name = "World"
    var body: some View { Text("Hello, \(name)!") }
}

#Preview {
    Greeting()
}

#Preview("Named, several views") {
    VStack {
        Greeting(name: "A")
        Greeting(name: "B")
    }
    .padding()
}

#Preview("With traits", traits: .sizeThatFitsLayout, .landscapeLeft) {
    Greeting(name: "traits")
}

#Preview(traits: .fixedLayout(width: 200, height: 100)) {
    Greeting()
}

private struct Greeting_Previews: PreviewProvider {
    static var previews: some View {
        Greeting()
            .previewDisplayName("Default")
            .previewLayout(.sizeThatFits)
            .previewDevice("Mac")
    }
}

@Suite("Previews")
@MainActor
struct PreviewTests {
    @Test func aPreviewProvidersPreviewsAreItsViewUnchanged() {
        // The preview-only modifiers return the view itself, not a wrapper.
        #expect(type(of: Greeting_Previews.previews) == Greeting.self)
        #expect(Greeting_Previews.platform == nil)
    }
}
