import SwiftUI

/// `gallery settings`: preferences kept with `@AppStorage`. Quit and start
/// it again and the switch, the counter and the size are as you left them
/// (in `$XDG_CONFIG_HOME/gallery/AppStorage.json`, else
/// `~/.config/gallery/…`). The summary line is another view reading the
/// same keys: it changes in the same frame as the controls.
@main
struct SettingsApp: App {
    var body: some Scene {
        WindowGroup("Settings") {
            SettingsView()
                .frame(minWidth: 280, idealWidth: 340, minHeight: 160)
        }
    }
}

enum TextSize: String, CaseIterable {
    case small, medium, large

    var next: TextSize {
        let all = TextSize.allCases
        return all[(all.firstIndex(of: self)! + 1) % all.count]
    }
}

struct SettingsView: View {
    @AppStorage("soundEnabled") private var soundEnabled = true
    @AppStorage("launchCount") private var count = 0
    @AppStorage("textSize") private var textSize = TextSize.medium

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Text("Preferences")
                .font(.title2)
            Button(soundEnabled ? "Sound: On" : "Sound: Off") { soundEnabled.toggle() }
            HStack(spacing: 8) {
                Button("Count: \(count)") { count += 1 }
                Button("Reset") { count = 0 }
            }
            Button("Text size: \(textSize.rawValue)") { textSize = textSize.next }
            Divider()
            SettingsSummary()
        }
        .padding()
    }
}

/// Reads the same keys as the controls above, in a body of its own.
struct SettingsSummary: View {
    @AppStorage("soundEnabled") private var soundEnabled = true
    @AppStorage("launchCount") private var count = 0

    var body: some View {
        Text("Saved: sound \(soundEnabled ? "on" : "off"), count \(count)")
            .foregroundStyle(.secondary)
    }
}
