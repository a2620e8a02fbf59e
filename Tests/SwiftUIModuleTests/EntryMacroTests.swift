import Foundation
import SwiftUI
import Testing
import TrellisCore

// Environment values declared with `@Entry`, as current SwiftUI code
// declares them: with a default, an optional without one, and a closure.
extension EnvironmentValues {
    @Entry var greeting: String = "Hello"
    @Entry var badgeCount: Int? = nil
    @Entry var cardStyle: Color?
    @Entry var onSelect: @MainActor (Int) -> Void = { _ in }
}

/// `@Entry` writes the key and accessors: values read their defaults and
/// what `.environment(_:_:)` sets.
@Suite("The SwiftUI module: @Entry")
@MainActor
struct EntryMacroTests {
    private struct Greeting: SwiftUI.View {
        @Environment(\.greeting) private var greeting
        @Environment(\.badgeCount) private var badgeCount
        var body: some SwiftUI.View { Text("\(greeting) \(badgeCount.map(String.init) ?? "none")") }
    }

    private final class Measurer: TextMeasurer {
        func width(of text: Substring, font: ResolvedFont) -> CGFloat { CGFloat(text.count) * 7 }
        func lineMetrics(of font: ResolvedFont) -> LineMetrics { LineMetrics(ascent: 12, descent: 4) }
    }

    private func texts(_ view: some SwiftUI.View) -> [String] {
        let host = ViewHost(rootView: view, measurer: Measurer(), clock: VirtualClock())
        host.resize(to: CGSize(width: 300, height: 100))
        _ = host.update()
        return host.inspectionNodes().compactMap(\.text)
    }

    @Test func entriesHaveTheirDefaultsAndCanBeSet() {
        #expect(texts(Greeting()).contains("Hello none"))
        #expect(texts(Greeting().environment(\.greeting, "Hi").environment(\.badgeCount, 3)).contains("Hi 3"))
        var values = EnvironmentValues()
        #expect(values.cardStyle == nil)
        values.cardStyle = .red
        #expect(values.cardStyle == .red)
    }
}
