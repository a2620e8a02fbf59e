import Foundation
import Testing
@testable import UniformTypeIdentifiers

/// `UTType` as Apple documents it: identifiers, tags both ways,
/// conformance, dynamic types for unknown tags, declared app types.
@Suite struct UTTypeTests {
    @Test func staticsCarryTheirIdentifiersAndTags() {
        #expect(UTType.plainText.identifier == "public.plain-text")
        #expect(UTType.png.preferredFilenameExtension == "png")
        #expect(UTType.png.preferredMIMEType == "image/png")
        #expect(UTType.jpeg.preferredFilenameExtension == "jpeg")
        #expect(UTType.pdf.identifier == "com.adobe.pdf")
        #expect(UTType.json.preferredMIMEType == "application/json")
        #expect(UTType.commaSeparatedText.preferredFilenameExtension == "csv")
        #expect(UTType.folder.preferredFilenameExtension == nil)
        #expect(UTType.html.tags[.filenameExtension] == ["html", "htm", "shtml"])
    }

    @Test func identifiersAreLookedUpWithoutCase() {
        #expect(UTType("public.png") == .png)
        #expect(UTType("PUBLIC.PNG") == .png)
        #expect(UTType("com.example.never-declared") == nil)
    }

    @Test func conformanceFollowsTheHierarchy() {
        #expect(UTType.utf8PlainText.conforms(to: .plainText))
        #expect(UTType.utf8PlainText.conforms(to: .text))
        #expect(UTType.utf8PlainText.conforms(to: .data))
        #expect(UTType.utf8PlainText.conforms(to: .item))
        #expect(UTType.png.conforms(to: .image))
        #expect(UTType.png.conforms(to: .content))
        #expect(!UTType.png.conforms(to: .text))
        #expect(UTType.folder.conforms(to: .directory))
        #expect(!UTType.folder.conforms(to: .data))
        #expect(UTType.fileURL.conforms(to: .url))
        #expect(UTType.json.conforms(to: .text))
        #expect(UTType.png.conforms(to: .png))
        #expect(UTType.png.supertypes == [.image, .data, .content, .item])
        #expect(UTType.image.isSupertype(of: .png))
        #expect(UTType.png.isSubtype(of: .image))
        #expect(!UTType.png.isSubtype(of: .png))
    }

    @Test func extensionsAndMIMETypesFindDeclaredTypes() {
        #expect(UTType(filenameExtension: "png") == .png)
        #expect(UTType(filenameExtension: "JPG") == .jpeg)
        #expect(UTType(filenameExtension: ".txt") == .plainText)
        #expect(UTType(filenameExtension: "csv", conformingTo: .text) == .commaSeparatedText)
        #expect(UTType(mimeType: "image/png") == .png)
        #expect(UTType(mimeType: "text/plain;charset=utf-8") == .utf8PlainText)
        #expect(UTType(mimeType: "text/html; charset=iso-8859-1") == .html)
        #expect(UTType(mimeType: "application/json") == .json)
        #expect(UTType.types(tag: "jpg", tagClass: .filenameExtension, conformingTo: nil) == [.jpeg])
    }

    @Test func unknownTagsMakeDynamicTypesThatConformToTheSupertype() throws {
        let type = try #require(UTType(filenameExtension: "trellis-unknown-ext"))
        #expect(type.isDynamic)
        #expect(!type.isDeclared)
        #expect(!type.isPublic)
        #expect(type.identifier.hasPrefix("dyn."))
        #expect(type.conforms(to: .data))
        #expect(type.preferredFilenameExtension == "trellis-unknown-ext")
        // The same tag gives the same type, and its identifier finds it.
        #expect(UTType(filenameExtension: "trellis-unknown-ext") == type)
        #expect(UTType(type.identifier) == type)
        // A known extension asked for with an unrelated supertype is dynamic too.
        let odd = try #require(UTType(filenameExtension: "png", conformingTo: .text))
        #expect(odd != .png && odd.isDynamic && odd.conforms(to: .text))
    }

    @Test func emptyOrMalformedTagsGiveNil() {
        #expect(UTType(filenameExtension: "") == nil)
        #expect(UTType(filenameExtension: "...") == nil)
        #expect(UTType(mimeType: "") == nil)
        #expect(UTType(mimeType: "not-a-mime-type") == nil)
    }

    @Test func mimeDatabaseNamesExtensionsOfTypesTheTableLacks() throws {
        let database = try #require(SharedMimeInfoFixture.database)
        #expect(database.mimeType(forExtension: "frob") == "application/x-frobnicate")
        #expect(database.extensions(forMIMEType: "application/x-frobnicate") == ["frob", "frb"])
        #expect(database.canonical("application/x-old-frob") == "application/x-frobnicate")
        #expect(database.ancestors(of: "text/x-frobscript") == ["application/x-shellscript", "text/plain"])
    }

    @Test func systemMimeTypesBecomeDynamicTypesWithTheirExtensions() throws {
        // Only where shared-mime-info is installed (it is in Debian's
        // desktop images): application/x-cd-image claims `.iso`.
        guard FileManager.default.fileExists(atPath: "/usr/share/mime/globs2") else { return }
        let iso = try #require(UTType(filenameExtension: "iso"))
        #expect(iso.preferredMIMEType == "application/x-cd-image")
        let byMIME = try #require(UTType(mimeType: "application/x-cd-image"))
        #expect(byMIME.preferredFilenameExtension == "iso")
        // An alias reaches the declared type it stands for.
        #expect(UTType(mimeType: "application/acrobat") == .pdf)
        // A text/* type from the database is plain text.
        let patch = try #require(UTType(mimeType: "text/x-patch"))
        #expect(patch.conforms(to: .plainText))
    }

    @Test func appTypesAreDeclaredOnceAndFoundByIdentifier() throws {
        let exported = UTType(exportedAs: "org.trellis.tests.board", conformingTo: .json)
        #expect(exported.identifier == "org.trellis.tests.board")
        #expect(exported.conforms(to: .json) && exported.conforms(to: .text))
        #expect(exported.isDeclared && !exported.isDynamic)
        #expect(UTType("org.trellis.tests.board") == exported)
        let imported = UTType(importedAs: "org.trellis.tests.other")
        #expect(imported.conforms(to: .data))
    }

    @Test func typesEncodeAsTheirIdentifiers() throws {
        let data = try JSONEncoder().encode([UTType.png, .plainText])
        #expect(String(decoding: data, as: UTF8.self) == #"["public.png","public.plain-text"]"#)
        #expect(try JSONDecoder().decode([UTType].self, from: data) == [.png, .plainText])
        #expect(UTType.png.description == "public.png")
    }
}

/// A shared-mime-info database written to a temporary folder.
enum SharedMimeInfoFixture {
    static let database: SharedMimeInfo? = {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-mime-\(UUID().uuidString)")
        let mime = root.appendingPathComponent("mime")
        try? FileManager.default.createDirectory(at: mime, withIntermediateDirectories: true)
        let files = [
            "globs2": "# generated\n50:application/x-frobnicate:*.frob\n40:application/x-frobnicate:*.frb\n10:text/x-other:*.frob\n60:text/x-frobscript:*.fscript\n",
            "subclasses": "text/x-frobscript application/x-shellscript\n",
            "aliases": "application/x-old-frob application/x-frobnicate\n",
        ]
        for (name, text) in files { try? text.write(to: mime.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        return SharedMimeInfo(directories: [root.path])
    }()
}
