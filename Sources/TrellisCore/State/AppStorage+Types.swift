import Foundation

// SwiftUI's `@AppStorage` initialisers, one per stored type, each with how
// its type maps to a `SettingValue`. An optional set to nil removes the key.

extension AppStorage {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
        self.init(key: key, defaultValue: wrappedValue, store: store, decode: { $0.boolValue }, encode: { .bool($0) })
    }

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
        self.init(key: key, defaultValue: wrappedValue, store: store, decode: { $0.intValue }, encode: { .int($0) })
    }

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
        self.init(key: key, defaultValue: wrappedValue, store: store, decode: { $0.doubleValue }, encode: { .double($0) })
    }

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
        self.init(key: key, defaultValue: wrappedValue, store: store, decode: { $0.stringValue }, encode: { .string($0) })
    }

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        self.init(key: key, defaultValue: wrappedValue, store: store, decode: { $0.urlValue }, encode: { .string($0.absoluteString) })
    }

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
        self.init(key: key, defaultValue: wrappedValue, store: store, decode: { $0.dataValue }, encode: { .string($0.base64EncodedString()) })
    }

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, defaultValue: wrappedValue, store: store,
                  decode: { $0.intValue.flatMap(Value.init(rawValue:)) }, encode: { .int($0.rawValue) })
    }

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, defaultValue: wrappedValue, store: store,
                  decode: { $0.stringValue.flatMap(Value.init(rawValue:)) }, encode: { .string($0.rawValue) })
    }
}

extension AppStorage {
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
        self.init(key: key, defaultValue: nil, store: store, decode: { $0.boolValue }, encode: { $0.map { .bool($0) } })
    }

    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
        self.init(key: key, defaultValue: nil, store: store, decode: { $0.intValue }, encode: { $0.map { .int($0) } })
    }

    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
        self.init(key: key, defaultValue: nil, store: store, decode: { $0.doubleValue }, encode: { $0.map { .double($0) } })
    }

    public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
        self.init(key: key, defaultValue: nil, store: store, decode: { $0.stringValue }, encode: { $0.map { .string($0) } })
    }

    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
        self.init(key: key, defaultValue: nil, store: store, decode: { $0.urlValue }, encode: { $0.map { .string($0.absoluteString) } })
    }

    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
        self.init(key: key, defaultValue: nil, store: store, decode: { $0.dataValue }, encode: { $0.map { .string($0.base64EncodedString()) } })
    }

    public init<R>(_ key: String, store: UserDefaults? = nil) where Value == R?, R: RawRepresentable, R.RawValue == String {
        self.init(key: key, defaultValue: nil, store: store,
                  decode: { $0.stringValue.flatMap(R.init(rawValue:)) }, encode: { $0.map { .string($0.rawValue) } })
    }

    public init<R>(_ key: String, store: UserDefaults? = nil) where Value == R?, R: RawRepresentable, R.RawValue == Int {
        self.init(key: key, defaultValue: nil, store: store,
                  decode: { $0.intValue.flatMap(R.init(rawValue:)) }, encode: { $0.map { .int($0.rawValue) } })
    }
}
