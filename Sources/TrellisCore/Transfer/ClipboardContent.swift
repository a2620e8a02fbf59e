import Foundation
import Observation

/// What a selection holds: representations of one copy, each a MIME type
/// (or, for an app's own type without one, its type identifier) and its
/// bytes, best first. Text is `text/plain;charset=utf-8`; the X11 backend
/// offers it under the names X clients ask for (`UTF8_STRING`, …).
package struct ClipboardContent: Sendable, Equatable {
    package struct Representation: Sendable, Equatable {
        package let type: String
        package let data: Data
        package init(type: String, data: Data) {
            self.type = type
            self.data = data
        }
    }

    package var representations: [Representation]

    /// Text's type: what `String` copies and what a text field pastes.
    package static let textType = "text/plain;charset=utf-8"
    /// Several copied items of one app, as a property list of their
    /// representations (other apps see the first item's alone).
    package static let itemsType = "application/x-trellis-transfer-items"

    package init(representations: [Representation]) { self.representations = representations }
    package init(text: String) { representations = [Representation(type: Self.textType, data: Data(text.utf8))] }

    package var types: [String] { representations.map(\.type) }

    /// The text representation's string, if any.
    package var text: String? {
        first(of: [Self.textType]).map { String(decoding: $0.data, as: UTF8.self) }
    }

    /// The first representation, in the order of `types`, that this holds
    /// (plain `text/plain` and text with a charset are the same text).
    package func first(of types: [String]) -> Representation? {
        for type in types {
            if let found = representations.first(where: { Self.sameType($0.type, type) }) { return found }
        }
        return nil
    }

    /// Whether two type names mean the same data (text with and without
    /// a UTF-8 charset parameter; case ignored).
    package static func sameType(_ a: String, _ b: String) -> Bool {
        func normal(_ type: String) -> String {
            let lower = type.lowercased().replacingOccurrences(of: " ", with: "")
            return lower == textType || lower == "text/plain;charset=utf8" ? "text/plain" : lower
        }
        return normal(a) == normal(b)
    }
}

/// The types `CLIPBOARD` offers now; views that read it (a Paste button)
/// follow its changes.
@MainActor @Observable
package final class ClipboardOffer {
    package var types: [String] = []
    package init() {}
}
