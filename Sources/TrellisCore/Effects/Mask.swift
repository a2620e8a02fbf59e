/// `mask`: the content shows only where the mask view is opaque. The mask
/// is laid out as an overlay (offered the content's size, aligned in it)
/// and never drawn itself; its alpha becomes the content's.
package nonisolated struct MaskView<Content: View, Mask: View>: View {
    package typealias Body = Never
    let content: Content
    let mask: Mask
    let alignment: Alignment
}

@MainActor extension MaskView: LayeredLayout {
    var kindName: String { "Mask" }
    var layerIsBehind: Bool { false }

    func forEachChild(in node: ViewNode, _ visit: (ChildKey, any View) -> Void) {
        visit(.index(0), content)
        visit(.index(1), mask)
    }

    func paintTree(node: ViewNode, into recorder: inout DisplayListRecorder) {
        let subviews = node.subviewNodes
        guard let maskNode = subviews.last, subviews.count >= 2 else { return }
        // The mask's alpha as drawn, at full opacity (an opacity around the
        // masked view applies to the content's colours already).
        let savedOpacity = recorder.opacity
        recorder.opacity = 1
        let items = recorder.capture { maskNode.paint(into: &$0) }
        recorder.opacity = savedOpacity
        var layer = DisplayLayer()
        layer.mask = items
        recorder.withLayer(layer) { recorder in
            for child in subviews.dropLast() { child.paint(into: &recorder) }
        }
    }
}

nonisolated extension View {
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        MaskView(content: self, mask: ZStack(alignment: alignment, content: mask), alignment: alignment)
    }

    @available(*, deprecated, message: "Use mask(alignment:_:) instead.")
    public func mask<Mask: View>(_ mask: Mask) -> some View {
        MaskView(content: self, mask: ZStack { mask }, alignment: .center)
    }
}
