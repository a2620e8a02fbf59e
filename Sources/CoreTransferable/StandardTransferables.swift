import Foundation
import UniformTypeIdentifiers

/// Text travels as UTF-8 plain text, and is read from any plain text.
extension String: Transferable {
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(contentType: .utf8PlainText) { Data($0.utf8) } importing: { String(decoding: $0, as: UTF8.self) }
        DataRepresentation(importedContentType: .plainText) { String(decoding: $0, as: UTF8.self) }
    }
}

/// Bytes travel as they are, as `public.data`.
extension Data: Transferable {
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(contentType: .data) { $0 } importing: { $0 }
    }
}

/// A URL travels as a URL (`text/uri-list` for a file URL, as Linux file
/// managers put it on the clipboard) and as its text, and is read from
/// either.
extension URL: Transferable {
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(contentType: .fileURL) { Data(($0.absoluteString + "\r\n").utf8) } importing: { data in
            try URL.firstURL(in: data)
        }
        .exportingCondition { $0.isFileURL }
        DataRepresentation(contentType: .url) { Data($0.absoluteString.utf8) } importing: { try URL.firstURL(in: $0) }
        DataRepresentation(exportedContentType: .utf8PlainText) { Data(($0.isFileURL ? $0.path : $0.absoluteString).utf8) }
        DataRepresentation(importedContentType: .plainText) { try URL.firstURL(in: $0) }
    }

    /// The first URL of a `text/uri-list` or of text (comments skipped;
    /// an absolute path is a file URL).
    static func firstURL(in data: Data) throws -> URL {
        let lines = String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline)
        for line in lines {
            let text = line.trimmingCharacters(in: .whitespaces)
            if text.isEmpty || text.hasPrefix("#") { continue }
            if text.hasPrefix("/") { return URL(fileURLWithPath: text) }
            if let url = URL(string: text), url.scheme != nil { return url }
            break
        }
        throw TransferError.unsupportedContentType(.url)
    }
}

/// Attributed text travels as its characters (plain text), and is read
/// from plain text.
extension AttributedString: Transferable {
    public static var transferRepresentation: some TransferRepresentation {
        ProxyRepresentation(exporting: { String($0.characters) }, importing: { AttributedString($0) })
    }
}
