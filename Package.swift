// swift-tools-version: 6.2
import PackageDescription
import CompilerPluginSupport
import Foundation
#if canImport(Glibc)
import Glibc
#endif

// `#Preview` is a macro. The swift-syntax package cannot be fetched here, so
// the macro links the SwiftSyntax host libraries the toolchain ships next to
// the compiler (`usr/lib/swift/host`). That needs `unsafeFlags`, which SwiftPM
// accepts in a root package or a path dependency, not in a URL dependency.
let toolchainHostLibraries = toolchainLibraries("host", holding: "SwiftSyntax.swiftmodule")
// ICU's headers as Foundation's own copy of ICU has them
// (`_foundation_unicode/`): CICU uses that copy rather than Debian's libicu.
let toolchainSwiftLibraries = toolchainLibraries(".", holding: "_foundation_unicode/ubrk.h")

/// `usr/lib/swift/<folder>` of the toolchain whose `swift` is first on PATH.
func toolchainLibraries(_ folder: String, holding file: String) -> String {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    for entry in path.split(separator: ":") {
        let swift = URL(fileURLWithPath: String(entry)).appendingPathComponent("swift")
        guard FileManager.default.isExecutableFile(atPath: swift.path) else { continue }
        let host = swift.resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent("../lib/swift/\(folder)").standardizedFileURL.path
        if FileManager.default.fileExists(atPath: host + "/" + file) { return host }
    }
    return "/opt/swift/usr/lib/swift/\(folder)"
}

// How a release build links every app on Linux (flags on the Trellis target
// reach each executable that uses it; README "Building for release" says
// why, with figures): with lld, so that the functions that run at start
// are placed together in the order Linking/startup-order.txt lists them
// (Scripts/startup-order writes it) instead of scattered over 18 MB of code
// that the kernel maps in 64 KiB windows; relative relocations packed
// (2 MiB read at every start otherwise) when the building machine's glibc
// can load them (2.36, Debian 12; Ubuntu 22.04's 2.35 cannot); and no
// dynamic symbol table for the app's own functions, which nothing looks
// up. Each of Trellis' functions gets a section of its own
// (`releaseCompiling`), so that the linker can move it there (and drop it
// when no app uses it).
let releaseCompiling: [SwiftSetting] = [
    .unsafeFlags(["-Xfrontend", "-function-sections"], .when(platforms: [.linux], configuration: .release)),
]
let releaseLinking = [
    "-use-ld=lld",
    "-Xlinker", "--no-export-dynamic",
    "-Xlinker", "--symbol-ordering-file=\(Context.packageDirectory)/Linking/startup-order.txt",
    "-Xlinker", "--no-warn-symbol-ordering",
] + (glibcLoadsPackedRelocations ? ["-Xlinker", "-z", "-Xlinker", "pack-relative-relocs"] : [])

/// Whether this machine's glibc is 2.36 or newer, the first to load
/// packed relative relocations (DT_RELR); an older one refuses to start a
/// program linked with them.
var glibcLoadsPackedRelocations: Bool {
    #if canImport(Glibc)
    var name = [CChar](repeating: 0, count: 64)  // "glibc 2.36"
    guard confstr(Int32(_CS_GNU_LIBC_VERSION), &name, name.count) > 0 else { return false }
    let version = name.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }.split(separator: " ").last ?? ""
    let parts = version.split(separator: ".").compactMap { Int($0) }
    return parts.count >= 2 && (parts[0], parts[1]) >= (2, 36)
    #else
    return false
    #endif
}

// The layers (Docs/ARCHITECTURE.md describes them, and how a frame runs):
// TrellisCore is pure Swift and owns every geometry decision; TrellisX11
// measures text, paints display lists and turns X events into core events;
// Trellis re-exports the core and starts the X11 backend from `App.main()`.
let package = Package(
    name: "Trellis",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "Trellis", targets: ["Trellis"]),
        // The same library under SwiftUI's name: `import SwiftUI` works unchanged.
        .library(name: "SwiftUI", targets: ["SwiftUI"]),
        // Combine's everyday subset under its name: `import Combine` works unchanged.
        .library(name: "Combine", targets: ["Combine"]),
        // Uniform type identifiers (`UTType`) and `Transferable` under
        // Apple's module names; SwiftUI re-exports both, as on macOS.
        .library(name: "UniformTypeIdentifiers", targets: ["UniformTypeIdentifiers"]),
        .library(name: "CoreTransferable", targets: ["CoreTransferable"]),
        .executable(name: "gallery", targets: ["Gallery"]),
        .executable(name: "tiles", targets: ["Tiles"]),
    ],
    targets: [
        .systemLibrary(
            name: "CX11",
            pkgConfig: "xft",
            providers: [.apt(["libx11-dev", "libxft-dev", "libfontconfig1-dev", "libxrender-dev", "libxext-dev", "libxi-dev"])]
        ),
        // libdbus: the XDG desktop portal's settings (the desktop's dark mode)
        // and the AT-SPI accessibility bus; opened on first use (CDBus says why).
        .target(name: "CDBus"),
        // Text shaping (HarfBuzz) and the Unicode bidirectional algorithm and
        // line breaking (ICU), used by TrellisX11's text system.
        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),
        // ICU through a small C target: its headers must stay out of Swift's
        // sight, where they would clash with the ICU copy Foundation carries.
        .target(
            name: "CICU",
            cSettings: [.unsafeFlags(["-I", toolchainSwiftLibraries])],
            linkerSettings: [.linkedLibrary("_FoundationICU")]
        ),
        // Image decoders: libpng (simplified API) and libjpeg-turbo
        // (TurboJPEG): both report errors by return value, never longjmp.
        .systemLibrary(
            name: "CImageCodecs",
            pkgConfig: "libpng",
            providers: [.apt(["libpng-dev", "libturbojpeg0-dev"])]
        ),
        .target(name: "TrellisImageIO", dependencies: ["CImageCodecs"], swiftSettings: releaseCompiling),
        // The inspection file's schema, shared by the app that writes it
        // (TrellisCore) and the tests that read it (XvfbSupport).
        .target(name: "TrellisInspection", swiftSettings: releaseCompiling),
        // Publishers, subjects, ObservableObject and @Published: pure Swift
        // on Foundation and Dispatch, re-exported by the core as SwiftUI does.
        .target(name: "Combine", swiftSettings: releaseCompiling),
        // UTType: a built-in table of the system's types, with the desktop's
        // shared-mime-info database for other MIME types and extensions.
        .target(name: "UniformTypeIdentifiers", swiftSettings: releaseCompiling),
        // Transferable and its representations (data, Codable, proxy, file).
        .target(name: "CoreTransferable", dependencies: ["UniformTypeIdentifiers", "Combine"], swiftSettings: releaseCompiling),
        .target(
            name: "TrellisCore",
            dependencies: ["TrellisInspection", "Combine", "UniformTypeIdentifiers", "CoreTransferable", "TrellisImageIO", "CICU"],
            swiftSettings: releaseCompiling
        ),
        .target(
            name: "TrellisX11",
            dependencies: ["TrellisCore", "CX11", "CDBus", "CHarfBuzz", "CICU"],
            swiftSettings: releaseCompiling
        ),
        .macro(
            name: "TrellisPreviewMacros",
            swiftSettings: [.unsafeFlags(["-I", toolchainHostLibraries])],
            linkerSettings: [
                .unsafeFlags(["-L", toolchainHostLibraries, "-Xlinker", "-rpath", "-Xlinker", toolchainHostLibraries]),
                .linkedLibrary("SwiftSyntax"),
                .linkedLibrary("SwiftSyntaxMacros"),
                .linkedLibrary("SwiftCompilerPluginMessageHandling"),
            ]
        ),
        .target(
            name: "Trellis",
            dependencies: ["TrellisCore", "TrellisX11", "TrellisPreviewMacros"],
            swiftSettings: releaseCompiling,
            linkerSettings: [.unsafeFlags(releaseLinking, .when(platforms: [.linux], configuration: .release))]
        ),
        // The AppKit names Mac SwiftUI code uses through `import SwiftUI`
        // (`NSColor`, `NSCursor`, `NSWorkspace` …). Not named AppKit: swift-testing
        // cross-imports a module of that name with an overlay Linux lacks.
        .target(name: "TrellisAppKit", dependencies: ["Trellis", "TrellisCore"], swiftSettings: releaseCompiling),
        .target(name: "SwiftUI", dependencies: ["Trellis", "TrellisAppKit"], swiftSettings: releaseCompiling),

        // Each seed app is compiled exactly as a user would write it, `@main`
        // included. Its entry point is renamed so that one `gallery` binary can
        // hold several apps and start the one named on its command line.
        .target(
            name: "PaletteApp",
            dependencies: ["SwiftUI"],
            swiftSettings: [.unsafeFlags(["-Xfrontend", "-entry-point-function-name", "-Xfrontend", "palette_main"])]
        ),
        .target(
            name: "ChipsApp",
            dependencies: ["SwiftUI"],
            swiftSettings: [.unsafeFlags(["-Xfrontend", "-entry-point-function-name", "-Xfrontend", "chips_main"])]
        ),
        .target(
            name: "DropdownsApp",
            dependencies: ["SwiftUI"],
            swiftSettings: [.unsafeFlags(["-Xfrontend", "-entry-point-function-name", "-Xfrontend", "dropdowns_main"])]
        ),
        .target(
            name: "PetVoteApp",
            dependencies: ["SwiftUI"],
            swiftSettings: [.unsafeFlags(["-Xfrontend", "-entry-point-function-name", "-Xfrontend", "petvote_main"])]
        ),
        .target(
            name: "TickerApp",
            dependencies: ["Trellis"],
            swiftSettings: [.unsafeFlags(["-Xfrontend", "-entry-point-function-name", "-Xfrontend", "ticker_main"])]
        ),
        .target(
            name: "SettingsApp",
            dependencies: ["SwiftUI"],
            swiftSettings: [.unsafeFlags(["-Xfrontend", "-entry-point-function-name", "-Xfrontend", "settings_main"])]
        ),
        .target(
            name: "TextApp",
            dependencies: ["SwiftUI"],
            swiftSettings: [.unsafeFlags(["-Xfrontend", "-entry-point-function-name", "-Xfrontend", "text_main"])]
        ),
        .target(
            name: "AppearanceApp",
            dependencies: ["SwiftUI"],
            swiftSettings: [.unsafeFlags(["-Xfrontend", "-entry-point-function-name", "-Xfrontend", "appearance_main"])]
        ),
        .target(
            name: "WorldTextApp",
            dependencies: ["SwiftUI"],
            swiftSettings: [.unsafeFlags(["-Xfrontend", "-entry-point-function-name", "-Xfrontend", "worldtext_main"])]
        ),
        .target(
            name: "FormApp",
            dependencies: ["SwiftUI"],
            swiftSettings: [.unsafeFlags(["-Xfrontend", "-entry-point-function-name", "-Xfrontend", "form_main"])]
        ),
        .target(
            name: "ControlsApp",
            dependencies: ["SwiftUI"],
            swiftSettings: [.unsafeFlags(["-Xfrontend", "-entry-point-function-name", "-Xfrontend", "controls_main"])]
        ),
        .target(
            name: "DrawingApp",
            dependencies: ["SwiftUI"],
            resources: [.copy("Resources")],
            swiftSettings: [.unsafeFlags(["-Xfrontend", "-entry-point-function-name", "-Xfrontend", "drawing_main"])]
        ),
        .target(
            name: "CardsApp",
            dependencies: ["SwiftUI"],
            swiftSettings: [.unsafeFlags(["-Xfrontend", "-entry-point-function-name", "-Xfrontend", "cards_main"])]
        ),
        .target(
            name: "TimerApp",
            dependencies: ["SwiftUI"],
            swiftSettings: [.unsafeFlags(["-Xfrontend", "-entry-point-function-name", "-Xfrontend", "timer_main"])]
        ),
        .target(
            name: "NotesApp",
            dependencies: ["SwiftUI"],
            swiftSettings: [.unsafeFlags(["-Xfrontend", "-entry-point-function-name", "-Xfrontend", "notes_main"])]
        ),
        .target(
            name: "BooksApp",
            dependencies: ["SwiftUI"],
            swiftSettings: [.unsafeFlags(["-Xfrontend", "-entry-point-function-name", "-Xfrontend", "books_main"])]
        ),
        .target(
            name: "ContactsApp",
            dependencies: ["SwiftUI"],
            swiftSettings: [.unsafeFlags(["-Xfrontend", "-entry-point-function-name", "-Xfrontend", "contacts_main"])]
        ),
        // Benchmarks: a release-mode executable that prints its figures.
        .executableTarget(name: "TrellisBench", dependencies: ["Trellis", "TrellisX11", "CX11", "PaletteApp"]),
        // The tiles stress demo alone: what start-up and memory are measured on.
        .executableTarget(name: "Tiles", dependencies: ["PaletteApp"]),
        .executableTarget(name: "Gallery", dependencies: ["PaletteApp", "ChipsApp", "DropdownsApp", "PetVoteApp", "TickerApp", "SettingsApp", "TimerApp", "TextApp", "AppearanceApp", "WorldTextApp", "FormApp", "ControlsApp", "DrawingApp", "CardsApp", "NotesApp", "ContactsApp", "BooksApp"]),

        // Test-only helpers: a private Xvfb per suite, openbox, xdotool,
        // screenshots and the inspection file reader.
        .target(name: "XvfbSupport", dependencies: ["TrellisInspection"], path: "Tests/XvfbSupport", exclude: ["README.md"]),
        .testTarget(name: "TrellisCoreTests", dependencies: ["TrellisCore", "UniformTypeIdentifiers", "CoreTransferable", "PaletteApp", "ChipsApp", "DropdownsApp", "PetVoteApp"]),
        .testTarget(name: "TrellisX11Tests", dependencies: ["TrellisX11", "TrellisCore", "XvfbSupport"]),
        .testTarget(name: "GalleryTests", dependencies: ["TrellisCore", "XvfbSupport"]),
        // Lists the public API from the built modules and compares it with
        // Docs/PublicAPI.txt; depends on Trellis so that it is built first.
        .testTarget(name: "PublicAPITests", dependencies: ["Trellis"]),
        .testTarget(name: "SwiftUIModuleTests", dependencies: ["SwiftUI", "TrellisCore"]),
    ]
)
