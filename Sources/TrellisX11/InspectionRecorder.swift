import TrellisCore

/// Writes the inspection file (`TRELLIS_INSPECT`) after painted frames in
/// which something changed. A write that fails is reported once on
/// standard error and the app goes on; a path that is not a regular file
/// (a device, a FIFO, a link) is never written, so recording stops.
@MainActor
final class InspectionRecorder {
    private let writer: InspectionWriter
    private let startTime: Double
    private var reportedError = false
    private var refused = false

    init(writer: InspectionWriter, startTime: Double) {
        self.writer = writer
        self.startTime = startTime
    }

    func record(frame: Int, time: Double, animating: Bool, windows: [InspectionSnapshot.Window]) {
        guard !refused else { return }
        let snapshot = InspectionSnapshot(frame: frame, time: time - startTime, animating: animating, windows: windows)
        do {
            try writer.write(snapshot)
        } catch {
            if case InspectionWriterError.notARegularFile = error { refused = true }
            guard !reportedError else { return }
            reportedError = true
            writeStandardError("trellis: \(error)")
        }
    }
}
