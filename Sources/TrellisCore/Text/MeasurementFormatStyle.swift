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
        /// Accepted for the API's sake: the number is written as ICU's
        /// usage precision (or the unit's plain form) writes it.
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
            MeasurementText.format(value: measurement.value, unit: measurement.unit, width: width.skeleton,
                                   usage: usage?.icuUsage, hidesScaleName: hidesScaleName, locale: locale)
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
    static func format(value: Double, unit: Dimension, width: String, usage: String?, hidesScaleName: Bool, locale: Locale) -> String {
        guard value.isFinite, let name = MeasurementUnitNames.icuName(of: unit) else {
            return "\(value.formatted()) \(unit.symbol)"
        }
        var skeleton = "measure-unit/\(name) \(width)"
        if let usage { skeleton += " usage/\(usage)" }
        var buffer = [UInt16](repeating: 0, count: 256)
        let length = trellis_format_number(skeleton, locale.identifier, value, &buffer, Int32(buffer.count))
        guard length > 0 else { return "\(value.formatted()) \(unit.symbol)" }
        let text = String(decoding: buffer[..<Int(length)], as: UTF16.self)
        // ICU's short forms write "98°" or "98°F" as its data has it; a Mac
        // names the scale unless asked not to.
        guard unit is UnitTemperature, width != "unit-width-full-name", let degree = text.lastIndex(of: "°"),
              text[text.index(after: degree)...].allSatisfy(\.isLetter) else { return text }
        let bare = String(text[...degree])
        return hidesScaleName ? bare : bare + temperatureScale(of: unit, usage: usage, locale: locale)
    }

    /// The scale the value was written in: the unit's own as provided, else
    /// the locale's (Fahrenheit where the US system is used).
    private static func temperatureScale(of unit: Dimension, usage: String?, locale: Locale) -> String {
        if usage == nil { return unit.symbol.replacingOccurrences(of: "°", with: "") }
        let region = locale.region?.identifier ?? ""
        return ["US", "BS", "BZ", "KY", "PW", "LR", "FM", "MH"].contains(region) ? "F" : "C"
    }
}
