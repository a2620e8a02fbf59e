import Foundation

/// A value kept per scene, as SwiftUI's `@SceneStorage`: every view of one
/// window that reads the key shares it and re-evaluates when any of them
/// writes it; another window has its own. It lasts as long as the window.
///
/// On Linux there is no state restoration to hand it to (X11 session
/// management, XSMP, is not something desktops restore apps through any
/// more), so, unlike on a Mac, nothing is kept after the window closes or
/// the app quits; use `@AppStorage` for what must survive a restart.
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    let reference: AppStorageReference<Value>

    public var wrappedValue: Value {
        get { reference.value }
        nonmutating set { reference.value = newValue }
    }

    public var projectedValue: Binding<Value> {
        let reference = self.reference
        return Binding(get: { reference.value }, set: { reference.value = $0 })
    }

    init(key: String, defaultValue: Value, decode: @escaping (SettingValue) -> Value?,
         encode: @escaping (Value) -> SettingValue?) {
        reference = AppStorageReference(key: key, defaultValue: defaultValue, decode: decode, encode: encode)
        // Read before a view links it (outside any window): a store of its own.
        reference.store = AppStorageStore.inMemory()
    }
}

extension SceneStorage: GraphLinkedProperty {
    func link(to node: ViewNode, stateIndex: inout Int) {
        reference.store = node.environment.sceneStorageStore
        reference.store.addObserver(node, forKey: reference.key)
    }
}

extension AppStorageStore {
    /// A store with no file: a window's scene storage.
    package static func inMemory() -> AppStorageStore { AppStorageStore(file: nil, warn: { _ in }) }
}

extension EnvironmentValues {
    /// The window's `@SceneStorage` values (each host puts its own here).
    var sceneStorageStore: AppStorageStore {
        get { self[SceneStorageStoreKey.self] }
        set { self[SceneStorageStoreKey.self] = newValue }
    }
}

private struct SceneStorageStoreKey: EnvironmentKey {
    /// Outside any window (a view laid out without a host's environment).
    static let defaultValue = AppStorageStore.inMemory()
}
