import Foundation
import SwiftUI
import Testing
import TrellisCore

/// Settings code as written for iOS and a Mac compiles through
/// `import SwiftUI`: `@AppStorage`, the environment values read from the
/// system, `openURL`, and the phone-only modifiers.
@Suite("The SwiftUI module: environment and storage")
@MainActor
struct EnvironmentAndStorageModuleTests {
    enum Units: String { case metric, imperial }

    private struct PreferencesView: SwiftUI.View {
        @SwiftUI.AppStorage("units") private var units = Units.metric
        @AppStorage("volume") private var volume = 0.5
        @AppStorage("lastOpened") private var lastOpened: URL?
        @Environment(\.openURL) private var openURL
        @Environment(\.locale) private var locale
        @Environment(\.horizontalSizeClass) private var sizeClass
        @Environment(\.scenePhase) private var scenePhase
        @Environment(\.colorScheme) private var colorScheme

        var body: some SwiftUI.View {
            VStack {
                Text("\(units.rawValue) \(Int(volume * 100)) \(sizeClass == .regular ? "wide" : "narrow")")
                    .textInputAutocapitalization(.never)
                    .autocorrectionDisabled()
                Button("Help") {
                    if let url = URL(string: "https://example.com/help") { openURL(url) }
                }
            }
            .navigationBarTitleDisplayMode(.inline)
            .ignoresSafeArea()
        }
    }

    private final class Measurer: TextMeasurer {
        func width(of text: Substring, font: ResolvedFont) -> CGFloat { CGFloat(text.count) * 7 }
        func lineMetrics(of font: ResolvedFont) -> LineMetrics { LineMetrics(ascent: 12, descent: 4) }
    }

    @Test func settingsCodeCompilesAndReadsItsDefaults() throws {
        let directory = NSTemporaryDirectory() + "trellis-module-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: directory) }
        // Never the real home: a store on a temporary file.
        let store = AppStorageStore(file: URL(fileURLWithPath: directory + "/app/AppStorage.json"))
        let host = ViewHost(rootView: PreferencesView().environment(\.appStorageStore, store),
                            measurer: Measurer(), clock: VirtualClock())
        host.resize(to: CGSize(width: 300, height: 100))
        _ = host.update()
        #expect(host.inspectionNodes().contains { $0.text == "metric 50 wide" })
    }
}
