import Foundation

// SwiftUI's `@SceneStorage` initialisers: the types `@AppStorage` takes,
// mapped to a `SettingValue` the same way. An optional set to nil removes the key.

extension SceneStorage {
    public init(wrappedValue: Value, _ key: String) where Value == Bool {
        self.init(key: key, defaultValue: wrappedValue, decode: { $0.boolValue }, encode: { .bool($0) })
    }

    public init(wrappedValue: Value, _ key: String) where Value == Int {
        self.init(key: key, defaultValue: wrappedValue, decode: { $0.intValue }, encode: { .int($0) })
    }

    public init(wrappedValue: Value, _ key: String) where Value == Double {
        self.init(key: key, defaultValue: wrappedValue, decode: { $0.doubleValue }, encode: { .double($0) })
    }

    public init(wrappedValue: Value, _ key: String) where Value == String {
        self.init(key: key, defaultValue: wrappedValue, decode: { $0.stringValue }, encode: { .string($0) })
    }

    public init(wrappedValue: Value, _ key: String) where Value == URL {
        self.init(key: key, defaultValue: wrappedValue, decode: { $0.urlValue }, encode: { .string($0.absoluteString) })
    }

    public init(wrappedValue: Value, _ key: String) where Value == Data {
        self.init(key: key, defaultValue: wrappedValue, decode: { $0.dataValue }, encode: { .string($0.base64EncodedString()) })
    }

    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, defaultValue: wrappedValue, 
                  decode: { $0.intValue.flatMap(Value.init(rawValue:)) }, encode: { .int($0.rawValue) })
    }

    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, defaultValue: wrappedValue, 
                  decode: { $0.stringValue.flatMap(Value.init(rawValue:)) }, encode: { .string($0.rawValue) })
    }
}

extension SceneStorage {
    public init(_ key: String) where Value == Bool? {
        self.init(key: key, defaultValue: nil, decode: { $0.boolValue }, encode: { $0.map { .bool($0) } })
    }

    public init(_ key: String) where Value == Int? {
        self.init(key: key, defaultValue: nil, decode: { $0.intValue }, encode: { $0.map { .int($0) } })
    }

    public init(_ key: String) where Value == Double? {
        self.init(key: key, defaultValue: nil, decode: { $0.doubleValue }, encode: { $0.map { .double($0) } })
    }

    public init(_ key: String) where Value == String? {
        self.init(key: key, defaultValue: nil, decode: { $0.stringValue }, encode: { $0.map { .string($0) } })
    }

    public init(_ key: String) where Value == URL? {
        self.init(key: key, defaultValue: nil, decode: { $0.urlValue }, encode: { $0.map { .string($0.absoluteString) } })
    }

    public init(_ key: String) where Value == Data? {
        self.init(key: key, defaultValue: nil, decode: { $0.dataValue }, encode: { $0.map { .string($0.base64EncodedString()) } })
    }

    public init<R>(_ key: String) where Value == R?, R: RawRepresentable, R.RawValue == String {
        self.init(key: key, defaultValue: nil, 
                  decode: { $0.stringValue.flatMap(R.init(rawValue:)) }, encode: { $0.map { .string($0.rawValue) } })
    }

    public init<R>(_ key: String) where Value == R?, R: RawRepresentable, R.RawValue == Int {
        self.init(key: key, defaultValue: nil, 
                  decode: { $0.intValue.flatMap(R.init(rawValue:)) }, encode: { $0.map { .int($0.rawValue) } })
    }
}
