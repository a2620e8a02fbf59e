import Foundation

/// A value kept in the app's settings file, as SwiftUI's `@AppStorage`
/// keeps one in `UserDefaults`: it survives restarts, and every view that
/// reads the key re-evaluates when any of them writes it.
///
/// Values live in `$XDG_CONFIG_HOME/<executable>/AppStorage.json` (see
/// `AppStorageLocation`; what happens to a damaged file is described on
/// `AppStorageStore`). A `store:` that is a `UserDefaults` suite, or one
/// chosen with `.defaultAppStorage(_:)`, keeps its values in its own file
/// beside it (`AppStorageSuites`).
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    let reference: AppStorageReference<Value>

    public var wrappedValue: Value {
        get { reference.value }
        nonmutating set { reference.value = newValue }
    }

    public var projectedValue: Binding<Value> {
        let reference = self.reference
        return Binding(get: { reference.value }, set: { reference.value = $0 })
    }

    init(key: String, defaultValue: Value, store: UserDefaults?,
         decode: @escaping (SettingValue) -> Value?, encode: @escaping (Value) -> SettingValue?) {
        reference = AppStorageReference(key: key, defaultValue: defaultValue, decode: decode, encode: encode)
        reference.defaults = store
    }
}

extension AppStorage: GraphLinkedProperty {
    func link(to node: ViewNode, stateIndex: inout Int) {
        let environmentStore = node.environment.appStorageStore
        reference.store = reference.defaults.map { environmentStore.store(for: $0) } ?? environmentStore
        reference.store.addObserver(node, forKey: reference.key)
    }
}

/// What an `AppStorage` value carries: its key and default, how its type
/// maps to a stored value, and the store it was linked to (the process's
/// own until a view links it, so a property read outside a body works).
final class AppStorageReference<Value>: @unchecked Sendable {
    let key: String
    let defaultValue: Value
    let decode: (SettingValue) -> Value?
    let encode: (Value) -> SettingValue?
    var store = AppStorageStore.standard
    /// The `store:` the property named, if any.
    var defaults: UserDefaults? {
        didSet { if let defaults { store = AppStorageStore.standard.store(for: defaults) } }
    }

    init(key: String, defaultValue: Value, decode: @escaping (SettingValue) -> Value?,
         encode: @escaping (Value) -> SettingValue?) {
        self.key = key
        self.defaultValue = defaultValue
        self.decode = decode
        self.encode = encode
    }

    var value: Value {
        get { store.value(forKey: key).flatMap(decode) ?? defaultValue }
        set { store.set(encode(newValue), forKey: key) }
    }
}

extension EnvironmentValues {
    /// Where `@AppStorage` reads and writes; tests put a store on a
    /// temporary file here.
    package var appStorageStore: AppStorageStore {
        get { self[AppStorageStoreKey.self] }
        set { self[AppStorageStoreKey.self] = newValue }
    }
}

private struct AppStorageStoreKey: EnvironmentKey {
    static var defaultValue: AppStorageStore { .standard }
}
