import Foundation
import Testing
@testable import TrellisCore

/// `Measurement.FormatStyle` (absent from Foundation on Linux, declared
/// over ICU): widths, the locale's units for a usage, `.asProvided`,
/// temperatures with their scale, and `Text(_:format:)`.
@Suite("Measurement format")
@MainActor
struct MeasurementFormatTests {
    private let us = Locale(identifier: "en_US"), germany = Locale(identifier: "de_DE")
    private let fiveKilometres = Measurement<UnitLength>(value: 5, unit: .kilometers)

    @Test func widthsAndTheLocalesUnits() {
        #expect(fiveKilometres.formatted(.measurement(width: .abbreviated).locale(us)) == "3.1 mi")
        #expect(fiveKilometres.formatted(.measurement(width: .abbreviated).locale(germany)) == "5 km")
        #expect(fiveKilometres.formatted(.measurement(width: .wide, usage: .asProvided).locale(us)) == "5 kilometers")
        #expect(fiveKilometres.formatted(.measurement(width: .narrow, usage: .asProvided).locale(us)) == "5km")
        #expect(fiveKilometres.formatted(.measurement(width: .abbreviated, usage: .road).locale(us)) == "3.1 mi")
        #expect(Measurement(value: 80, unit: UnitMass.kilograms)
            .formatted(.measurement(width: .abbreviated, usage: .personWeight).locale(us)) == "176 lb")
    }

    @Test func aNumberStyleWritesTheNumberInTheChosenUnit() {
        let twoPlaces = FloatingPointFormatStyle<Double>.number.precision(.fractionLength(2))
        #expect(fiveKilometres.formatted(.measurement(width: .abbreviated, usage: .asProvided, numberFormatStyle: twoPlaces)
            .locale(us)) == "5.00 km")
        #expect(fiveKilometres.formatted(.measurement(width: .abbreviated, numberFormatStyle: twoPlaces).locale(us)) == "3.11 mi")
        #expect(Measurement(value: 1234.5, unit: UnitLength.meters)
            .formatted(.measurement(width: .abbreviated, usage: .asProvided, numberFormatStyle: .number).locale(germany)) == "1.234,5 m")
        #expect(Measurement(value: -2, unit: UnitLength.meters)
            .formatted(.measurement(width: .abbreviated, usage: .asProvided, numberFormatStyle: twoPlaces).locale(us)) == "-2.00 m")
    }

    @Test func temperaturesNameTheirScaleUnlessHidden() {
        let body = Measurement(value: 36.8, unit: UnitTemperature.celsius)
        #expect(Measurement<UnitTemperature>.FormatStyle(width: .abbreviated, locale: us).format(body) == "98°F")
        #expect(Measurement<UnitTemperature>.FormatStyle(width: .abbreviated, locale: us, usage: .asProvided).format(body) == "36.8°C")
        #expect(Measurement<UnitTemperature>.FormatStyle(width: .abbreviated, locale: us, usage: .asProvided, hidesScaleName: true)
            .format(body) == "36.8°")
    }

    @Test func textShowsAFormattedMeasurementAndBadValuesDoNotCrash() {
        let host = TestHost(Text(fiveKilometres, format: .measurement(width: .abbreviated, usage: .asProvided)), width: 300, height: 50)
        #expect(host.node(text: "5 km") != nil)
        let nan = Measurement<UnitLength>(value: .nan, unit: .meters)
        #expect(!nan.formatted(.measurement(width: .wide).locale(us)).isEmpty)
        let custom = Measurement(value: 2, unit: UnitLength(symbol: "cubit", converter: UnitConverterLinear(coefficient: 0.45)))
        #expect(custom.formatted(.measurement(width: .abbreviated, usage: .asProvided).locale(us)) == "2 cubit")
    }
}
