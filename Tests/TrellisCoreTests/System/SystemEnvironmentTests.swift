import Foundation
import Testing
@testable import TrellisCore

private struct EnvironmentProbe: View {
    @Environment(\.horizontalSizeClass) private var horizontal
    @Environment(\.verticalSizeClass) private var vertical
    @Environment(\.scenePhase) private var phase
    @Environment(\.colorScheme) private var scheme
    @Environment(\.locale) private var locale
    @Environment(\.timeZone) private var timeZone
    @Environment(\.calendar) private var calendar

    var body: some View {
        VStack {
            Text("size \(horizontal == .regular) \(vertical == .regular)")
            Text("phase \(phase == .active)")
            Text("scheme \(scheme == .light ? "light" : "dark")")
            Text("region \(locale.identifier == SystemRegion.current.locale.identifier) \(timeZone == SystemRegion.current.timeZone) \(calendar.timeZone == timeZone)")
        }
    }
}

@MainActor
@Suite struct SystemEnvironmentTests {
    @Test func viewsReadADesktopsValues() {
        let host = TestHost(EnvironmentProbe())
        #expect(host.node(text: "size true true") != nil)
        #expect(host.node(text: "phase true") != nil)
        #expect(host.node(text: "scheme light") != nil)
        #expect(host.node(text: "region true true true") != nil)
    }

    @Test func aSubtreeCanOverrideThem() {
        let host = TestHost(EnvironmentProbe().environment(\.colorScheme, .dark))
        #expect(host.node(text: "scheme dark") != nil)
    }

    @Test func localeComesFromLCAllThenLCMessagesThenLang() {
        #expect(SystemRegion.localeIdentifier(environment: ["LANG": "de_DE.UTF-8"]) == "de_DE")
        #expect(SystemRegion.localeIdentifier(environment: ["LANG": "de_DE.UTF-8", "LC_MESSAGES": "fr_FR.UTF-8"]) == "fr_FR")
        #expect(SystemRegion.localeIdentifier(environment: ["LC_ALL": "sr_RS@latin", "LC_MESSAGES": "fr_FR", "LANG": "de_DE"]) == "sr_RS")
        #expect(SystemRegion.localeIdentifier(environment: ["LC_ALL": "", "LANG": "ja_JP.eucJP"]) == "ja_JP")
        for posix in [[:], ["LANG": "C"], ["LANG": "POSIX"], ["LC_ALL": "C.UTF-8"]] {
            #expect(SystemRegion.localeIdentifier(environment: posix) == "en_US_POSIX")
        }
    }

    @Test func timeZoneComesFromTZ() {
        #expect(SystemRegion(environment: ["TZ": "Europe/Berlin"]).timeZone.identifier == "Europe/Berlin")
        #expect(SystemRegion(environment: ["TZ": ":Asia/Tokyo"]).timeZone.identifier == "Asia/Tokyo")
        #expect(SystemRegion(environment: ["TZ": "/usr/share/zoneinfo/America/New_York"]).timeZone.identifier == "America/New_York")
        #expect(SystemRegion(environment: ["TZ": "Not/AZone"]).timeZone.secondsFromGMT() == 0)
        #expect(Diagnostics.log.contains { $0.contains("TZ=Not/AZone") })
    }

    @Test func theCalendarUsesTheLocaleAndTimeZone() {
        let region = SystemRegion(environment: ["LANG": "de_DE.UTF-8", "TZ": "Europe/Berlin"])
        #expect(region.locale.identifier == "de_DE")
        #expect(region.calendar.locale?.identifier == "de_DE")
        #expect(region.calendar.timeZone.identifier == "Europe/Berlin")
        #expect(region.calendar.identifier == .gregorian)
    }
}
