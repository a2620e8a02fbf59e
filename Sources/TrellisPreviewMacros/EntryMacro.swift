import SwiftSyntax
import SwiftSyntaxMacros

/// `@Entry var name: Type = value` in `extension EnvironmentValues`: a
/// private key type whose default is `value` (a peer) and the accessors
/// that read and write the environment through it, as SwiftUI's `@Entry`
/// writes them.
struct EntryMacro: AccessorMacro, PeerMacro {
    static func expansion(of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
                          in context: some MacroExpansionContext) throws -> [AccessorDeclSyntax] {
        let name = try entry(of: declaration).name
        return [
            "get { self[__Key_\(raw: name).self] }",
            "set { self[__Key_\(raw: name).self] = newValue }",
        ]
    }

    static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                          in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        let entry = try entry(of: declaration)
        let value = entry.value ?? "nil"
        let declaredType = entry.type.map { ": \($0)" } ?? ""
        return [
            """
            private struct __Key_\(raw: entry.name): EnvironmentKey {
                static var defaultValue\(raw: declaredType) { \(raw: value) }
            }
            """,
        ]
    }

    /// The variable's name, type and initial value.
    private static func entry(of declaration: some DeclSyntaxProtocol) throws -> (name: String, type: String?, value: String?) {
        guard let variable = declaration.as(VariableDeclSyntax.self), variable.bindings.count == 1,
              let binding = variable.bindings.first,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
            throw EntryMacroError.notAVariable
        }
        let type = binding.typeAnnotation?.type.trimmedDescription
        let value = binding.initializer?.value.trimmedDescription
        // An optional without a value defaults to nil; anything else needs one.
        guard value != nil || type?.hasSuffix("?") == true else { throw EntryMacroError.missingValue }
        return (name, type, value)
    }
}

enum EntryMacroError: Error, CustomStringConvertible {
    case notAVariable, missingValue

    var description: String {
        switch self {
        case .notAVariable: "@Entry applies to one variable: @Entry var name: Type = value"
        case .missingValue: "@Entry needs a default value (or an optional type)"
        }
    }
}
