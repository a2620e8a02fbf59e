import Foundation

/// The part of a symbol graph file (`swift-symbolgraph-extract`'s JSON)
/// that the public API list is made of.
struct SymbolGraph: Decodable {
    var symbols: [Symbol]
    var relationships: [Relationship]

    struct Symbol: Decodable {
        var identifier: Identifier
        var pathComponents: [String]
        var declarationFragments: [Fragment]?
        var accessLevel: String
        var spi: Bool?
        var swiftGenerics: Generics?
        var swiftExtension: Extension?

        var path: String { pathComponents.joined(separator: ".") }
        var declaration: String {
            // One line, single spaces: a multi-line declaration would break
            // the one-symbol-per-line rule.
            (declarationFragments ?? []).map(\.spelling).joined()
                .split(whereSeparator: \.isWhitespace).joined(separator: " ")
        }
    }

    struct Identifier: Decodable { var precise: String }
    struct Fragment: Decodable { var spelling: String }
    struct Generics: Decodable { var constraints: [Constraint]? }
    struct Extension: Decodable { var constraints: [Constraint]? }

    struct Constraint: Decodable, Hashable {
        var kind: String
        var lhs: String
        var rhs: String

        /// As Swift writes it: `Label == Text`, `S : StringProtocol`.
        var text: String { "\(lhs) \(kind == "sameType" ? "==" : ":") \(rhs)" }
    }

    struct Relationship: Decodable {
        var kind: String
        var source: String
        var target: String
        var targetFallback: String?
        var swiftConstraints: [Constraint]?
    }
}
