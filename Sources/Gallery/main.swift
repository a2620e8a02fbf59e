import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// `gallery [app]`: opens one of the seed apps in an X11 window.
func usage() -> String {
    var text = "usage: gallery [app] | gallery tiles [N]\n\napps:\n"
    // One column wider than the longest name, so a name never runs into its summary.
    let width = galleryApps.map(\.name.count).max().map { $0 + 1 } ?? 10
    for app in galleryApps { text += "  \(app.name.padding(toLength: width, withPad: " ", startingAt: 0))\(app.summary)\n" }
    text += "  \("tiles N".padding(toLength: width, withPad: " ", startingAt: 0))stress demo: the palette's grid with N tiles (default 1000)\n"
    return text
}

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments == ["-h"] || arguments == ["--help"] {
    print(usage(), terminator: "")
    exit(0)
}
if arguments.first == "tiles" {
    guard arguments.count <= 2, let count = arguments.count == 2 ? Int(arguments[1]) : 1_000, count >= 0 else {
        FileHandle.standardError.write(Data("gallery: tiles takes a number of tiles, e.g. gallery tiles 10000\n\(usage())".utf8))
        exit(2)
    }
    exit(runTilesDemo(count: count))
}
guard arguments.count <= 1, let app = galleryApps.first(where: { $0.name == (arguments.first ?? "palette") }) else {
    FileHandle.standardError.write(Data("gallery: unknown arguments: \(arguments.joined(separator: " "))\n\(usage())".utf8))
    exit(2)
}
exit(app.entry(CommandLine.argc, CommandLine.unsafeArgv))
