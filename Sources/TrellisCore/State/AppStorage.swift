import Foundation

/// A value kept in the app's settings file, as SwiftUI's `@AppStorage`
/// keeps one in `UserDefaults`: it survives restarts, and every view that
/// reads the key re-evaluates when any of them writes it.
///
/// Values live in `$XDG_CONFIG_HOME/<executable>/AppStorage.json` (see
/// `AppStorageLocation`; what happens to a damaged file is described on
/// `AppStorageStore`). The `store:` argument is accepted so that Mac code
/// compiles; a store other than `UserDefaults.standard` is reported once
/// on stderr and the app's settings file is used instead.
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
        if let store, store !== UserDefaults.standard {
            Diagnostics.report("AppStorage(\"\(key)\", store:) with a UserDefaults other than .standard is not supported; the app's settings file is used")
        }
        reference = AppStorageReference(key: key, defaultValue: defaultValue, decode: decode, encode: encode)
    }
}

extension AppStorage: GraphLinkedProperty {
    func link(to node: ViewNode, stateIndex: inout Int) {
        reference.store = node.environment.appStorageStore
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
