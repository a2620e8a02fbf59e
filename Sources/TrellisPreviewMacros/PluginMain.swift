import SwiftSyntaxMacros
// The toolchain ships SwiftSyntax as host libraries but not the
// `SwiftCompilerPlugin` module a macro's entry point normally uses; its
// message handling module offers the same listener behind an SPI.
@_spi(PluginMessage) import SwiftCompilerPluginMessageHandling

struct TrellisPreviewMacrosProvider: PluginProvider {
    func resolveMacro(moduleName: String, typeName: String) throws -> any Macro.Type {
        guard typeName == "PreviewMacro" else { throw UnknownMacro(typeName: typeName) }
        return PreviewMacro.self
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
