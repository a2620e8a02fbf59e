import Testing
@testable import TrellisCore

private struct ScaleKey: EnvironmentKey { static let defaultValue = 1 }
private extension EnvironmentValues {
    var linkingScale: Int {
        get { self[ScaleKey.self] }
        set { self[ScaleKey.self] = newValue }
    }
}

/// Plain fields between the dynamic properties: each property is found at
/// its own offset, and the two states keep their own cells.
private struct Mixed: View {
    let title: String
    @State private var first = 0
    let spacing: Double
    @Environment(\.linkingScale) private var scale
    @State private var second = 100

    var body: some View {
        VStack {
            Button("\(title) first \(first * scale)") { first += 1 }
            Button("\(title) second \(second * scale)") { second += 1 }
        }
    }
}

/// A generic view: its field offsets depend on its type argument.
private struct Boxed<Payload>: View {
    let payload: Payload
    let label: String
    @State private var taps = 0
    var body: some View { Button("\(label) \(taps)") { taps += 1 } }
}

/// State held by a modifier, not by the view it modifies.
private struct Tally: ViewModifier {
    @State private var count = 0
    func body(content: Content) -> some View {
        VStack {
            content
            Button("tally \(count)") { count += 1 }
        }
    }
}

private struct Screen: View {
    @State private var scale = 1
    var body: some View {
        VStack {
            Mixed(title: "m", spacing: 4).environment(\.linkingScale, scale)
            Boxed(payload: (1, "two", 3.0), label: "tuple")
            Boxed(payload: [1, 2, 3], label: "array")
            Text("modified").modifier(Tally())
            Button("scale \(scale)") { scale += 1 }
        }
    }
}

@Suite("Dynamic properties are linked at their fields")
@MainActor
struct DynamicPropertyLinkingTests {
    @Test func eachStateKeepsItsOwnCellBesidePlainFields() {
        let host = TestHost(Screen(), width: 300, height: 400)
        host.click(text: "m first 0")
        host.click(text: "m second 100")
        host.click(text: "m second 101")
        #expect(host.node(text: "m first 1") != nil)
        #expect(host.node(text: "m second 102") != nil)
    }

    @Test func anEnvironmentPropertyReadsTheNewValue() {
        let host = TestHost(Screen(), width: 300, height: 400)
        host.click(text: "m first 0")
        host.click(text: "scale 1")
        #expect(host.node(text: "m first 2") != nil)
        #expect(host.node(text: "m second 200") != nil)
    }

    @Test func genericViewsOfDifferentArgumentsKeepTheirOwnState() {
        let host = TestHost(Screen(), width: 300, height: 400)
        host.click(text: "tuple 0")
        host.click(text: "array 0")
        host.click(text: "array 1")
        #expect(host.node(text: "tuple 1") != nil)
        #expect(host.node(text: "array 2") != nil)
    }

    @Test func aModifiersStateLivesAcrossUpdates() {
        let host = TestHost(Screen(), width: 300, height: 400)
        host.click(text: "tally 0")
        host.click(text: "scale 1")
        host.click(text: "tally 1")
        #expect(host.node(text: "tally 2") != nil)
        #expect(host.node(text: "modified") != nil)
    }
}
