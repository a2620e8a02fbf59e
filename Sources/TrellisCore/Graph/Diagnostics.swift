/// Runtime diagnostics for programmer errors, printed once each on stderr
/// in SwiftUI's style instead of trapping: a toolkit must not crash an app
/// for a duplicate id or a layout that forgets a subview.
enum Diagnostics {
    nonisolated(unsafe) private static var reported: Set<String> = []
    /// Tests read what was reported.
    nonisolated(unsafe) static var log: [String] = []

    static func report(_ message: String) {
        log.append(message)
        guard reported.insert(message).inserted else { return }
        FileHandle.standardError.write(Data("Trellis: \(message)\n".utf8))
    }
}
