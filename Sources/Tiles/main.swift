import Foundation
import PaletteApp

/// `tiles [N]`: the stress demo alone, the palette's grid with N tiles
/// (default 1000). It is `gallery tiles N` in a binary that holds one app,
/// as a user's app would, so that start-up and memory figures measure the
/// app and not the gallery's other demos (each adds code pages, relocations
/// and protocol conformances the runtime scans at start).
let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count <= 1, let count = arguments.first.map({ Int($0) }) ?? 1_000, count >= 0 else {
    FileHandle.standardError.write(Data("usage: tiles [N]   the palette's grid with N tiles (default 1000)\n".utf8))
    exit(2)
}
exit(runTilesDemo(count: count))
