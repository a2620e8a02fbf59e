import Foundation

/// One value in the app's settings file: any JSON value, so that entries
/// written by another version of the app (or by hand) are kept exactly
/// and written back untouched when another key changes.
///
/// `@AppStorage` maps its types onto it: `Bool` ↔ `true`/`false`, `Int`
/// and `Double` ↔ numbers, `String` ↔ strings, `URL` ↔ its absolute
/// string, `Data` ↔ a base64 string, `RawRepresentable` ↔ its raw value.
/// Non-finite doubles are written as the strings "NaN", "Infinity" and
/// "-Infinity" (JSON has no numbers for them).
package enum SettingValue: Hashable, Sendable, Codable {
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([SettingValue])
    case object([String: SettingValue])
    case null

    package init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        // Order matters: a JSON `1` must not become `true`, nor `1.5` an Int.
        if container.decodeNil() { self = .null }
        else if let value = try? container.decode(Bool.self) { self = .bool(value) }
        else if let value = try? container.decode(Int.self) { self = .int(value) }
        else if let value = try? container.decode(Double.self) { self = .double(value) }
        else if let value = try? container.decode(String.self) { self = .string(value) }
        else if let value = try? container.decode([SettingValue].self) { self = .array(value) }
        else { self = .object(try container.decode([String: SettingValue].self)) }
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .bool(let value): try container.encode(value)
        case .int(let value): try container.encode(value)
        case .double(let value):
            if value.isNaN { try container.encode("NaN") }
            else if value.isInfinite { try container.encode(value > 0 ? "Infinity" : "-Infinity") }
            else { try container.encode(value) }
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        case .null: try container.encodeNil()
        }
    }
}

// Reading a stored value as the type a view asks for; nil when it is
// another kind of value (the view then shows its default, and the entry
// stays in the file as it was).
extension SettingValue {
    var boolValue: Bool? { if case .bool(let value) = self { value } else { nil } }

    var intValue: Int? {
        switch self {
        case .int(let value): value
        case .double(let value) where value.rounded() == value && abs(value) < 9.0e18: Int(value)
        default: nil
        }
    }

    var doubleValue: Double? {
        switch self {
        case .double(let value): value
        case .int(let value): Double(value)
        case .string("NaN"): .nan
        case .string("Infinity"): .infinity
        case .string("-Infinity"): -.infinity
        default: nil
        }
    }

    var stringValue: String? { if case .string(let value) = self { value } else { nil } }

    var urlValue: URL? { stringValue.flatMap { URL(string: $0) } }

    var dataValue: Data? { stringValue.flatMap { Data(base64Encoded: $0) } }
}
