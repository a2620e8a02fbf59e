import Foundation

/// Where `@AppStorage` keeps an app's values:
/// `$XDG_CONFIG_HOME/<app>/AppStorage.json`, or `~/.config/<app>/…` when
/// `XDG_CONFIG_HOME` is unset, empty or relative (the XDG base directory
/// specification says to ignore a relative one).
///
/// `<app>` is the executable's file name (`gallery` for every gallery
/// app), the closest thing Linux has to a Mac app's bundle identifier:
/// two copies of one program share their settings, two programs never do.
package enum AppStorageLocation {
    package static let fileName = "AppStorage.json"

    /// The settings file, or nil when neither `XDG_CONFIG_HOME` nor `HOME`
    /// is an absolute path (values then live in memory only).
    package static func file(environment: [String: String], appName: String) -> URL? {
        let configHome: String
        if let xdg = environment["XDG_CONFIG_HOME"], xdg.hasPrefix("/") {
            configHome = xdg
        } else if let home = environment["HOME"], home.hasPrefix("/") {
            configHome = home + "/.config"
        } else {
            return nil
        }
        return URL(fileURLWithPath: configHome, isDirectory: true)
            .appendingPathComponent(directoryName(for: appName), isDirectory: true)
            .appendingPathComponent(fileName)
    }

    /// A name that is one path component: slashes and a leading dot (".."
    /// or a hidden name) are replaced, an empty name becomes "trellis-app".
    package static func directoryName(for appName: String) -> String {
        var name = appName.replacingOccurrences(of: "/", with: "_")
        if name.hasPrefix(".") { name = "_" + name.dropFirst() }
        return name.isEmpty ? "trellis-app" : name
    }

    /// This process's file, from its environment and executable name.
    static func standardFile() -> URL? {
        file(environment: ProcessEnvironment.atStart, appName: ProcessInfo.processInfo.processName)
    }
}
