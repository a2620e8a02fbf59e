import Foundation

/// Runs `swift-symbolgraph-extract` on modules SwiftPM has built and decodes
/// the graphs it writes.
enum SymbolGraphExtractor {
    struct Failure: Error, CustomStringConvertible { var description: String }

    /// The package's root directory (this file is `Tests/PublicAPITests/…`).
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    /// Where SwiftPM put the `.swiftmodule` files of the build this test
    /// runs from. The test bundle lies in the build's products directory
    /// (`.build/<triple>/<configuration>`, which `.build/debug` links to),
    /// and SwiftPM 6 writes the modules to its `Modules` folder (older
    /// versions wrote them next to the products). `TRELLIS_MODULES_DIR`
    /// overrides this.
    static func modulesDirectory(containing module: String) throws -> String {
        var candidates: [String] = []
        if let override = ProcessInfo.processInfo.environment["TRELLIS_MODULES_DIR"], !override.isEmpty {
            candidates.append(override)
        }
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments.first ?? ""
        let products = URL(fileURLWithPath: executable).deletingLastPathComponent()
        candidates += [products.appendingPathComponent("Modules").path, products.path]
        for directory in candidates where FileManager.default.fileExists(atPath: "\(directory)/\(module).swiftmodule") {
            return directory
        }
        throw Failure(description: "no \(module).swiftmodule in \(candidates.joined(separator: ", ")); "
            + "run `swift build` first, or set TRELLIS_MODULES_DIR")
    }

    /// The symbol graphs of `module` and of the modules it re-exports that
    /// are named in `reexported`, with every symbol down to `internal` so
    /// that underscored public names are listed too (at `public` they are
    /// left out as implementation details).
    static func graphs(of module: String, reexported: [String]) throws -> [SymbolGraph] {
        let modules = try modulesDirectory(containing: module)
        let output = FileManager.default.temporaryDirectory
            .appendingPathComponent("trellis-symbols-\(getpid())-\(UUID().uuidString.prefix(8))").path
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: output) }
        // The build's clang module cache already holds CX11; another one
        // would cost a second to rebuild it.
        let buildCache = URL(fileURLWithPath: modules).deletingLastPathComponent().appendingPathComponent("ModuleCache").path
        let cache = FileManager.default.fileExists(atPath: buildCache) ? buildCache : output + "/ModuleCache"

        var arguments = [
            "swift-symbolgraph-extract", "-module-name", module, "-I", modules,
            "-minimum-access-level", "internal", "-include-spi-symbols", "-skip-synthesized-members",
            "-module-cache-path", cache, "-output-dir", output,
        ]
        if !reexported.isEmpty {
            arguments.append("-experimental-allowed-reexported-modules=" + reexported.joined(separator: ","))
        }
        // Loading Trellis loads TrellisX11 and so the module maps of its C
        // targets (and TrellisCore those of TrellisImageIO), whose headers need what pkg-config says, as in the build.
        arguments += ["-I", packageRoot + "/Sources/CICU/include"]
        for (module, package) in [("CX11", "xft"), ("CDBus", "dbus-1"), ("CHarfBuzz", "harfbuzz"), ("CImageCodecs", "libpng")] {
            arguments += ["-I", packageRoot + "/Sources/" + module]
            if let flags = try? run(["pkg-config", "--cflags-only-I", package]), flags.status == 0 {
                for flag in flags.output.split(whereSeparator: \.isWhitespace) { arguments += ["-Xcc", String(flag)] }
            }
        }
        let result = try run(arguments)
        guard result.status == 0 else {
            throw Failure(description: "swift-symbolgraph-extract failed (\(result.status)):\n\(result.errors)")
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: output).filter { $0.hasSuffix(".symbols.json") }
        return try files.sorted().map { name in
            try JSONDecoder().decode(SymbolGraph.self, from: Data(contentsOf: URL(fileURLWithPath: output + "/" + name)))
        }
    }

    /// Runs a tool found on `PATH`; its status, output and error output.
    static func run(_ arguments: [String]) throws -> (status: Int32, output: String, errors: String) {
        // Error output goes to a file, so that it cannot fill a pipe and
        // stall the tool while the output is being read.
        let errorsFile = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-run-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: errorsFile.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: errorsFile) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = try FileHandle(forWritingTo: errorsFile)
        try process.run()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let err = (try? Data(contentsOf: errorsFile)) ?? Data()
        return (process.terminationStatus, String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
    }
}
