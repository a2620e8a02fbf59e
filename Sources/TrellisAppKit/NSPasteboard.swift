import Foundation
import TrellisCore
import UniformTypeIdentifiers

/// AppKit's pasteboard, as Mac SwiftUI code copies with it:
/// `NSPasteboard.general.clearContents()` then
/// `setString(text, forType: .string)`. `general` is the desktop's
/// `CLIPBOARD` selection; types are AppKit's identifiers, offered to other
/// X clients as their MIME types (text as `UTF8_STRING` and the rest).
/// Reading another app's copy waits a moment for it, as AppKit's does.
@MainActor
public final class NSPasteboard {
    public struct PasteboardType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let string = PasteboardType("public.utf8-plain-text")
        public static let URL = PasteboardType("public.url")
        public static let fileURL = PasteboardType("public.file-url")
        public static let html = PasteboardType("public.html")
        public static let rtf = PasteboardType("public.rtf")
        public static let pdf = PasteboardType("com.adobe.pdf")
        public static let png = PasteboardType("public.png")
        public static let tiff = PasteboardType("public.tiff")
        public static let tabularText = PasteboardType("public.utf8-tab-separated-values-text")

        /// The name the selection carries it under: text's MIME type, a
        /// type's preferred MIME type, else the identifier itself.
        var selectionType: String {
            if self == .string { return ClipboardContent.textType }
            if self == .URL || self == .fileURL { return "text/uri-list" }
            return UTType(rawValue)?.preferredMIMEType ?? rawValue
        }
    }

    public static let general = NSPasteboard(selection: .clipboard)

    private let selection: ClipboardSelection
    /// What this app put on it since `clearContents`, best first.
    private var written: [ClipboardContent.Representation] = []
    public private(set) var changeCount = 0

    private init(selection: ClipboardSelection) {
        self.selection = selection
    }

    /// Empties it (and takes it over): what is set next is the new copy.
    @discardableResult
    public func clearContents() -> Int {
        written = []
        changeCount += 1
        AppClipboard.shared.write(ClipboardContent(representations: []), to: selection)
        return changeCount
    }

    /// AppKit's older way to start a copy: the same as `clearContents`.
    @discardableResult
    public func declareTypes(_ newTypes: [PasteboardType], owner newOwner: Any?) -> Int {
        clearContents()
    }

    @discardableResult
    public func setString(_ string: String, forType dataType: PasteboardType) -> Bool {
        setData(Data(string.utf8), forType: dataType)
    }

    /// Adds (or replaces) one representation of the copy.
    @discardableResult
    public func setData(_ data: Data?, forType dataType: PasteboardType) -> Bool {
        guard let data else { return false }
        let type = dataType.selectionType
        written.removeAll { ClipboardContent.sameType($0.type, type) }
        written.append(ClipboardContent.Representation(type: type, data: data))
        AppClipboard.shared.write(ClipboardContent(representations: written), to: selection)
        return true
    }

    /// The copy's text (another app's is asked for and waited for).
    public func string(forType dataType: PasteboardType) -> String? {
        data(forType: dataType).map { String(decoding: $0, as: UTF8.self) }
    }

    public func data(forType dataType: PasteboardType) -> Data? {
        AppClipboard.shared.readNow(selection, as: [dataType.selectionType])?.data
    }

    /// The types the copy offers, as AppKit names them where it has a name.
    public var types: [PasteboardType]? {
        AppClipboard.shared.typesNow(selection).map { type in
            if ClipboardContent.sameType(type, ClipboardContent.textType) { return .string }
            if type == "text/uri-list" { return .URL }
            return UTType(mimeType: type).map { PasteboardType($0.identifier) } ?? PasteboardType(type)
        }
    }
}
