import Foundation

/// The stores for `UserDefaults` suites: `@AppStorage(…, store:)` and
/// `.defaultAppStorage(_:)` choose one. `UserDefaults.standard` is the
/// app's own file; a suite (`UserDefaults(suiteName: "group.shared")`)
/// has a file of its own beside it, `AppStorage-group.shared.json`, with
/// the same format, atomic writes and handling of damage. Every view and
/// every `UserDefaults` object naming the same suite shares one store, so
/// a write in one is seen by all.
///
/// (swift-corelibs-foundation's `UserDefaults` does not say which suite
/// it was made for; Trellis reads its stored `suite` name by reflection,
/// and treats an object whose name it cannot find as the standard one.)
extension AppStorageStore {
    /// The store for `defaults`, its file beside this store's.
    package func store(for defaults: UserDefaults) -> AppStorageStore {
        guard defaults !== UserDefaults.standard, let suite = Self.suiteName(of: defaults),
              !suite.isEmpty else { return self }
        return SuiteRegistry.shared.store(suite: suite, beside: self)
    }

    static func suiteName(of defaults: UserDefaults) -> String? {
        Mirror(reflecting: defaults).children.first { $0.label == "suite" }.flatMap { $0.value as? String }
    }

    /// `AppStorage-<suite>.json` in this store's directory (nil: in memory).
    func suiteFile(_ suite: String) -> URL? {
        var name = suite.replacingOccurrences(of: "/", with: "_")
        if name.hasPrefix(".") { name = "_" + name.dropFirst() }
        return file?.deletingLastPathComponent().appendingPathComponent("AppStorage-\(name).json")
    }
}

private final class SuiteRegistry: @unchecked Sendable {
    static let shared = SuiteRegistry()
    private let lock = NSLock()
    /// By the base store and the suite's name.
    private var stores: [String: AppStorageStore] = [:]

    func store(suite: String, beside base: AppStorageStore) -> AppStorageStore {
        let key = "\(ObjectIdentifier(base).hashValue)\u{0}\(suite)"
        return lock.withLock {
            if let existing = stores[key] { return existing }
            let store = AppStorageStore(file: base.suiteFile(suite))
            stores[key] = store
            return store
        }
    }
}

nonisolated extension View {
    /// The `UserDefaults` store `@AppStorage` uses in this view and the
    /// views it contains, when a property names none.
    public func defaultAppStorage(_ store: UserDefaults) -> some View {
        EnvironmentModifierView(content: self) { $0.appStorageStore = $0.appStorageStore.store(for: store) }
    }
}

extension Scene {
    /// The `UserDefaults` store `@AppStorage` uses in this scene's windows,
    /// when a property names none.
    public func defaultAppStorage(_ store: UserDefaults) -> some Scene {
        let box = DefaultsBox(defaults: store)
        return WindowSceneModifier(content: self) { spec in
            let content = spec.content
            spec.content = { AnyView(content($0).defaultAppStorage(box.defaults)) }
        }
    }
}

/// `UserDefaults` is thread-safe but not declared `Sendable`.
private struct DefaultsBox: @unchecked Sendable {
    let defaults: UserDefaults
}
