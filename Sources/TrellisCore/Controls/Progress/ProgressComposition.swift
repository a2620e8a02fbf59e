/// A progress view made of views: its labels around a bar, a spinner, a
/// gliding bar or a ring.
struct ProgressComposition<Label: View, CurrentValueLabel: View>: View {
    let fraction: Double?
    let label: Label?
    let currentValueLabel: CurrentValueLabel?
    let style: ProgressStyleKind

    var body: some View {
        if style != .linear, fraction == nil || style == .circular {
            VStack(spacing: 6) {
                ProgressIndicator(fraction: fraction)
                if let label { label }
            }
        } else {
            VStack(alignment: .leading, spacing: 4) {
                if let label { label }
                if let fraction {
                    ProgressView(value: fraction)
                } else {
                    ProgressIndicator(fraction: nil, isLinear: true)
                }
                if let currentValueLabel {
                    currentValueLabel.font(.caption).foregroundStyle(.secondary)
                }
            }
        }
    }
}

/// How the environment asks progress views to look.
enum ProgressStyleKind: Hashable, Sendable {
    case automatic, linear, circular
}

/// How progress views look, as SwiftUI's `ProgressViewStyle`; like
/// `PickerStyle`, apps choose one of the built-in styles.
public protocol ProgressViewStyle {}

protocol BuiltInProgressViewStyle {
    var kind: ProgressStyleKind { get }
}

/// A bar when the progress is known, a spinner when it is not (macOS's).
public struct DefaultProgressViewStyle: ProgressViewStyle, BuiltInProgressViewStyle {
    public init() {}
    var kind: ProgressStyleKind { .automatic }
}

/// Always a bar; unknown progress glides to and fro along it.
public struct LinearProgressViewStyle: ProgressViewStyle, BuiltInProgressViewStyle {
    public init() {}
    var kind: ProgressStyleKind { .linear }
}

/// Always round: a spinner, or a ring filled to the fraction.
public struct CircularProgressViewStyle: ProgressViewStyle, BuiltInProgressViewStyle {
    public init() {}
    var kind: ProgressStyleKind { .circular }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

extension EnvironmentValues {
    var progressStyle: ProgressStyleKind {
        get { self[ProgressStyleKey.self] }
        set { self[ProgressStyleKey.self] = newValue }
    }
}

private struct ProgressStyleKey: EnvironmentKey { static let defaultValue = ProgressStyleKind.automatic }

nonisolated extension View {
    /// Sets the style of the progress views inside.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        let kind = (style as? any BuiltInProgressViewStyle)?.kind ?? .automatic
        return EnvironmentModifierView(content: self, value: kind) { $0.progressStyle = $1 }
    }
}
