#if canImport(Glibc)
@preconcurrency import Glibc
#endif
import Foundation

/// The values behind `@AppStorage`: one JSON object in one file (see
/// `AppStorageLocation`), read once on first use and replaced atomically
/// on every change, and the views that read each key, so that a write
/// from one view re-evaluates every body that reads that key in the same
/// update (popups included: each node is updated by its own host).
///
/// A file that is present but cannot be used — unreadable, not JSON, not
/// a JSON object — is never overwritten in place. The app starts with the
/// defaults and one line on stderr; the file stays untouched while the
/// app only reads. On the first change it is moved aside to
/// `AppStorage.json.damaged-<UTC time>` (a hard link, then unlink: an
/// existing backup is never replaced), with one more line naming it, and
/// a new file is written. If it cannot be moved aside, changes live in
/// memory for this run only, and one line says so. Entries of a usable
/// file that are not what a view asks for (a string where it wants a
/// number) give that view its default and are written back unchanged.
package final class AppStorageStore: @unchecked Sendable {
    /// nil: no config directory could be found; values live in memory.
    package let file: URL?
    private let warn: @Sendable (String) -> Void
    private let lock = NSLock()
    private var loaded = false
    private var values: [String: SettingValue] = [:]
    /// Why the file on disk could not be used, until it is moved aside.
    private var damage: String?
    /// Set when the damaged file could not be moved aside: never write.
    private var inMemoryOnly = false
    private var lastWriteError: String?
    private var observers: [String: [Observer]] = [:]

    private struct Observer {
        let handle: NodeHandle
        let inbox: ObservationInbox
    }

    /// The process's store, from `XDG_CONFIG_HOME` (or `HOME`) and the
    /// executable's name; the file is first read when a view reads a value.
    package static let standard = AppStorageStore(file: AppStorageLocation.standardFile())

    package init(file: URL?, warn: @escaping @Sendable (String) -> Void = AppStorageStore.reportOnMainThread) {
        self.file = file
        self.warn = warn
    }

    package func value(forKey key: String) -> SettingValue? {
        lock.withLock {
            loadIfNeeded()
            return values[key]
        }
    }

    /// Stores (or with nil removes) a value, writes the file and
    /// schedules every body that reads `key`.
    package func set(_ value: SettingValue?, forKey key: String) {
        let changed = lock.withLock {
            loadIfNeeded()
            guard values[key] != value else { return false }
            values[key] = value
            persist()
            return true
        }
        if changed { notifyObservers(of: key) }
    }

    /// Makes `node`'s body re-evaluate whenever `key` changes.
    @MainActor
    func addObserver(_ node: ViewNode, forKey key: String) {
        let handle = node.handle
        lock.withLock {
            var list = observers[key, default: []]
            guard !list.contains(where: { $0.handle === handle }) else { return }
            list.removeAll { $0.handle.node == nil }
            list.append(Observer(handle: handle, inbox: node.host.observationInbox))
            observers[key] = list
        }
    }

    private func notifyObservers(of key: String) {
        let list = lock.withLock { observers[key] ?? [] }
        guard MainExecutor.isCurrent else {
            for observer in list { observer.inbox.post(observer.handle) }
            return
        }
        MainActor.assumeIsolated {
            for observer in list {
                guard let node = observer.handle.node else { continue }
                guard !node.host.isLayingOut else {
                    Diagnostics.report("Modifying AppStorage during layout (in sizeThatFits or placeSubviews) is not allowed; the new value is stored but no update is scheduled")
                    continue
                }
                node.host.noteStateChange(in: Transaction.current)
                node.invalidateBody()
            }
        }
    }

    // MARK: The file (called with the lock held)

    private func loadIfNeeded() {
        guard !loaded else { return }
        loaded = true
        guard let file else {
            warn("AppStorage: neither XDG_CONFIG_HOME nor HOME is an absolute path; settings are kept in memory for this run only")
            inMemoryOnly = true
            return
        }
        let data: Data
        do {
            data = try Data(contentsOf: file)
        } catch let error as CocoaError where error.code == .fileReadNoSuchFile {
            return
        } catch {
            markDamaged(file, reason: Self.reason(of: error))
            return
        }
        do {
            values = try JSONDecoder().decode([String: SettingValue].self, from: data)
        } catch {
            markDamaged(file, reason: "it is not a JSON object of settings")
        }
    }

    private func markDamaged(_ file: URL, reason: String) {
        damage = reason
        warn("AppStorage: cannot use \(file.path) (\(reason)); using default values. The file is left as it is until a setting changes, then moved aside to \(file.lastPathComponent).damaged-<time>")
    }

    private func persist() {
        guard let file, !inMemoryOnly else { return }
        if damage != nil {
            guard moveDamagedFileAside(file) else { return }
            damage = nil
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        do {
            let data = try encoder.encode(values)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
            try AtomicFile.replace(Self.writePath(for: file), with: data)
            lastWriteError = nil
        } catch {
            // One line per new reason: a full disk must not print on every click.
            let reason = Self.reason(of: error)
            if lastWriteError != reason {
                warn("AppStorage: cannot save settings to \(file.path) (\(reason)); the previous file is unchanged and the new values are kept in memory")
            }
            lastWriteError = reason
        }
    }

    /// A settings file that is a symlink (kept by a dotfile manager) stays
    /// one: the file it points to is replaced instead of the link.
    private static func writePath(for file: URL) -> String {
        var status = stat()
        guard lstat(file.path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK,
              let resolved = realpath(file.path, nil) else { return file.path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Renames the damaged file to a backup name no file has yet.
    private func moveDamagedFileAside(_ file: URL) -> Bool {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
        let stamp = formatter.string(from: Date())
        var failure = ""
        for attempt in 1...20 {
            let backup = file.path + ".damaged-" + stamp + (attempt == 1 ? "" : "-\(attempt)")
            if link(file.path, backup) == 0 {
                unlink(file.path)
                warn("AppStorage: moved the unusable settings file to \(backup) and started a new \(file.lastPathComponent)")
                return true
            }
            let code = errno
            failure = String(cString: strerror(code))
            if code == ENOENT { return true }  // gone meanwhile: nothing to keep
            if code != EEXIST { break }
        }
        inMemoryOnly = true
        warn("AppStorage: cannot move the unusable \(file.path) aside (\(failure)); it is left as it is and changes are kept in memory for this run only")
        return false
    }

    /// A value may be written from any thread; diagnostics are printed
    /// (and kept for tests) on the main one.
    private static func reportOnMainThread(_ line: String) {
        if Thread.isMainThread { Diagnostics.report(line) } else { DispatchQueue.main.async { Diagnostics.report(line) } }
    }

    private static func reason(of error: any Error) -> String {
        if let error = error as? CocoaError, let underlying = error.underlying as? POSIXError {
            return String(cString: strerror(underlying.code.rawValue))
        }
        if let error = error as? CocoaError {
            switch error.code {
            case .fileReadNoPermission: return "permission denied"
            case .fileReadCorruptFile: return "it is not a JSON object of settings"
            default: break
            }
        }
        return "\(error)"
    }
}
