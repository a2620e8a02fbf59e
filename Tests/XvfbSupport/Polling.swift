import Foundation

/// Polls `condition` every `interval` seconds until it returns true; throws a
/// `HarnessError` naming `what` after `timeout` seconds. Errors thrown by the
/// condition count as "not yet" and the last one is reported on timeout.
public func waitUntil(
    _ what: String,
    timeout: Double = 5,
    interval: Double = 0.02,
    _ condition: () throws -> Bool
) throws {
    let deadline = Date().addingTimeInterval(timeout)
    var lastError: Error?
    while true {
        do {
            if try condition() { return }
            lastError = nil
        } catch {
            lastError = error
        }
        if Date() >= deadline {
            throw HarnessError("timed out after \(timeout) s waiting for \(what)"
                + (lastError.map { "; last error: \($0)" } ?? ""))
        }
        usleep(useconds_t(interval * 1_000_000))
    }
}
