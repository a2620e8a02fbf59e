import Foundation

/// ICU's names ("length-kilometer") for Foundation's units, found by type
/// and symbol (a unit made elsewhere with the same symbol is the same unit).
/// A unit not here is written as its value and symbol.
enum MeasurementUnitNames {
    static func icuName(of unit: Dimension) -> String? {
        let key = "\(type(of: unit)) \(unit.symbol)"
        return table[key]
    }

    private static let table: [String: String] = {
        var names: [String: String] = [:]
        func add(_ category: String, _ pairs: [(Dimension, String)]) {
            for (unit, name) in pairs { names["\(type(of: unit)) \(unit.symbol)"] = "\(category)-\(name)" }
        }
        add("length", [(UnitLength.kilometers, "kilometer"), (UnitLength.meters, "meter"), (UnitLength.centimeters, "centimeter"),
                       (UnitLength.millimeters, "millimeter"), (UnitLength.micrometers, "micrometer"),
                       (UnitLength.nanometers, "nanometer"), (UnitLength.picometers, "picometer"),
                       (UnitLength.decimeters, "decimeter"), (UnitLength.miles, "mile"), (UnitLength.yards, "yard"),
                       (UnitLength.feet, "foot"), (UnitLength.inches, "inch"), (UnitLength.nauticalMiles, "nautical-mile"),
                       (UnitLength.lightyears, "light-year"), (UnitLength.astronomicalUnits, "astronomical-unit"),
                       (UnitLength.parsecs, "parsec"), (UnitLength.furlongs, "furlong"), (UnitLength.fathoms, "fathom"),
                       (UnitLength.scandinavianMiles, "mile-scandinavian")])
        add("mass", [(UnitMass.kilograms, "kilogram"), (UnitMass.grams, "gram"), (UnitMass.milligrams, "milligram"),
                     (UnitMass.micrograms, "microgram"), (UnitMass.metricTons, "tonne"), (UnitMass.pounds, "pound"),
                     (UnitMass.ounces, "ounce"), (UnitMass.stones, "stone"), (UnitMass.shortTons, "ton"),
                     (UnitMass.carats, "carat"), (UnitMass.ouncesTroy, "ounce-troy")])
        add("temperature", [(UnitTemperature.celsius, "celsius"), (UnitTemperature.fahrenheit, "fahrenheit"),
                            (UnitTemperature.kelvin, "kelvin")])
        add("duration", [(UnitDuration.hours, "hour"), (UnitDuration.minutes, "minute"), (UnitDuration.seconds, "second"),
                         (UnitDuration.milliseconds, "millisecond"), (UnitDuration.microseconds, "microsecond"),
                         (UnitDuration.nanoseconds, "nanosecond")])
        add("speed", [(UnitSpeed.kilometersPerHour, "kilometer-per-hour"), (UnitSpeed.metersPerSecond, "meter-per-second"),
                      (UnitSpeed.milesPerHour, "mile-per-hour"), (UnitSpeed.knots, "knot")])
        add("volume", [(UnitVolume.liters, "liter"), (UnitVolume.milliliters, "milliliter"), (UnitVolume.centiliters, "centiliter"),
                       (UnitVolume.deciliters, "deciliter"), (UnitVolume.cubicMeters, "cubic-meter"),
                       (UnitVolume.cubicCentimeters, "cubic-centimeter"), (UnitVolume.gallons, "gallon"),
                       (UnitVolume.imperialGallons, "gallon-imperial"), (UnitVolume.quarts, "quart"), (UnitVolume.pints, "pint"),
                       (UnitVolume.cups, "cup"), (UnitVolume.fluidOunces, "fluid-ounce"), (UnitVolume.tablespoons, "tablespoon"),
                       (UnitVolume.teaspoons, "teaspoon")])
        add("area", [(UnitArea.squareKilometers, "square-kilometer"), (UnitArea.squareMeters, "square-meter"),
                     (UnitArea.squareCentimeters, "square-centimeter"), (UnitArea.hectares, "hectare"), (UnitArea.acres, "acre"),
                     (UnitArea.squareMiles, "square-mile"), (UnitArea.squareFeet, "square-foot"),
                     (UnitArea.squareInches, "square-inch"), (UnitArea.squareYards, "square-yard")])
        add("energy", [(UnitEnergy.kilojoules, "kilojoule"), (UnitEnergy.joules, "joule"), (UnitEnergy.kilocalories, "kilocalorie"),
                       (UnitEnergy.calories, "calorie"), (UnitEnergy.kilowattHours, "kilowatt-hour")])
        add("power", [(UnitPower.watts, "watt"), (UnitPower.kilowatts, "kilowatt"), (UnitPower.megawatts, "megawatt"),
                      (UnitPower.horsepower, "horsepower")])
        add("pressure", [(UnitPressure.hectopascals, "hectopascal"), (UnitPressure.kilopascals, "kilopascal"),
                         (UnitPressure.bars, "bar"), (UnitPressure.millibars, "millibar"),
                         (UnitPressure.inchesOfMercury, "inch-ofhg"), (UnitPressure.poundsForcePerSquareInch, "pound-force-per-square-inch")])
        add("angle", [(UnitAngle.degrees, "degree"), (UnitAngle.radians, "radian"), (UnitAngle.arcMinutes, "arc-minute"),
                      (UnitAngle.arcSeconds, "arc-second"), (UnitAngle.revolutions, "revolution")])
        add("digital", [(UnitInformationStorage.bytes, "byte"), (UnitInformationStorage.kilobytes, "kilobyte"),
                        (UnitInformationStorage.megabytes, "megabyte"), (UnitInformationStorage.gigabytes, "gigabyte"),
                        (UnitInformationStorage.terabytes, "terabyte"), (UnitInformationStorage.bits, "bit")])
        add("frequency", [(UnitFrequency.hertz, "hertz"), (UnitFrequency.kilohertz, "kilohertz"),
                          (UnitFrequency.megahertz, "megahertz"), (UnitFrequency.gigahertz, "gigahertz")])
        add("electric", [(UnitElectricCurrent.amperes, "ampere"), (UnitElectricCurrent.milliamperes, "milliampere")])
        add("electric", [(UnitElectricPotentialDifference.volts, "volt"), (UnitElectricResistance.ohms, "ohm")])
        add("consumption", [(UnitFuelEfficiency.litersPer100Kilometers, "liter-per-100-kilometer"),
                            (UnitFuelEfficiency.milesPerGallon, "mile-per-gallon")])
        add("acceleration", [(UnitAcceleration.gravity, "g-force"), (UnitAcceleration.metersPerSecondSquared, "meter-per-square-second")])
        return names
    }()
}
