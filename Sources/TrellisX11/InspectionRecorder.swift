import TrellisCore

/// Writes the inspection file (`TRELLIS_INSPECT`) after painted frames in
/// which something changed. A write that fails is reported once on
/// standard error; the app goes on without it.
@MainActor
final class InspectionRecorder {
    private let writer: InspectionWriter
    private let startTime: Double
    private var reportedError = false

    init(writer: InspectionWriter, startTime: Double) {
        self.writer = writer
        self.startTime = startTime
    }

    func record(frame: Int, time: Double, animating: Bool, windows: [InspectionSnapshot.Window]) {
        let snapshot = InspectionSnapshot(frame: frame, time: time - startTime, animating: animating, windows: windows)
        do {
            try writer.write(snapshot)
        } catch {
            guard !reportedError else { return }
            reportedError = true
            writeStandardError("trellis: \(error)")
        }
    }
}
