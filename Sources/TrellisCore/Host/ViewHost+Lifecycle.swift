/// Lifecycle actions (`onAppear`, `onChange`, `task` …) and observers of
/// layout (`onPreferenceChange`, `onGeometryChange`) run after layout in
/// each update, in bounded rounds; and a closing window's views disappear.
extension ViewHost {
    /// How many rounds of lifecycle actions, bodies and layout one frame
    /// runs at most: state set in `onAppear` is on screen in the first
    /// frame, but two actions that keep changing each other's state cannot
    /// hold the frame forever.
    static let lifecycleRoundsPerFrame = 8

    /// Runs the lifecycle actions this update called for, after layout so
    /// that what is shown is known; each round's state changes are handled
    /// by bodies and layout before the next round, never inside a pass.
    func runLifecycleActions() {
        for _ in 0..<Self.lifecycleRoundsPerFrame {
            lifecycle.noteVisibilityChanges(engine.takeVisibilityChanges())
            let observed = layoutObservers.pendingActions(root: root)
            guard lifecycle.hasPendingWork || !observed.isEmpty else { return }
            lifecycle.runPendingActions(root: root)
            for action in observed { action() }
            updateBodies()
            if needsLayout {
                needsLayout = false
                layout()
                needsDisplay = true
            }
        }
        lifecycle.noteVisibilityChanges(engine.takeVisibilityChanges())
        // Observers whose values still change are broken off: what they see
        // now counts as seen, so they do not loop from frame to frame.
        if !layoutObservers.pendingActions(root: root).isEmpty {
            Diagnostics.report("onPreferenceChange or onGeometryChange changed layout in each of \(Self.lifecycleRoundsPerFrame) passes of one frame; it was broken off")
        }
        guard lifecycle.hasPendingWork else { return }
        Diagnostics.report("lifecycle actions (onAppear, onChange…) changed state in \(Self.lifecycleRoundsPerFrame) rounds of one frame; the rest runs in the next frame")
        // The loop sleeps until something wakes it: this frame's leftovers do.
        DispatchQueue.main.async {}
    }

    /// The window is closing (a popup): its views disappear — their
    /// `onDisappear` actions run and their tasks are cancelled. State
    /// those actions set in another window is handled in its next update,
    /// which the loop is woken for.
    package func dismantle() {
        guard lifecycle.dismantle(root: root) else { return }
        DispatchQueue.main.async {}
    }
}
