import Foundation

/// Turns the symbol graphs of the `Trellis` module (which include what it
/// re-exports from TrellisCore) into the checked-in list: one line per
/// public symbol or conformance, `path: declaration`, sorted bytewise so
/// that the file is the same on every machine.
enum PublicAPIList {
    /// Conformances every type has implicitly; listing them is noise.
    static let implicitProtocols: Set<String> = ["Copyable", "Escapable", "SendableMetatype", "BitwiseCopyable"]

    static func lines(from graphs: [SymbolGraph]) -> [String] {
        var symbols: [String: SymbolGraph.Symbol] = [:]
        for graph in graphs {
            for symbol in graph.symbols { symbols[symbol.identifier.precise] = symbol }
        }
        // A member's extension repeats the generic constraints of its type;
        // only the ones it adds are worth a reader's attention.
        var typeConstraints: [String: Set<SymbolGraph.Constraint>] = [:]
        for symbol in symbols.values {
            typeConstraints[symbol.path] = Set(symbol.swiftGenerics?.constraints ?? [])
        }
        func isPublic(_ symbol: SymbolGraph.Symbol) -> Bool {
            symbol.accessLevel == "public" || symbol.accessLevel == "open"
        }

        var lines = Set<String>()
        for symbol in symbols.values where isPublic(symbol) {
            let parent = symbol.pathComponents.dropLast().joined(separator: ".")
            let added = (symbol.swiftExtension?.constraints ?? [])
                .filter { !(typeConstraints[parent] ?? []).contains($0) && !isImplicit($0) }
            var line = "\(symbol.path): \(symbol.declaration)"
            line += whereClause(added, after: symbol.declaration)
            if symbol.spi == true { line += " (SPI)" }
            lines.insert(line)
        }
        for graph in graphs {
            for relation in graph.relationships where relation.kind == "conformsTo" {
                let target = symbols[relation.target]
                guard target.map(isPublic) ?? true else { continue }
                let source = symbols[relation.source]
                guard source.map(isPublic) ?? true else { continue }
                let name = target?.path ?? unqualified(relation.targetFallback ?? relation.target)
                guard !implicitProtocols.contains(name) else { continue }
                // Extensions of the standard library's and Foundation's types
                // (`Optional: View`) have no source symbol in the graph.
                let type = source?.path ?? typeName(extendedBy: relation.source, in: graphs) ?? relation.source
                let added = (relation.swiftConstraints ?? [])
                    .filter { !(typeConstraints[type] ?? []).contains($0) && !isImplicit($0) }
                lines.insert("\(type): conforms to \(name)" + whereClause(added, after: ""))
            }
        }
        return lines.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// `T : Copyable` and the like hold for every generic parameter.
    static func isImplicit(_ constraint: SymbolGraph.Constraint) -> Bool {
        constraint.kind == "conformance" && implicitProtocols.contains(unqualified(constraint.rhs))
    }

    /// `where A == B, C : D`, joined to a clause the declaration may have.
    static func whereClause(_ constraints: [SymbolGraph.Constraint], after declaration: String) -> String {
        guard !constraints.isEmpty else { return "" }
        let text = constraints.map(\.text).joined(separator: ", ")
        return declaration.contains(" where ") ? ", " + text : " where " + text
    }

    /// `Swift.Hashable` → `Hashable`.
    static func unqualified(_ name: String) -> String {
        name.split(separator: ".", maxSplits: 1).last.map(String.init) ?? name
    }

    /// The name of an outside type (`Optional`): conformances name it only
    /// by identifier, but its members' `memberOf` relations spell it out.
    static func typeName(extendedBy precise: String, in graphs: [SymbolGraph]) -> String? {
        for graph in graphs {
            for relation in graph.relationships where relation.kind == "memberOf" && relation.target == precise {
                if let fallback = relation.targetFallback { return unqualified(fallback) }
            }
        }
        return nil
    }
}
