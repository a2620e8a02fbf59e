/// Why the views inside are drawn redacted, as SwiftUI's
/// `RedactionReasons`: `.placeholder` draws every text as rounded bars and
/// every image as a box (a loading skeleton); `.privacy` does that only to
/// views marked `privacySensitive()`.
public struct RedactionReasons: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

extension EnvironmentValues {
    /// The reasons the views here are redacted (`redacted(reason:)`).
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }

    /// Set by `privacySensitive()`: redacted for `.privacy` too.
    var isPrivacySensitive: Bool {
        get { self[PrivacySensitiveKey.self] }
        set { self[PrivacySensitiveKey.self] = newValue }
    }

    /// Whether text and images here draw as placeholders: for
    /// `.placeholder`, or for `.privacy` where marked sensitive.
    /// (`.invalidated` only tells views that their data is stale; SwiftUI
    /// draws nothing differently for it by itself.)
    var drawsRedacted: Bool {
        let reasons = redactionReasons
        return reasons.contains(.placeholder) || (reasons.contains(.privacy) && isPrivacySensitive)
    }
}

private struct RedactionReasonsKey: EnvironmentKey { static let defaultValue: RedactionReasons = [] }
private struct PrivacySensitiveKey: EnvironmentKey { static let defaultValue = false }

nonisolated extension View {
    /// Draws the views inside redacted for `reason` (added to the reasons
    /// already in force).
    public func redacted(reason: RedactionReasons) -> some View {
        EnvironmentModifierView(content: self, value: reason) { $0.redactionReasons.formUnion($1) }
    }

    /// Draws the views inside as they are, whatever redaction is around.
    public func unredacted() -> some View {
        EnvironmentModifierView(content: self, value: ()) { env, _ in env.redactionReasons = [] }
    }

    /// Marks the views inside as private: redacted when the reasons
    /// around include `.privacy`.
    public func privacySensitive(_ sensitive: Bool = true) -> some View {
        EnvironmentModifierView(content: self, value: sensitive) { $0.isPrivacySensitive = $1 }
    }
}

/// How redacted views are drawn: rounded bars the width of each line of
/// text, boxes for images, in the foreground colour faded.
@MainActor enum RedactedDrawing {
    static func color(_ environment: EnvironmentValues) -> RGBAColor {
        environment.foregroundColor.multiplyingAlpha(by: 0.16)
    }

    /// A bar over each line: from the baseline up by most of the ascent
    /// and down by part of the descent, its ends rounded.
    static func paintLines(of layout: TextLayout, in frame: CGRect, lineStart: (TextLayout.Line) -> CGFloat,
                           color: RGBAColor, into recorder: inout DisplayListRecorder) {
        var baseline = frame.minY + layout.firstBaseline
        let top = layout.metrics.ascent * 0.8, bottom = layout.metrics.descent * 0.5
        for line in layout.lines {
            defer { baseline += layout.lineAdvance }
            guard line.width > 0 else { continue }
            let bar = CGRect(x: lineStart(line), y: baseline - top, width: line.width, height: top + bottom)
            recorder.fill(Path(roundedRect: bar, cornerRadius: min(4, bar.height / 3)), color)
        }
    }
}
