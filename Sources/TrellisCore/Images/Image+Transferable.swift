import CoreTransferable
import Foundation
import UniformTypeIdentifiers

/// An image shares (`ShareLink`, `SharePreview`, copy, drag) as the bytes
/// of the PNG or JPEG file it was loaded from. An image made in memory or
/// a symbol has no file: exporting it fails, as any representation that
/// cannot produce its type does. (Importing an `Image` is not offered.)
extension Image: Transferable {
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(exportedContentType: .png) { image in try image.fileData(of: .png) }
        DataRepresentation(exportedContentType: .jpeg) { image in try image.fileData(of: .jpeg) }
    }

    /// The source file's bytes when they are of `type` (by their signature).
    func fileData(of type: UTType) throws -> Data {
        let url: URL? = switch source {
        case .file(let url): url
        case .resource(let name, let bundle): ImageStore.locate(name, bundle: bundle)
        case .decoded, .symbol: nil
        }
        guard let url, let data = try? Data(contentsOf: url) else { throw TransferError.unsupportedContentType(type) }
        let png = data.starts(with: [0x89, 0x50, 0x4E, 0x47]), jpeg = data.starts(with: [0xFF, 0xD8, 0xFF])
        guard type == .png ? png : jpeg else { throw TransferError.unsupportedContentType(type) }
        return data
    }
}
