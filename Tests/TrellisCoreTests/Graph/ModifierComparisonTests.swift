import Observation
import Testing
@testable import TrellisCore

/// How often each body ran, by name.
@MainActor
private final class ModifierBodyLog {
    private(set) var counts: [String: Int] = [:]
    func ran(_ name: String) { counts[name, default: 0] += 1 }
    subscript(name: String) -> Int { counts[name, default: 0] }
}

/// What the tests change from outside.
@Observable
private final class Knobs {
    var tick = 0
    var number = 1
    var red = true
}

private struct NumberKey: EnvironmentKey { static let defaultValue = 0 }
private extension EnvironmentValues {
    var modifierTestNumber: Int {
        get { self[NumberKey.self] }
        set { self[NumberKey.self] = newValue }
    }
}

private struct Reader: View {
    let name: String
    let log: ModifierBodyLog
    @Environment(\.modifierTestNumber) private var number
    var body: some View {
        log.ran(name)
        return Text("\(name) \(number)")
    }
}

/// Environment modifiers inside paddings: the padding's value holds the
/// modifier, so it is the same view only if the modifier compares equal.
private struct Panel: View {
    let knobs: Knobs
    let log: ModifierBodyLog

    var body: some View {
        let tick = knobs.tick
        return VStack {
            Text("tick \(tick)")
            Reader(name: "styled", log: log).foregroundStyle(knobs.red ? Color.red : Color.blue).padding(2)
            Reader(name: "numbered", log: log).environment(\.modifierTestNumber, knobs.number).padding(2)
            Reader(name: "tinted", log: log).tint(.green).disabled(false).lineLimit(2).padding(2)
            Reader(name: "fonted", log: log).font(.headline).controlSize(.small).padding(2)
        }
    }
}

/// A row of bordered buttons whose actions are new closures at every body.
private struct ButtonRow: View {
    let knobs: Knobs
    let count: Int

    var body: some View {
        let tick = knobs.tick
        return VStack {
            Text("tick \(tick)")
            HStack {
                ForEach(0..<count, id: \.self) { index in
                    Button("Button \(index)") { _ = tick }
                        .buttonStyle(.bordered)
                }
                Button("Default") { _ = tick }.buttonStyle(.borderedProminent)
            }
        }
        .padding(8)
    }
}

@Suite("Modifiers compare as view inputs")
@MainActor
struct ModifierComparisonTests {
    @Test func aModifierSettingAnEqualValueLeavesWhatHoldsItAsItWas() {
        let knobs = Knobs(), log = ModifierBodyLog()
        let host = TestHost(Panel(knobs: knobs, log: log), width: 400, height: 300)
        for name in ["styled", "numbered", "tinted", "fonted"] { #expect(log[name] == 1) }
        knobs.tick = 1
        _ = host.host.update()
        #expect(host.node(text: "tick 1") != nil)
        for name in ["styled", "numbered", "tinted", "fonted"] { #expect(log[name] == 1, "\(name) ran again") }
    }

    @Test func aModifierSettingANewValueStillReachesItsContent() {
        let knobs = Knobs(), log = ModifierBodyLog()
        let host = TestHost(Panel(knobs: knobs, log: log), width: 400, height: 300)
        knobs.number = 7
        _ = host.host.update()
        #expect(host.node(text: "numbered 7") != nil)
        #expect(log["numbered"] == 2)
        func styledColor() -> RGBAColor? {
            for case .text(let string, _, _, let color) in host.host.displayList().items where string == "styled 0" { return color }
            return nil
        }
        let red = styledColor()
        knobs.red = false
        _ = host.host.update()
        #expect(styledColor() != nil)
        #expect(styledColor() != red)
    }

    @Test func modifiersFromDifferentPlacesSettingEqualValuesDiffer() {
        // Same content type and value type (`Bool`), different modifiers.
        let disabled = AnyView(Color.red.disabled(true)), hidden = AnyView(Color.red.labelsHidden())
        #expect(!ViewValueComparison.areEqual(disabled, hidden))
        #expect(ViewValueComparison.areEqual(disabled, AnyView(Color.red.disabled(true))))
        #expect(!ViewValueComparison.areEqual(disabled, AnyView(Color.red.disabled(false))))
        // A value that is nil is a value too: `lineLimit(nil)` is the same input again.
        #expect(ViewValueComparison.areEqual(AnyView(Color.red.lineLimit(nil)), AnyView(Color.red.lineLimit(nil))))
        #expect(!ViewValueComparison.areEqual(AnyView(Color.red.lineLimit(nil)), AnyView(Color.red.lineLimit(2))))
        // The same modifier for two layout value keys.
        #expect(!ViewValueComparison.areEqual(AnyView(Color.red.layoutValue(key: KeyA.self, value: 1)),
                                              AnyView(Color.red.layoutValue(key: KeyB.self, value: 1))))
        // A closure the modifier cannot see into is never the same.
        let transformed = { AnyView(Color.red.transformEnvironment(\.modifierTestNumber) { $0 += 1 }) }
        #expect(!ViewValueComparison.areEqual(transformed(), transformed()))
    }

    @Test func borderedButtonsWithNewActionsKeepTheirBezels() {
        var bodies: [Int] = []
        var measurements: [Int] = []
        for count in [2, 6] {
            let knobs = Knobs()
            let host = TestHost(ButtonRow(knobs: knobs, count: count), width: 900, height: 200)
            let before = host.host.statistics
            knobs.tick = 1
            _ = host.host.update()
            #expect(host.node(text: "tick 1") != nil)
            bodies.append(host.host.statistics.bodyEvaluations - before.bodyEvaluations)
            measurements.append(host.host.statistics.measurements - before.measurements)
        }
        // The row's body runs; no button's bezel runs again, and no button
        // is measured again (each is asked more proposals by the nested
        // stacks than three slots hold: they were all measured anew).
        #expect(bodies[0] == bodies[1])
        #expect(measurements[0] == measurements[1])
    }
}

private struct KeyA: LayoutValueKey { static let defaultValue = 0 }
private struct KeyB: LayoutValueKey { static let defaultValue = 0 }
