import Foundation

/// Starts the desktop's mail composer for the share menu's "Send by
/// Email…": `xdg-email --utf8 --subject S --body B`, each value one argv
/// entry (no shell). nil where xdg-email is not installed, and the menu
/// then has no email item.
package struct ShareEmailSender: Sendable {
    let send: @Sendable (_ subject: String?, _ body: String) -> Void

    package init(send: @escaping @Sendable (_ subject: String?, _ body: String) -> Void) { self.send = send }

    /// The argv for xdg-email.
    static func arguments(subject: String?, body: String) -> [String] {
        var arguments = ["xdg-email", "--utf8"]
        if let subject, !subject.isEmpty { arguments += ["--subject", subject] }
        if !body.isEmpty { arguments += ["--body", body] }
        return arguments
    }

    /// xdg-email from `PATH`, looked up once.
    package static let xdgEmail: ShareEmailSender? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        let found = path.split(separator: ":").contains { FileManager.default.isExecutableFile(atPath: "\($0)/xdg-email") }
        guard found else { return nil }
        return ShareEmailSender { subject, body in
            let arguments = arguments(subject: subject, body: body)
            Thread.detachNewThread {
                do { _ = try URLOpener.spawn(arguments) } catch {
                    let line = "ShareLink: \(error)"
                    DispatchQueue.main.async { Diagnostics.report(line) }
                }
            }
        }
    }()
}

private struct ShareEmailSenderKey: EnvironmentKey {
    static var defaultValue: ShareEmailSender? { ShareEmailSender.xdgEmail }
}

extension EnvironmentValues {
    /// How the share menu starts an email (tests put their own).
    package var shareEmailSender: ShareEmailSender? {
        get { self[ShareEmailSenderKey.self] }
        set { self[ShareEmailSenderKey.self] = newValue }
    }
}
