import TrellisImageIO

/// Finds image resources and keeps their decoded pixels, so an image used
/// by a thousand tiles is read and decoded once. Failures are kept too
/// (as the placeholder), so a missing file is reported once, not on every
/// frame. At most `capacity` images are kept, the least recently used
/// going first.
package final class ImageStore: @unchecked Sendable {
    static let shared = ImageStore()
    static let capacity = 256
    /// Images are decoded at most this many pixels on their longer side;
    /// larger files are reduced as decoded.
    static let largestSide = 8192
    /// The longer side, in pixels, of the screen the app shows images on
    /// (the backend sets it; `largestSide` until one does): images larger
    /// than it are decoded reduced to it, unless a use needs more.
    nonisolated(unsafe) package static var screenSide = largestSide
    /// The screen's pixels per point (the backend sets it).
    nonisolated(unsafe) package static var pixelScale: CGFloat = 1

    private let lock = NSLock()
    /// Each image with the longer side it was decoded for.
    private var images: [String: (image: DecodedImage, side: Int, lastUse: Int)] = [:]
    private var clock = 0

    /// `needing`: the longer side in pixels the use draws the whole image
    /// at; nil when only its size is asked for.
    func image(named name: String, bundle: Bundle?, needing: Int? = nil) -> DecodedImage {
        let key = "resource:\(bundle?.bundlePath ?? "")/\(name)"
        return cached(key, needing: needing) { side in
            guard let url = Self.locate(name, bundle: bundle) else {
                Diagnostics.report("no image named \"\(name)\" among the app's resources (PNG or JPEG); a placeholder is drawn")
                return .placeholder
            }
            return Self.decode(url, side: side)
        }
    }

    func image(at url: URL, needing: Int? = nil) -> DecodedImage {
        cached("file:\(url.path)", needing: needing) { Self.decode(url, side: $0) }
    }

    /// The kept image, unless it was decoded reduced and this use needs
    /// more of it: then decoded again for the larger side, which replaces it.
    private func cached(_ key: String, needing: Int?, _ make: (Int) -> DecodedImage) -> DecodedImage {
        let needed = needing.map { min(Self.largestSide, max(1, $0)) }
        lock.lock()
        clock += 1
        let kept = images[key]
        if let kept, !kept.image.isReduced || needed.map({ $0 <= kept.side }) ?? true {
            images[key] = (kept.image, kept.side, clock)
            lock.unlock()
            return kept.image
        }
        lock.unlock()
        let side = max(Self.screenSide, needed ?? 0, kept?.side ?? 0)
        let made = make(side)
        lock.lock()
        if kept == nil, images.count >= Self.capacity, let oldest = images.min(by: { $0.value.lastUse < $1.value.lastUse }) {
            images[oldest.key] = nil
        }
        images[key] = (made, side, clock)
        lock.unlock()
        return made
    }

    private static func decode(_ url: URL, side: Int) -> DecodedImage {
        guard let data = try? Data(contentsOf: url, options: .mappedIfSafe) else {
            Diagnostics.report("cannot read the image \(url.path); a placeholder is drawn")
            return .placeholder
        }
        switch ImageDecoder.decode(data, largestSide: largestSide, neededSide: side) {
        case .success(let image): return image
        case .failure(let failure):
            Diagnostics.report("\(url.path): \(failure); a placeholder is drawn")
            return .placeholder
        }
    }

    /// The file for `name`: as given, or with a PNG or JPEG extension, in
    /// `bundle`, or in the main bundle and the SwiftPM resource bundles
    /// beside the executable (searched a few folders deep).
    static func locate(_ name: String, bundle: Bundle?) -> URL? {
        let names = name.contains(".") ? [name] : ["png", "jpg", "jpeg", "PNG", "JPG"].map { "\(name).\($0)" }
        var roots: [URL] = []
        if let bundle { roots.append(bundle.bundleURL) } else {
            // The main bundle's own folder is the executable's: only its top.
            if let file = search(Bundle.main.bundleURL, for: Set(names), depth: 0) { return file }
            let folder = Bundle.main.executableURL?.deletingLastPathComponent() ?? Bundle.main.bundleURL
            let contents = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
            roots += contents.filter { $0.pathExtension == "resources" || $0.pathExtension == "bundle" }
        }
        for root in roots {
            if let found = search(root, for: Set(names), depth: 3) { return found }
        }
        return nil
    }

    private static func search(_ folder: URL, for names: Set<String>, depth: Int) -> URL? {
        guard let contents = try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: [.isDirectoryKey]) else { return nil }
        if let file = contents.first(where: { names.contains($0.lastPathComponent) }) { return file }
        guard depth > 0 else { return nil }
        for item in contents where (try? item.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true {
            if let found = search(item, for: names, depth: depth - 1) { return found }
        }
        return nil
    }
}
