import Foundation
import Testing
@testable import TrellisCore

/// `DatePicker`: fields in the locale's order, stepping parts with keys
/// and arrows, the calendar popup, the range.
@Suite("DatePicker")
@MainActor
struct DatePickerTests {
    static let utc = TimeZone(identifier: "UTC")!
    /// 31 January 2026, 10:30 UTC.
    static let start = Date(timeIntervalSince1970: 1_769_855_400)

    struct Appointment: View {
        @State var date = DatePickerTests.start
        var range: ClosedRange<Date>? = nil

        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                if let range {
                    DatePicker("When", selection: $date, in: range)
                } else {
                    DatePicker("When", selection: $date)
                }
                Text("at \(Self.iso(date))")
            }
            .environment(\.locale, Locale(identifier: "en_US"))
            .environment(\.timeZone, DatePickerTests.utc)
            .environment(\.calendar, Calendar(identifier: .gregorian))
        }

        static func iso(_ date: Date) -> String {
            let formatter = ISO8601DateFormatter()
            formatter.timeZone = DatePickerTests.utc
            return formatter.string(from: date)
        }
    }

    private func texts(_ host: TestHost) -> [String] {
        let all = host.nodes
        guard let picker = all.firstIndex(where: { $0.kind == "DatePicker" }) else { return [] }
        // Separators show without their spaces (which become room beside them).
        return all[picker...].compactMap(\.text).filter { !$0.hasPrefix("at ") }
    }

    @Test func thePartsFollowTheLocale() {
        let host = TestHost(Appointment(), width: 400, height: 100)
        #expect(texts(host) == ["When", "01", "/", "31", "/", "2026", ",", "10", ":", "30", "AM"])
        #expect(host.nodes(kind: "DatePicker")[0].rect.height == 22)
        #expect(host.nodes(kind: "CalendarButton").count == 1)
    }

    @Test func theLabelSitsOnTheFieldsTextLine() throws {
        let host = TestHost(Appointment(), width: 400, height: 100)
        let label = try #require(host.node(text: "When"))
        let month = try #require(host.node(text: "01"))
        // Same font, so the same baseline means the same top.
        #expect(label.rect.minY == month.rect.minY)
        #expect(label.rect.height == month.rect.height)
    }

    @Test func upAndDownStepThePartWrappingWithinItsUnit() {
        let host = TestHost(Appointment(), width: 400, height: 100)
        host.click(text: "31")
        host.press(.upArrow, on: "DatePicker")
        // The day after the 31st is the 1st of the same month.
        #expect(host.node(text: "at 2026-01-01T10:30:00Z") != nil)
        host.press(.rightArrow, on: "DatePicker")
        host.press(.upArrow, on: "DatePicker")
        #expect(host.node(text: "at 2027-01-01T10:30:00Z") != nil)
        // Left twice from the year: the month; down wraps to December.
        host.press(.leftArrow, on: "DatePicker")
        host.press(.leftArrow, on: "DatePicker")
        host.press(.downArrow, on: "DatePicker")
        #expect(host.node(text: "at 2027-12-01T10:30:00Z") != nil)
    }

    @Test func theArrowsStepTheChosenPartAndAMPMMovesTwelveHours() {
        let host = TestHost(Appointment(), width: 400, height: 100)
        host.click(text: "AM")
        // The arrows are 15 points wide, 4 points before the calendar button.
        let button = host.nodes(kind: "CalendarButton")[0].rect
        host.click(CGPoint(x: button.minX - 4 - 7, y: button.minY + 5))
        #expect(host.node(text: "at 2026-01-31T22:30:00Z") != nil)
        #expect(host.node(text: "PM") != nil)
    }

    @Test func theCalendarChoosesADayAndKeepsTheTime() {
        let host = TestHost(Appointment(), width: 400, height: 100)
        let button = host.nodes(kind: "CalendarButton")[0].rect
        host.click(CGPoint(x: button.midX, y: button.midY))
        guard let request = host.host.popups.requests.last else { Issue.record("no calendar"); return }
        let popup = host.host.makePopupHost(for: request)
        popup.resize(to: popup.sizeLimits.ideal)
        _ = popup.update()
        func texts() -> [String] { popup.inspectionNodes().compactMap(\.text) }
        #expect(texts().contains("January 2026"))
        // Sunday first: the 1st of January 2026 is a Thursday.
        #expect(Array(texts()[3...10]) == ["S", "M", "T", "W", "T", "F", "S", "1"])
        func click(_ text: String) {
            guard let node = popup.inspectionNodes().first(where: { $0.text == text }) else { return }
            let point = CGPoint(x: node.frame[0] + 1, y: node.frame[1] + 1)
            popup.handle(.pointerMoved(point))
            popup.handle(.buttonDown(point, .primary))
            popup.handle(.buttonUp(point, .primary))
            _ = popup.update()
        }
        click("›")
        #expect(texts().contains("February 2026"))
        #expect(host.host.popups.requests.count == 1)
        click("14")
        #expect(host.host.popups.requests.isEmpty)
        _ = host.host.update()
        #expect(host.node(text: "at 2026-02-14T10:30:00Z") != nil)
    }

    @Test func stepsStayInTheRange() {
        let range = DatePickerTests.start.addingTimeInterval(-86_400)...DatePickerTests.start
        let host = TestHost(Appointment(range: range), width: 400, height: 100)
        host.click(text: "2026")
        host.press(.upArrow, on: "DatePicker")
        #expect(host.node(text: "at 2026-01-31T10:30:00Z") != nil)
        host.press(.downArrow, on: "DatePicker")
        #expect(host.node(text: "at 2026-01-30T10:30:00Z") != nil)
    }

    @Test func onlyTheRequestedComponentsAreShown() {
        let view = DatePicker("Time", selection: .constant(DatePickerTests.start), displayedComponents: .hourAndMinute)
            .environment(\.locale, Locale(identifier: "de_DE"))
            .environment(\.timeZone, DatePickerTests.utc)
        let host = TestHost(view, width: 400, height: 100)
        #expect(host.nodes.compactMap(\.text) == ["Time", "10", ":", "30"])
        #expect(host.nodes(kind: "CalendarButton").isEmpty)
    }
}

extension DatePickerTests {
    @Test func stylesChooseTheParts() {
        func kinds(_ style: some DatePickerStyle) -> (buttons: Int, calendarButtons: Int, hasCalendar: Bool) {
            let host = TestHost(Appointment().datePickerStyle(style), width: 400, height: 300)
            let texts = host.nodes.compactMap(\.text)
            return (host.nodes(kind: "Button").count, host.nodes(kind: "CalendarButton").count, texts.contains("January 2026"))
        }
        // Six parts (month, day, year, hour, minute, AM/PM) are buttons; the arrows add two.
        #expect(kinds(.compact) == (8, 1, false))
        #expect(kinds(.stepperField) == (8, 0, false))
        #expect(kinds(.field) == (6, 0, false))
        let graphical = kinds(.graphical)
        #expect(graphical.calendarButtons == 0 && graphical.hasCalendar)
    }

    @Test func theGraphicalCalendarChoosesInPlace() {
        let host = TestHost(Appointment().datePickerStyle(.graphical), width: 400, height: 300)
        host.click(text: "14")
        #expect(host.node(text: "at 2026-01-14T10:30:00Z") != nil)
        host.click(text: "›")
        #expect(host.node(text: "February 2026") != nil)
    }
}
