/// Whether a scene is in use. A Trellis scene is one window that exists
/// while the process runs (closing it ends the process), so every view
/// sees `.active`; `.inactive` and `.background` are there for code that
/// switches over them.
public enum ScenePhase: Comparable, Hashable, Sendable {
    case background
    case inactive
    case active
}

extension EnvironmentValues {
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }
}

private struct ScenePhaseKey: EnvironmentKey { static let defaultValue = ScenePhase.active }
