import SwiftUI

/// The desktop's appearance in plain SwiftUI: the colour scheme it follows
/// (or one chosen for the window), tints, Markdown with a link, dates that
/// count, a `Link`, tooltips and per-window `@SceneStorage`. It compiles on
/// a Mac too.
@main
struct AppearanceApp: App {
    var body: some Scene {
        WindowGroup("Appearance") {
            AppearanceView()
                .frame(minWidth: 360, idealWidth: 480, minHeight: 420)
        }
    }
}

enum SchemeChoice: String, CaseIterable {
    case system = "System", light = "Light", dark = "Dark"

    var scheme: ColorScheme? {
        switch self {
        case .system: nil
        case .light: .light
        case .dark: .dark
        }
    }
}

struct AppearanceView: View {
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.dynamicTypeSize) private var typeSize
    @SceneStorage("scheme") private var choice = SchemeChoice.system
    @SceneStorage("presses") private var presses = 0
    @State private var opened = Date.now

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Appearance").font(.title2)
            SchemeRow(choice: $choice, colorScheme: colorScheme)
            Text("Text size: \(String(describing: typeSize))").foregroundStyle(.secondary)
            Divider()
            Text("**Markdown** in a literal: *italic*, `code`, ~~struck~~ and [a link](https://www.swift.org)")
            Text("Open for ") + Text(opened, style: .timer).monospacedDigit() + Text(" (since \(opened, style: .time))")
            Link("Trellis on the web", destination: URL(string: "https://github.com")!)
                .help("Opens in your browser")
            Divider()
            TintRow(presses: $presses)
            ProgressView(value: Double(presses % 10), total: 10)
                .tint(.orange)
                .help("Ten presses fill the bar")
        }
        .padding()
        .preferredColorScheme(choice.scheme)
    }
}

struct SchemeRow: View {
    @Binding var choice: SchemeChoice
    let colorScheme: ColorScheme

    var body: some View {
        HStack {
            Text("Colour scheme:")
            Menu(choice.rawValue) {
                ForEach(SchemeChoice.allCases, id: \.self) { option in
                    Button(option.rawValue) { choice = option }
                }
            }
            .help("System follows the desktop's dark-mode setting")
            Text(colorScheme == .dark ? "now dark" : "now light").foregroundStyle(.secondary)
        }
    }
}

struct TintRow: View {
    @Binding var presses: Int

    var body: some View {
        HStack {
            Button("Accent") { presses += 1 }
                .buttonStyle(.borderedProminent)
            Button("Green") { presses += 1 }
                .buttonStyle(.borderedProminent)
                .tint(.green)
            Button("Bordered") { presses += 1 }
            Text("\(presses) presses").foregroundStyle(.tint)
        }
    }
}
