import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview("name") { … }` becomes a file-level type holding the preview's
/// name and its content as a `@ViewBuilder` property, so the content is
/// type-checked like any view body (as Xcode does) but nothing runs it.
struct PreviewMacro: DeclarationMacro {
    static func expansion(
        of node: some FreestandingMacroExpansionSyntax,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let typeName = context.makeUniqueName("Preview")
        // The name is the first argument when it has no label (traits after
        // `traits:` have none either).
        let first = node.arguments.first
        let name = first?.label == nil ? first?.expression.trimmedDescription ?? "nil" : "nil"
        guard let content = previewContent(of: node) else {
            throw PreviewMacroError.missingContent
        }
        return [
            """
            @MainActor
            struct \(typeName) {
                static let name: String? = \(raw: name)
                @ViewBuilder
                static var content: some View {
                    \(raw: content)
                }
            }
            """,
        ]
    }

    /// The statements of the trailing closure, or of a `body:` argument.
    private static func previewContent(of node: some FreestandingMacroExpansionSyntax) -> String? {
        if let closure = node.trailingClosure {
            return closure.statements.trimmedDescription
        }
        let body = node.arguments.first(where: { $0.label?.text == "body" })
        return body?.expression.as(ClosureExprSyntax.self)?.statements.trimmedDescription
    }
}

enum PreviewMacroError: Error, CustomStringConvertible {
    case missingContent

    var description: String { "#Preview needs its content as a closure" }
}
