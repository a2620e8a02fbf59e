/// Draws its content at reduced opacity; layout is unchanged.
package nonisolated struct OpacityView<Content: View>: View {
    package typealias Body = Never
    let content: Content
    let opacity: Double
}

@MainActor extension OpacityView: ContentWrapperLayout, ForwardsLayoutValues {
    var kindName: String { "Opacity" }
    /// Its opacity fades with the transaction: layout has to see it change.
    var geometryIsItsContent: Bool { false }

    func forEachChild(in node: ViewNode, _ visit: (ChildKey, any View) -> Void) { visit(.index(0), content) }

    func paintTree(node: ViewNode, into recorder: inout DisplayListRecorder) {
        let saved = recorder.opacity
        recorder.opacity *= (node.animation.paintPresented?[0] ?? opacity).clampedUnit
        for child in node.subviewNodes { child.paint(into: &recorder) }
        recorder.opacity = saved
    }
}

@MainActor extension OpacityView: AnimatablePaint {
    func paintValue(node: ViewNode) -> Motion.Vector { Motion.Vector(opacity.clampedUnit, 0, 0, 0) }
}

nonisolated extension View {
    public func opacity(_ opacity: Double) -> some View { OpacityView(content: self, opacity: opacity) }
}
