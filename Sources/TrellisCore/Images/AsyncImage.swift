import TrellisImageIO

/// SwiftUI's `AsyncImage`: an image loaded from a URL off the main actor
/// and decoded (PNG, JPEG) through the same decoder as `Image`. Until it
/// arrives a placeholder shows; a failed load shows the placeholder too
/// (or what `content` makes of `.failure`). A new URL starts a new load
/// and the old one is cancelled with its task.
///
/// `file:` and `data:` URLs always load. `http:` and `https:` load
/// through Foundation, which on Linux needs FoundationNetworking in the
/// process (an app that imports it, as any Linux program using
/// `URLSession` does); Trellis does not link it itself, since it brings
/// libcurl and its TLS libraries to every app's start. Without it the
/// phase is `.failure` with an error that says so.
public struct AsyncImage<Content: View>: View {
    let url: URL?
    let scale: CGFloat
    let transaction: Transaction
    /// Nil for `AsyncImage(url:scale:)`, which shows the image at its size.
    let content: ((AsyncImagePhase) -> Content)?
    @State private var loaded = LoadedImage()

    public init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
                @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        self.url = url
        self.scale = scale
        self.transaction = transaction
        self.content = content
    }

    public var body: some View {
        let phase = loaded.url == url ? loaded.phase : .empty
        Group {
            if let content {
                content(phase)
            } else if let image = phase.image {
                AsyncImageLoader.sized(image, scale: scale)
            } else {
                Color.secondary.opacity(0.25)
            }
        }
        .task(id: url) {
            guard let url else { return }
            let phase = await AsyncImageLoader.load(url)
            guard !Task.isCancelled else { return }
            withTransaction(transaction) { loaded = LoadedImage(url: url, phase: phase) }
        }
    }
}

extension AsyncImage {
    /// The image as it loads, at its size in points (pixels ÷ `scale`);
    /// a grey placeholder that fills the space offered until then.
    public init(url: URL?, scale: CGFloat = 1) where Content == Image {
        self.url = url
        self.scale = scale
        transaction = Transaction()
        content = nil
    }

    /// `content` shows the loaded image, `placeholder` what is there before
    /// (and after a failure).
    public init<I: View, P: View>(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
                                  @ViewBuilder placeholder: @escaping () -> P) where Content == _ConditionalContent<I, P> {
        self.init(url: url, scale: scale) { phase in
            if let image = phase.image { content(image) } else { placeholder() }
        }
    }
}

/// Where an `AsyncImage` is in loading its image.
public enum AsyncImagePhase: Sendable {
    case empty
    case success(Image)
    case failure(any Error)

    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }

    public var error: (any Error)? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

/// The phase of the last load and the URL it was for.
private struct LoadedImage {
    var url: URL?
    var phase = AsyncImagePhase.empty
}

/// Why a URL gave no image.
struct AsyncImageError: Error, CustomStringConvertible {
    let description: String
}

enum AsyncImageLoader {
    /// Reads and decodes `url` on a background thread.
    static func load(_ url: URL) async -> AsyncImagePhase {
        await Task.detached(priority: .userInitiated) { () -> AsyncImagePhase in
            let data: Data
            do {
                data = try url.scheme == "data" ? dataURLContents(url) : Data(contentsOf: url)
            } catch {
                let remote = url.scheme == "http" || url.scheme == "https"
                let reason = remote ? "\(error.localizedDescription) (remote URLs load only when the app links FoundationNetworking)"
                                    : error.localizedDescription
                Diagnostics.report("AsyncImage cannot read \(url.absoluteString): \(reason)")
                return .failure(AsyncImageError(description: reason))
            }
            switch ImageDecoder.decode(data, largestSide: ImageStore.largestSide, neededSide: ImageStore.screenSide) {
            case .success(let image): return .success(Image(decoded: image))
            case .failure(let failure):
                Diagnostics.report("AsyncImage cannot decode \(url.absoluteString): \(failure)")
                return .failure(AsyncImageError(description: failure.description))
            }
        }.value
    }

    /// The bytes of a `data:` URL (RFC 2397), which Foundation reads only
    /// through FoundationNetworking.
    static func dataURLContents(_ url: URL) throws -> Data {
        let text = url.absoluteString
        guard let comma = text.firstIndex(of: ",") else { throw AsyncImageError(description: "a data URL without a comma") }
        let header = text[text.index(text.startIndex, offsetBy: 5)..<comma]
        let payload = String(text[text.index(after: comma)...])
        if header.hasSuffix(";base64") {
            guard let data = Data(base64Encoded: payload.removingPercentEncoding ?? payload) else {
                throw AsyncImageError(description: "a data URL whose base64 does not decode")
            }
            return data
        }
        return Data((payload.removingPercentEncoding ?? payload).utf8)
    }

    /// The image at `scale` pixels per point.
    @MainActor static func sized(_ image: Image, scale: CGFloat) -> some View {
        let decoded = image.decoded
        let factor = scale > 0 && scale.isFinite ? scale : 1
        return image.resizable()
            .frame(width: CGFloat(decoded.sourceWidth) / factor, height: CGFloat(decoded.sourceHeight) / factor)
    }
}
