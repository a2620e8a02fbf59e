import Foundation
/// One measured figure: a stable key for scripts, a label for people and
/// a value in base units (seconds for times, plain numbers for counts).
struct Figure {
    enum Unit { case seconds, count }

    var key: String
    var label: String
    var value: Double
    var unit: Unit

    static func time(_ key: String, _ label: String, _ seconds: Double) -> Figure {
        Figure(key: key, label: label, value: seconds, unit: .seconds)
    }

    static func count(_ key: String, _ label: String, _ value: Int) -> Figure {
        Figure(key: key, label: label, value: Double(value), unit: .count)
    }

    var formattedValue: String {
        switch unit {
        case .seconds: format(value)
        case .count: String(Int(value))
        }
    }
}

/// Where figures go: printed as they are measured, one line each, so a
/// long run shows progress. `--raw` prints `key value` lines (seconds or
/// counts, no units) for Scripts/bench to put beside the peers' figures;
/// `all` also prints a compact table at the end.
@MainActor
final class Report {
    let raw: Bool
    private(set) var figures: [Figure] = []

    init(raw: Bool) { self.raw = raw }

    func add(_ figure: Figure) {
        figures.append(figure)
        if raw {
            print("\(figure.key) \(figure.value)")
        } else {
            print("\(figure.label): \(figure.formattedValue)")
        }
    }

    /// A figure that could not be measured here, and why.
    func unavailable(_ key: String, _ label: String, reason: String) {
        if raw {
            print("\(key) n/a \(reason)")
        } else {
            print("\(label): n/a (\(reason))")
        }
    }

    /// A free-form note for people (not printed with `--raw`).
    func note(_ text: String) {
        if !raw { print(text) }
    }

    /// Every figure so far, as a two-column table.
    func printTable() {
        guard !raw, !figures.isEmpty else { return }
        let width = figures.map(\.label.count).max() ?? 0
        print("")
        print("figure".padding(toLength: width, withPad: " ", startingAt: 0) + " | Trellis")
        print(String(repeating: "-", count: width) + "-|--------")
        for figure in figures {
            print(figure.label.padding(toLength: width, withPad: " ", startingAt: 0) + " | " + figure.formattedValue)
        }
    }
}
