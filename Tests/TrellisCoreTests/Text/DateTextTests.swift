import Foundation
import Testing
@testable import TrellisCore

/// A wall clock the test moves.
private final class FakeNow: @unchecked Sendable {
    var date: Date
    init(_ date: Date) { self.date = date }
    lazy var clock = WallClock { [unowned self] in self.date }
}

@MainActor
struct DateTextTests {
    private let start = Date(timeIntervalSince1970: 1_700_000_000)  // 2023-11-14 22:13:20 UTC

    private func environment(_ now: FakeNow) -> EnvironmentValues {
        var environment = EnvironmentValues()
        environment.locale = Locale(identifier: "en_US_POSIX")
        environment.timeZone = TimeZone(identifier: "UTC")!
        environment.wallClock = now.clock
        return environment
    }

    private func shown(_ style: Text.DateStyle, at offset: Double) -> String {
        let now = FakeNow(start.addingTimeInterval(offset))
        return LiveDate(date: start, style: style).string(now: now.date, in: environment(now))
    }

    @Test func eachStyleFormatsAsSwiftUIDocuments() {
        #expect(shown(.date, at: 0) == "November 14, 2023")
        // ICU puts a narrow no-break space before "PM".
        #expect(shown(.time, at: 0) == "10:13\u{202F}PM")
        #expect(shown(.relative, at: -(2 * 3600 + 23 * 60 + 5)) == "2 hours, 23 minutes")
        #expect(shown(.relative, at: 400 * 86_400) == "1 year, 1 month")
        #expect(shown(.relative, at: 3600 + 5) == "1 hour")
        #expect(shown(.offset, at: -2 * 3600) == "+2 hours")
        #expect(shown(.offset, at: 95 * 86_400) == "-3 months")
        #expect(shown(.timer, at: 152) == "2:32")
        #expect(shown(.timer, at: -(36 * 3600 + 59 * 60 + 1)) == "36:59:01")
        #expect(shown(.timer, at: 0) == "0:00")
        #expect(LiveDate.units(.infinity, count: 2) == "")
        #expect(LiveDate.timer(.nan) == "")
    }

    /// The timer counts in the locale's own digits.
    @Test func theTimerUsesTheLocalesDigits() {
        #expect(LiveDate.timer(152, locale: Locale(identifier: "ar_EG")) == "٢:٣٢")
        #expect(LiveDate.timer(36 * 3600 + 59 * 60 + 1, locale: Locale(identifier: "hi_IN@numbers=deva")) == "३६:५९:०१")
        #expect(LiveDate.timer(3 * 3600 + 5, locale: Locale(identifier: "de_DE")) == "3:00:05")
    }

    /// The relative styles speak the environment's language (ICU's unit
    /// names and its way of joining them), as SwiftUI's do. The words are
    /// CLDR 46's, the data of the ICU Foundation carries.
    @Test func relativeAndOffsetFollowTheLocale() {
        func shown(_ style: Text.DateStyle, at offset: Double, _ identifier: String) -> String {
            let now = FakeNow(start.addingTimeInterval(offset))
            var environment = environment(now)
            environment.locale = Locale(identifier: identifier)
            return LiveDate(date: start, style: style).string(now: now.date, in: environment)
        }
        #expect(shown(.relative, at: -(2 * 3600 + 23 * 60 + 5), "de_DE") == "2 Stunden und 23 Minuten")
        #expect(shown(.relative, at: 400 * 86_400, "de_DE") == "1 Jahr und 1 Monat")
        #expect(shown(.offset, at: 95 * 86_400, "de_DE") == "-3 Monate")
        // French keeps a number and its unit together with a no-break space.
        #expect(shown(.relative, at: 3600 + 5, "fr_FR") == "1\u{A0}heure")
        #expect(shown(.relative, at: -(2 * 3600 + 23 * 60 + 5), "fr_FR") == "2\u{A0}heures et 23 minutes")
        #expect(shown(.offset, at: -2 * 3600, "ja_JP") == "+2時間")
        #expect(shown(.relative, at: 0, "en_US") == "0 seconds")
        // Far beyond any calendar: still words, never a trap.
        #expect(shown(.relative, at: 1e300, "en_US") == "31,709,791 years, 11 months")
    }

    @Test func aRangeIsTwoTimesWithinADay() {
        let now = FakeNow(start)
        let range = LiveDate(date: start, style: .time, end: start.addingTimeInterval(3600))
        #expect(range.string(now: now.date, in: environment(now)) == "10:13\u{202F}PM – 11:13\u{202F}PM")
        let long = LiveDate(date: start, style: .time, end: start.addingTimeInterval(86_400 * 2))
        #expect(long.string(now: now.date, in: environment(now)) == "Nov 14, 2023 at 10:13\u{202F}PM – Nov 16, 2023 at 10:13\u{202F}PM")
    }

    @Test func aTimerRedrawsWhenItsSecondChangesAndStopsWhenRemoved() {
        struct Clock: View {
            let start: Date
            @State var shown = true
            var body: some View {
                VStack {
                    if shown { Text(start, style: .timer) }
                    Button("hide") { shown = false }
                }
            }
        }
        LiveTextRefresh.fireAll()
        let now = FakeNow(start.addingTimeInterval(5.25))
        var environment = EnvironmentValues()
        environment.wallClock = now.clock
        let host = TestHost(Clock(start: start).environment(\.wallClock, now.clock))
        #expect(host.node(text: "0:05") != nil)
        // One wake-up waits for the next change, 0.75 s away.
        #expect(LiveTextRefresh.pendingCount == 1)
        #expect(abs(LiveDate(date: start, style: .timer).secondsToNextChange(now: now.date) - 0.75) < 1e-9)
        now.date = start.addingTimeInterval(7.1)
        LiveTextRefresh.fireAll()
        #expect(host.node(text: "0:07") != nil)
        #expect(LiveTextRefresh.pendingCount == 1)
        host.click(text: "hide")
        now.date = start.addingTimeInterval(9)
        LiveTextRefresh.fireAll()
        _ = host.host.update()
        #expect(LiveTextRefresh.pendingCount == 0)
        #expect(host.nodes(kind: "Text").count == 1)
    }

    @Test func fixedStylesNeverWake() {
        LiveTextRefresh.fireAll()
        let host = TestHost(VStack { Text(start, style: .date); Text(start, style: .time); Text(start...start) })
        #expect(host.nodes(kind: "Text").count == 3)
        #expect(LiveTextRefresh.pendingCount == 0)
    }

    @Test func anInterpolatedDateKeepsTheTextAroundIt() {
        let text = Text("(since \(start, style: .date))")
        #expect(text.runs.map(\.string) == ["(since ", "", ")"])
        #expect(text.runs[1].live == LiveDate(date: start, style: .date))
    }

    @Test func formatStylesWork() {
        let text = Text(start, format: Date.FormatStyle(date: .numeric, time: .omitted, timeZone: TimeZone(identifier: "UTC")!)
            .locale(Locale(identifier: "en_US")))
        #expect(text.content == "11/14/2023")
    }
}
