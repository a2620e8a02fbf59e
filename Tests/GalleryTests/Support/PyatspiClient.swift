import Foundation
import XvfbSupport

/// Runs a pyatspi script as a screen reader's process on a test's
/// accessibility bus.
///
/// libatspi connects to the bus when `pyatspi` is imported, before the
/// script can say anything; if the bus's `Hello` goes unanswered for
/// libdbus's 25 seconds (a loaded 2-core CI machine starving both
/// daemons: seen once in CI), it aborts the process with "Couldn't
/// connect to accessibility bus". That is the probe failing to start,
/// not the app failing, so it is run again, up to `attempts` times, after
/// checking the bus still answers; anything else is the answer.
enum PyatspiClient {
    static func run(_ script: String, _ arguments: [String], bus: AccessibilityBus, display: String,
                    timeout: Double, attempts: Int = 3) throws -> SubprocessResult {
        var environment = bus.environment
        environment["DISPLAY"] = display
        var result: SubprocessResult
        var attempt = 1
        repeat {
            result = try Subprocess.run(["/usr/bin/python3", "-c", script] + arguments,
                                        environment: environment, timeout: timeout)
            guard !result.succeeded, couldNotReachTheBus(result.stderr), attempt < attempts else { return result }
            print("pyatspi: attempt \(attempt) could not reach the accessibility bus after "
                  + "\(String(format: "%.1f", result.duration)) s (bus answers: \(bus.answers)); running it again")
            attempt += 1
        } while true
    }

    /// Whether libatspi gave up before the script ran.
    static func couldNotReachTheBus(_ stderr: String) -> Bool {
        stderr.contains("Couldn't connect to accessibility bus") || stderr.contains("Couldn't register with accessibility bus")
    }
}

extension PyatspiClient {
    /// Starts `script` as a long-running client and waits until it prints
    /// `ready` on `stdout` (a file); started again, like `run`, when
    /// libatspi could not reach the bus. Its stderr goes to `stdout` + ".err".
    static func spawn(_ script: String, _ arguments: [String], bus: AccessibilityBus, display: String,
                      stdout: String, ready: String, attempts: Int = 3) throws -> ChildProcess {
        var environment = bus.environment
        environment["DISPLAY"] = display
        for attempt in 1...attempts {
            let client = try Subprocess.spawn(["/usr/bin/python3", "-c", script] + arguments, environment: environment,
                                              stdout: stdout, stderr: stdout + ".err")
            try waitUntil("the pyatspi client is \(ready) or gone", timeout: 40) {
                ((try? String(contentsOfFile: stdout, encoding: .utf8)) ?? "").contains(ready) || !client.isRunning
            }
            let stderr = (try? String(contentsOfFile: stdout + ".err", encoding: .utf8)) ?? ""
            if client.isRunning || !couldNotReachTheBus(stderr) || attempt == attempts { return client }
            print("pyatspi: attempt \(attempt) could not reach the accessibility bus (bus answers: \(bus.answers)); "
                  + "starting it again")
        }
        preconditionFailure("the loop returns on its last attempt")
    }
}
