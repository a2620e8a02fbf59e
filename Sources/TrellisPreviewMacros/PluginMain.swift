import SwiftSyntaxMacros
// The toolchain ships SwiftSyntax as host libraries but not the
// `SwiftCompilerPlugin` module a macro's entry point normally uses; its
// message handling module offers the same listener behind an SPI.
@_spi(PluginMessage) import SwiftCompilerPluginMessageHandling

struct TrellisPreviewMacrosProvider: PluginProvider {
    func resolveMacro(moduleName: String, typeName: String) throws -> any Macro.Type {
        switch typeName {
        case "PreviewMacro": return PreviewMacro.self
        case "EntryMacro": return EntryMacro.self
        default: throw UnknownMacro(typeName: typeName)
        }
    }
}

struct UnknownMacro: Error, CustomStringConvertible {
    let typeName: String
    var description: String { "TrellisPreviewMacros has no macro named \(typeName)" }
}

@main
enum TrellisPreviewMacrosPlugin {
    static func main() throws {
        let connection = try StandardIOMessageConnection()
        try CompilerPluginMessageListener(connection: connection, provider: TrellisPreviewMacrosProvider()).main()
    }
}
