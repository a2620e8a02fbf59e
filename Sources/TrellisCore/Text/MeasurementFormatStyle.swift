import CICU
import Foundation

// Foundation on Linux (swift-corelibs-foundation) has `Measurement` but
// neither `Measurement.FormatStyle` nor `MeasurementFormatter`; these
// declare Foundation's API over ICU's unit formatting (the copy Foundation
// carries), so that `Text(distance, format: .measurement(width: .abbreviated))`
// and `distance.formatted()` read as on a Mac: converted to the locale's
// units unless `usage` is `.asProvided`.
#if !canImport(Darwin)

/// What a measurement is for, which decides the units the locale shows it
/// in (`.road` distances in miles in the US; `.asProvided` keeps the unit).
public struct MeasurementFormatUnitUsage<UnitType: Dimension>: Codable, Hashable, Sendable {
    /// ICU's usage name; nil: the unit as provided.
    let icuUsage: String?

    public static var general: Self { Self(icuUsage: "default") }
    public static var asProvided: Self { Self(icuUsage: nil) }
}

extension MeasurementFormatUnitUsage where UnitType == UnitLength {
    public static var person: Self { Self(icuUsage: "person") }
    public static var personHeight: Self { Self(icuUsage: "person-height") }
    public static var road: Self { Self(icuUsage: "road") }
    public static var focalLength: Self { Self(icuUsage: "focal-length") }
    public static var rainfall: Self { Self(icuUsage: "rainfall") }
    public static var snowfall: Self { Self(icuUsage: "snowfall") }
    public static var visibility: Self { Self(icuUsage: "visiblty") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitMass {
    public static var personWeight: Self { Self(icuUsage: "person") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitTemperature {
    public static var person: Self { Self(icuUsage: "person") }
    public static var weather: Self { Self(icuUsage: "weather") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitEnergy {
    public static var food: Self { Self(icuUsage: "food") }
    public static var workout: Self { Self(icuUsage: "default") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitVolume {
    public static var liquid: Self { Self(icuUsage: "fluid") }
}

extension Measurement where UnitType: Dimension {
    /// Foundation's measurement format style: the value in the unit the
    /// locale uses for `usage`, at `width` ("5 kilometers", "5 km", "5km").
    public struct FormatStyle: Foundation.FormatStyle, Sendable {
        public struct UnitWidth: Codable, Hashable, Sendable {
            let skeleton: String
            /// "5 kilometers".
            public static var wide: Self { Self(skeleton: "unit-width-full-name") }
            /// "5 km".
            public static var abbreviated: Self { Self(skeleton: "unit-width-short") }
            /// "5km".
            public static var narrow: Self { Self(skeleton: "unit-width-narrow") }
        }

        public var width: UnitWidth
        public var locale: Locale
        public var usage: MeasurementFormatUnitUsage<UnitType>?
        /// How the number is written (in the unit the usage chose); nil:
        /// as the locale writes that usage (3.1 mi, 98°F).
        public var numberFormatStyle: FloatingPointFormatStyle<Double>?
        /// For temperatures: "20°" rather than "20°C".
        public var hidesScaleName: Bool

        public init(width: UnitWidth, locale: Locale = .autoupdatingCurrent, usage: MeasurementFormatUnitUsage<UnitType> = .general,
                    numberFormatStyle: FloatingPointFormatStyle<Double>? = nil) {
            self.init(width: width, locale: locale, usage: usage, hidesScaleName: false, numberFormatStyle: numberFormatStyle)
        }

        public init(width: UnitWidth = .abbreviated, locale: Locale = .autoupdatingCurrent,
                    usage: MeasurementFormatUnitUsage<UnitType> = .general, hidesScaleName: Bool = false,
                    numberFormatStyle: FloatingPointFormatStyle<Double>? = nil) {
            self.width = width
            self.locale = locale
            self.usage = usage
            self.hidesScaleName = hidesScaleName
            self.numberFormatStyle = numberFormatStyle
        }

        public func locale(_ locale: Locale) -> Self {
            var copy = self
            copy.locale = locale
            return copy
        }

        public func format(_ measurement: Measurement<UnitType>) -> String {
            let text = MeasurementText.format(value: measurement.value, unit: measurement.unit, width: width.skeleton,
                                              usage: usage?.icuUsage, hidesScaleName: hidesScaleName, locale: locale,
                                              exact: numberFormatStyle != nil)
            guard let numberFormatStyle else { return text }
            return MeasurementText.replacingNumber(in: text, value: measurement.value, unit: measurement.unit,
                                                   usage: usage?.icuUsage, locale: locale) {
                numberFormatStyle.locale(locale).format($0)
            }
        }
    }

    /// The measurement as a Mac writes it by default: abbreviated, in the
    /// locale's units ("3.1 mi" for 5 km in the US).
    public func formatted() -> String { FormatStyle(width: .abbreviated).format(self) }

    public func formatted<S: Foundation.FormatStyle>(_ style: S) -> S.FormatOutput where S.FormatInput == Measurement<UnitType> {
        style.format(self)
    }
}

extension FormatStyle {
    public static func measurement<UnitType: Dimension>(width: Measurement<UnitType>.FormatStyle.UnitWidth,
                                                        usage: MeasurementFormatUnitUsage<UnitType> = .general,
                                                        numberFormatStyle: FloatingPointFormatStyle<Double>? = nil) -> Self
    where Self == Measurement<UnitType>.FormatStyle {
        Measurement<UnitType>.FormatStyle(width: width, usage: usage, numberFormatStyle: numberFormatStyle)
    }

    public static func measurement(width: Measurement<UnitTemperature>.FormatStyle.UnitWidth = .abbreviated,
                                   usage: MeasurementFormatUnitUsage<UnitTemperature> = .general, hidesScaleName: Bool = false,
                                   numberFormatStyle: FloatingPointFormatStyle<Double>? = nil) -> Self
    where Self == Measurement<UnitTemperature>.FormatStyle {
        Measurement<UnitTemperature>.FormatStyle(width: width, usage: usage, hidesScaleName: hidesScaleName,
                                                 numberFormatStyle: numberFormatStyle)
    }
}

#endif

/// Formats a value of a Foundation unit through ICU.
enum MeasurementText {
    /// `exact`: every digit of the (converted) value, for a number style
    /// to replace.
    static func format(value: Double, unit: Dimension, width: String, usage: String?, hidesScaleName: Bool, locale: Locale,
                       exact: Bool = false) -> String {
        guard value.isFinite, let name = MeasurementUnitNames.icuName(of: unit) else {
            return "\(value.formatted()) \(unit.symbol)"
        }
        var skeleton = "measure-unit/\(name) \(width)"
        if let usage { skeleton += " usage/\(usage)" }
        if exact { skeleton += " precision-unlimited" }
        guard let text = icu(skeleton, locale: locale.identifier, value: value) else { return "\(value.formatted()) \(unit.symbol)" }
        // ICU's short forms write "98°" or "98°F" as its data has it; a Mac
        // names the scale unless asked not to.
        guard unit is UnitTemperature, width != "unit-width-full-name", let degree = text.lastIndex(of: "°"),
              text[text.index(after: degree)...].allSatisfy(\.isLetter) else { return text }
        let bare = String(text[...degree])
        return hidesScaleName ? bare : bare + temperatureScale(of: unit, usage: usage, locale: locale)
    }

    private static func icu(_ skeleton: String, locale: String, value: Double) -> String? {
        var buffer = [UInt16](repeating: 0, count: 256)
        let length = trellis_format_number(skeleton, locale, value, &buffer, Int32(buffer.count))
        return length > 0 ? String(decoding: buffer[..<Int(length)], as: UTF16.self) : nil
    }

    /// `text` with its one number written by `style` instead: the value
    /// in the unit the usage chose (read back from ICU in plain digits for
    /// the locale's region). Text with no number or several ("5 ft, 11 in")
    /// stays as it is.
    static func replacingNumber(in text: String, value: Double, unit: Dimension, usage: String?, locale: Locale,
                                style: (Double) -> String) -> String {
        guard value.isFinite, let name = MeasurementUnitNames.icuName(of: unit) else { return text }
        var converted = value
        if let usage {
            let plain = "und_" + (locale.region?.identifier ?? "001")
            guard let digits = icu("measure-unit/\(name) unit-width-short usage/\(usage) precision-unlimited group-off",
                                   locale: plain, value: value),
                  let number = Double(digits.prefix { "0123456789.-+E".contains($0) }) else { return text }
            converted = number
        }
        let runs = numberRuns(in: text)
        guard runs.count == 1, let run = runs.first else { return text }
        return text.replacingCharacters(in: run, with: style(abs(converted)))
    }

    /// The stretches of digits (any script) with the separators between them.
    private static func numberRuns(in text: String) -> [Range<String.Index>] {
        var runs: [Range<String.Index>] = []
        var index = text.startIndex
        while index < text.endIndex {
            guard text[index].isNumber else { index = text.index(after: index); continue }
            let start = index
            var end = text.index(after: index)
            var probe = end
            while probe < text.endIndex {
                if text[probe].isNumber { end = text.index(after: probe); probe = end; continue }
                // A separator counts only with a digit after it.
                let next = text.index(after: probe)
                guard ".,'’\u{066B}\u{066C}\u{00A0}\u{202F}".contains(text[probe]), next < text.endIndex, text[next].isNumber else { break }
                probe = next
            }
            runs.append(start..<end)
            index = end
        }
        return runs
    }

    /// The scale the value was written in: the unit's own as provided, else
    /// the locale's (Fahrenheit where the US system is used).
    private static func temperatureScale(of unit: Dimension, usage: String?, locale: Locale) -> String {
        if usage == nil { return unit.symbol.replacingOccurrences(of: "°", with: "") }
        let region = locale.region?.identifier ?? ""
        return ["US", "BS", "BZ", "KY", "PW", "LR", "FM", "MH"].contains(region) ? "F" : "C"
    }
}
