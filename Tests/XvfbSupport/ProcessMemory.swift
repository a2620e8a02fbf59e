import Foundation

/// Memory figures of a running process from `/proc/<pid>/status`, in KiB.
public struct ProcessMemory: Sendable, CustomStringConvertible {
    /// Resident set size (`VmRSS`).
    public var residentKiB: Int
    /// Anonymous resident memory (`RssAnon`): the heap and stacks, without
    /// mapped files such as shared libraries and fonts.
    public var anonymousKiB: Int

    /// Reads the figures of `pid`; throws when the process is gone.
    public static func of(_ pid: pid_t) throws -> ProcessMemory {
        let text = try String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
        func value(_ key: String) throws -> Int {
            guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix(key + ":") }),
                  let number = line.split(separator: " ", omittingEmptySubsequences: true)
                      .compactMap({ Int($0.trimmingCharacters(in: .whitespaces)) }).first
            else { throw HarnessError("/proc/\(pid)/status has no \(key)") }
            return number
        }
        return ProcessMemory(residentKiB: try value("VmRSS"), anonymousKiB: try value("RssAnon"))
    }

    public var description: String { "VmRSS \(residentKiB) KiB, RssAnon \(anonymousKiB) KiB" }
}
