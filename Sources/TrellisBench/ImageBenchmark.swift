import Foundation
import Trellis

/// Decoding and first paint of a large JPEG (issue #16), beside
/// Scripts/probes/jpeg_floor.c, which draws the same file into a window of
/// the same size with TurboJPEG + XPutImage + XRender. Here the image is
/// what an app would write, `Image(contentsOfFile:).resizable()
/// .scaledToFit()` filling an 800 × 600 window; each run is timed from
/// making the view host to the pixels on the server (`XSync`): the layout
/// pass (which reads and decodes the file, through the image store), the
/// display list, and the paint (uploading the pixels, compositing them
/// scaled). The window is mapped before the timing, as the floor's is.
/// Every run reads a fresh copy of the file under its own name, so the
/// image store's cache never answers; one warm-up run is not counted.
@MainActor
func runImage(path: String, session: XSession, runs: Int = 5, report: Report) {
    let size = CGSize(width: 800, height: 600)
    let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("trellis-image-bench-\(ProcessInfo.processInfo.processIdentifier)")
    guard FileManager.default.fileExists(atPath: path),
          (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)) != nil else {
        report.unavailable("image.trellis.total", "JPEG first paint", reason: "cannot read \(path) or make a temporary folder")
        return
    }
    defer { try? FileManager.default.removeItem(at: folder) }

    var decode: [Double] = [], paint: [Double] = [], total: [Double] = []
    for run in 0...runs {
        let copy = folder.appendingPathComponent("run\(run)-" + URL(fileURLWithPath: path).lastPathComponent)
        guard (try? FileManager.default.copyItem(at: URL(fileURLWithPath: path), to: copy)) != nil else {
            report.unavailable("image.trellis.total", "JPEG first paint", reason: "cannot copy \(path)")
            return
        }
        let (window, painter) = session.makeWindow(title: "TrellisBench image", width: size.width, height: size.height)
        let start = monotonicSeconds()
        let host = ViewHost(rootView: Image(contentsOfFile: copy.path).resizable().scaledToFit(),
                            measurer: session.measurer, clock: VirtualClock(), windowResizeAnimation: nil)
        host.resize(to: size)
        _ = host.update()
        let laidOut = monotonicSeconds()
        let list = host.displayList()
        painter.paint(list)
        session.sync()
        let end = monotonicSeconds()
        // A file that did not decode draws a placeholder: no figure then.
        let decodedSides = list.items.lazy.compactMap { item -> (Int, Int)? in
            if case .image(let image) = item, !image.image.isPlaceholder { return (image.image.width, image.image.height) }
            return nil
        }.first
        guard let decodedSides else {
            painter.release()
            window.destroy()
            report.unavailable("image.trellis.total", "JPEG first paint", reason: "\(path) did not decode (a placeholder was drawn)")
            return
        }
        if run == 0 { report.note("decoded at \(decodedSides.0)×\(decodedSides.1) pixels, drawn at \(Int(size.width))×\(Int(size.height)) points") }
        if run > 0 {
            decode.append(laidOut - start)
            paint.append(end - laidOut)
            total.append(end - start)
        }
        painter.release()
        window.destroy()
        session.sync()
    }
    report.add(.time("image.trellis.decode", "JPEG 4000×3000: view + layout (reads and decodes the file), median", median(decode)))
    report.add(.time("image.trellis.paint", "JPEG 4000×3000: display list + paint (upload, scaled composite), median", median(paint)))
    report.add(.time("image.trellis.total", "JPEG 4000×3000: first paint in an 800×600 window, median", median(total)))
}
