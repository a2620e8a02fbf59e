import SwiftUI
import Testing
import TrellisCore

/// Code written for a Mac compiles unchanged (issue #14): `import SwiftUI`
/// is Trellis, and names qualified with the module resolve.
@Suite("The SwiftUI module")
@MainActor
struct SwiftUIModuleTests {
    private struct Badge: SwiftUI.View {
        var body: some SwiftUI.View {
            SwiftUI.HStack(spacing: 4) {
                SwiftUI.Circle().fill(SwiftUI.Color.red).frame(width: 10, height: 10)
                SwiftUI.Text("ab")
            }
            .padding(2)
        }
    }

    /// Every character 7 points wide, lines 16 high.
    private final class Measurer: TextMeasurer {
        func width(of text: Substring, font: ResolvedFont) -> CGFloat { CGFloat(text.count) * 7 }
        func lineMetrics(of font: ResolvedFont) -> LineMetrics { LineMetrics(ascent: 12, descent: 4) }
    }

    @Test func qualifiedNamesResolveAndLayOutAsTrellis() {
        let host = ViewHost(rootView: Badge(), measurer: Measurer(), clock: VirtualClock())
        // Circle 10 + spacing 4 + "ab" 14, padded by 2 on each side; 16 high plus 4.
        #expect(host.sizeThatFits(.unspecified) == CGSize(width: 32, height: 20))
        #expect(SwiftUI.Color.red == Trellis.Color.red)
    }
}
