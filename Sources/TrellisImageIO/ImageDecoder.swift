import CImageCodecs
import Foundation

/// Decodes PNG (libpng) and JPEG (libjpeg-turbo's TurboJPEG API). Both
/// libraries are what Debian's own desktop decodes with, are fuzzed
/// upstream, and report errors (libpng's row reader through a jump that
/// stays inside C, see `CImageCodecs/shim.h`), so a corrupt file is an
/// error here, never a crash. The header is read first: an image whose
/// decoded pixels would exceed `maximumPixels` is refused before anything
/// is allocated (a header claiming 100,000 × 100,000).
///
/// An image larger than it will be shown is decoded reduced from the
/// start: `neededSide` is the longest side any use needs (the screen's,
/// see `ImageStore`), and the image is decoded at the smallest size whose
/// longer side still reaches it — a JPEG by the decoder's own scaling
/// (k/8), a PNG a row at a time, each block of pixels averaged, so memory
/// is the reduced image and a row; `largestSide` caps the decoded side.
/// The file's own size is kept (`sourceWidth`, `sourceHeight`) for layout.
package enum ImageDecoder {
    package enum Failure: Error, Equatable, CustomStringConvertible {
        case unknownFormat
        case corrupt(String)
        case tooLarge(width: Int, height: Int)

        package var description: String {
            switch self {
            case .unknownFormat: "not a PNG or JPEG image"
            case .corrupt(let message): "corrupt or truncated image (\(message))"
            case .tooLarge(let width, let height): "image header claims \(width) × \(height) pixels, more than can be decoded"
            }
        }
    }

    /// 64 Mi pixels (256 MiB decoded): anything larger is refused.
    package static let maximumPixels = 64 * 1024 * 1024

    /// What a decode allocated at most at once, for tests of its memory bound.
    package struct Cost {
        package var largestBuffer = 0
        package init() {}
        mutating func note(_ bytes: Int) { largestBuffer = max(largestBuffer, bytes) }
    }

    package static func decode(_ data: Data, largestSide: Int = 8192, neededSide: Int? = nil) -> Result<DecodedImage, Failure> {
        var cost = Cost()
        return decode(data, largestSide: largestSide, neededSide: neededSide, cost: &cost)
    }

    package static func decode(_ data: Data, largestSide: Int = 8192, neededSide: Int?, cost: inout Cost) -> Result<DecodedImage, Failure> {
        let target = max(1, min(largestSide, neededSide ?? largestSide))
        let bytes = [UInt8](data)
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return decodePNG(bytes, largestSide: largestSide, target: target, cost: &cost) }
        if bytes.starts(with: [0xFF, 0xD8]) { return decodeJPEG(bytes, largestSide: largestSide, target: target, cost: &cost) }
        return .failure(.unknownFormat)
    }

    /// The whole factor a side of `longer` pixels is divided by so that it
    /// still reaches `target` (1 when it is not larger).
    static func reduction(longer: Int, target: Int) -> Int { max(1, longer / max(1, target)) }

    private static func decodePNG(_ bytes: [UInt8], largestSide: Int, target: Int, cost: inout Cost) -> Result<DecodedImage, Failure> {
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        defer { png_image_free(&image) }
        let began = bytes.withUnsafeBytes { png_image_begin_read_from_memory(&image, $0.baseAddress, $0.count) }
        guard began != 0 else { return .failure(.corrupt(message(of: &image))) }
        let width = Int(image.width), height = Int(image.height)
        guard width > 0, height > 0, width.multipliedReportingOverflow(by: height).partialValue <= maximumPixels,
              !width.multipliedReportingOverflow(by: height).overflow else {
            return .failure(.tooLarge(width: width, height: height))
        }
        let factor = reduction(longer: max(width, height), target: target)
        if factor > 1 {
            let outWidth = max(1, width / factor), outHeight = max(1, height / factor)
            var pixels = [UInt32](repeating: 0, count: outWidth * outHeight)
            cost.note(pixels.count * 4 + width * 4 + outWidth * 16)
            var text = [CChar](repeating: 0, count: 128)
            let result = bytes.withUnsafeBufferPointer { source in
                pixels.withUnsafeMutableBufferPointer { out in
                    trellis_png_decode_reduced(source.baseAddress, source.count, UInt32(factor), out.baseAddress,
                                               UInt32(outWidth), UInt32(outHeight), &text, text.count)
                }
            }
            if result == 0 {
                return .success(DecodedImage(width: outWidth, height: outHeight, pixels: pixels, sourceWidth: width, sourceHeight: height))
            }
            if result < 0 { return .failure(.corrupt(String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))) }
            // Interlaced: decoded whole, then reduced.
        }
        // Straight BGRA, 8 bits a channel (PNG_FORMAT_BGRA).
        image.format = 0x13
        var buffer = [UInt8](repeating: 0, count: width * height * 4)
        cost.note(buffer.count * 2)
        let finished = buffer.withUnsafeMutableBytes { png_image_finish_read(&image, nil, $0.baseAddress, 0, nil) }
        guard finished != 0 else { return .failure(.corrupt(message(of: &image))) }
        let decoded = premultiplied(buffer, width: width, height: height, red: 2, green: 1, blue: 0, alpha: 3)
        return .success(reduced(decoded, largestSide: target))
    }

    private static func message(of image: inout png_image) -> String {
        withUnsafeBytes(of: &image.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
    }

    private static func decodeJPEG(_ bytes: [UInt8], largestSide: Int, target: Int, cost: inout Cost) -> Result<DecodedImage, Failure> {
        guard let handle = tjInitDecompress() else { return .failure(.corrupt("TurboJPEG did not start")) }
        defer { tjDestroy(handle) }
        var width: Int32 = 0, height: Int32 = 0, subsampling: Int32 = 0, colorspace: Int32 = 0
        var input = bytes
        let header = input.withUnsafeMutableBufferPointer {
            tjDecompressHeader3(handle, $0.baseAddress, UInt($0.count), &width, &height, &subsampling, &colorspace)
        }
        guard header == 0 else { return .failure(.corrupt(String(cString: tjGetErrorStr2(handle)))) }
        let (scaledWidth, scaledHeight) = scaledJPEGSize(width: Int(width), height: Int(height), target: target)
        guard scaledWidth > 0, scaledHeight > 0, scaledWidth.multipliedReportingOverflow(by: scaledHeight).partialValue <= maximumPixels,
              !scaledWidth.multipliedReportingOverflow(by: scaledHeight).overflow else {
            return .failure(.tooLarge(width: Int(width), height: Int(height)))
        }
        var buffer = [UInt8](repeating: 0, count: scaledWidth * scaledHeight * 4)
        cost.note(buffer.count * 2)
        let result = input.withUnsafeMutableBufferPointer { source in
            buffer.withUnsafeMutableBufferPointer { target in
                // TJPF_BGRA = 8: opaque output with alpha 255.
                tjDecompress2(handle, source.baseAddress, UInt(source.count), target.baseAddress,
                              Int32(scaledWidth), 0, Int32(scaledHeight), 8, 0)
            }
        }
        // A warning (a truncated file) still gives the rows that arrived.
        if result != 0, tjGetErrorCode(handle) == TJERR_FATAL.rawValue {
            return .failure(.corrupt(String(cString: tjGetErrorStr2(handle))))
        }
        let decoded = premultiplied(buffer, width: scaledWidth, height: scaledHeight, red: 2, green: 1, blue: 0, alpha: 3,
                                    sourceWidth: Int(width), sourceHeight: Int(height))
        return .success(reduced(decoded, largestSide: largestSide))
    }

    /// The decoder's own scaling (its k/8 steps, at most 1) that gives the
    /// smallest image whose longer side still reaches `target`.
    static func scaledJPEGSize(width: Int, height: Int, target: Int) -> (Int, Int) {
        var count: Int32 = 0
        let longer = max(width, height)
        var best = (width, height, longer)
        if let factors = tjGetScalingFactors(&count) {
            for factor in UnsafeBufferPointer(start: factors, count: Int(count)) where factor.num <= factor.denom {
                let num = Int(factor.num), denom = Int(factor.denom)
                let side = (longer * num + denom - 1) / denom
                guard side >= min(target, longer), side < best.2 else { continue }
                best = ((width * num + denom - 1) / denom, (height * num + denom - 1) / denom, side)
            }
        }
        return (best.0, best.1)
    }

    private static func premultiplied(_ bytes: [UInt8], width: Int, height: Int, red: Int, green: Int, blue: Int, alpha: Int,
                                      sourceWidth: Int? = nil, sourceHeight: Int? = nil) -> DecodedImage {
        var pixels = [UInt32](repeating: 0, count: width * height)
        bytes.withUnsafeBufferPointer { b in
            for i in 0..<(width * height) {
                let o = i * 4
                let a = UInt32(b[o + alpha])
                func channel(_ v: UInt8) -> UInt32 { (UInt32(v) * a + 127) / 255 }
                pixels[i] = a << 24 | channel(b[o + red]) << 16 | channel(b[o + green]) << 8 | channel(b[o + blue])
            }
        }
        return DecodedImage(width: width, height: height, pixels: pixels, sourceWidth: sourceWidth, sourceHeight: sourceHeight)
    }

    /// The image shrunk by a whole factor (each pixel the average of a
    /// block) until its longer side is within `largestSide`.
    package static func reduced(_ image: DecodedImage, largestSide: Int) -> DecodedImage {
        let factor = (max(image.width, image.height) + largestSide - 1) / max(1, largestSide)
        guard factor > 1 else { return image }
        let width = max(1, image.width / factor), height = max(1, image.height / factor)
        var pixels = [UInt32](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                var sums = (UInt32(0), UInt32(0), UInt32(0), UInt32(0))
                for dy in 0..<factor {
                    for dx in 0..<factor {
                        let p = image.pixels[(y * factor + dy) * image.width + x * factor + dx]
                        sums.0 += p >> 24; sums.1 += p >> 16 & 0xFF; sums.2 += p >> 8 & 0xFF; sums.3 += p & 0xFF
                    }
                }
                let n = UInt32(factor * factor)
                pixels[y * width + x] = (sums.0 / n) << 24 | (sums.1 / n) << 16 | (sums.2 / n) << 8 | sums.3 / n
            }
        }
        return DecodedImage(width: width, height: height, pixels: pixels, sourceWidth: image.sourceWidth, sourceHeight: image.sourceHeight)
    }
}
