/// Runtime diagnostics for programmer errors, printed once each on stderr
/// in SwiftUI's style instead of trapping: a toolkit must not crash an app
/// for a duplicate id or a layout that forgets a subview.
package enum Diagnostics {
    nonisolated(unsafe) private static var reported: Set<String> = []
    /// Tests read what was reported.
    nonisolated(unsafe) package static var log: [String] = []

    package static func report(_ message: String) {
        // Kept for tests to read; bounded, since an app may repeat a mistake
        // on every update for as long as it runs.
        if log.count >= 200 { log.removeFirst(100) }
        log.append(message)
        guard reported.insert(message).inserted else { return }
        FileHandle.standardError.write(Data("Trellis: \(message)\n".utf8))
    }
}
