import Foundation

/// Finds executables SwiftPM built alongside the running test bundle.
public enum BuiltProducts {
    /// The directories searched, nearest first: `TRELLIS_PRODUCTS_DIR` when
    /// set, then the directory of this process's executable (the test bundle
    /// lives in `.build/<triple>/<config>` next to the products) and its
    /// parents up to the scratch directory.
    public static var searchDirectories: [String] {
        var directories: [String] = []
        if let override = ProcessInfo.processInfo.environment["TRELLIS_PRODUCTS_DIR"], !override.isEmpty {
            directories.append(override)
        }
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments.first ?? ""
        var directory = URL(fileURLWithPath: executable).deletingLastPathComponent()
        for _ in 0..<4 where directory.path != "/" {
            directories.append(directory.path)
            directory.deleteLastPathComponent()
        }
        return directories
    }

    /// The path of the built executable `name` (e.g. "gallery").
    public static func executable(_ name: String) throws -> String {
        let fileManager = FileManager.default
        for directory in searchDirectories {
            let path = directory + "/" + name
            var isDirectory: ObjCBool = false
            if fileManager.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue,
               fileManager.isExecutableFile(atPath: path) {
                return path
            }
        }
        throw HarnessError("the executable \"\(name)\" was not built; looked in \(searchDirectories.joined(separator: ", ")). "
            + "Run `swift build` (Scripts/test does) or set TRELLIS_PRODUCTS_DIR.")
    }
}
