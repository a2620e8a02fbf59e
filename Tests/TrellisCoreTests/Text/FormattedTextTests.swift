import Foundation
import Testing
@testable import TrellisCore

/// Numbers in text as people write them: `specifier:` interpolations and
/// Foundation format styles.
@Suite("Formatted text")
@MainActor
struct FormattedTextTests {
    private let us = Locale(identifier: "en_US")

    @Test func specifiersFormatLikePrintf() {
        let value = 3.14159
        #expect(Text("Pi is \(value, specifier: "%.2f")").content == "Pi is 3.14")
        #expect(Text("\(Float(2.5), specifier: "%.1f")").content == "2.5")
        #expect(Text("\(CGFloat(1), specifier: "%.3f") pt").content == "1.000 pt")
        #expect(Text("\(42, specifier: "%d") items").content == "42 items")
        #expect(Text("\(255, specifier: "%x")").content == "ff")
        #expect(Text("\(7, specifier: "%03d")").content == "007")
    }

    @Test func aSpecifiedNumberIsLaidOutAsItsText() {
        let host = TestHost(Text("\(2.0 / 3, specifier: "%.2f")").fixedSize())
        #expect(host.frame(text: "0.67")?.width == 28)
    }

    @Test func formatStylesFormatTheValue() {
        #expect(Text(1234.5678, format: .number.locale(us)).content == "1,234.5678")
        #expect(Text(0.256, format: .percent.locale(us)).content == "25.6%")
        #expect(Text(1234.5678, format: .currency(code: "USD").locale(us)).content == "$1,234.57")
        #expect(Text(42, format: .number).content == "42")
        #expect(Text("Total: \(19.5, format: .currency(code: "USD").locale(us))").content == "Total: $19.50")
    }
}
