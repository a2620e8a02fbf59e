extension ViewHost {
    /// The laid-out units in tree order, for the inspection file. The
    /// window root is left out: the app's outermost view has parent -1.
    package func inspectionNodes() -> [InspectionSnapshot.Node] {
        // The file lists every frame, also inside units layout left
        // unarranged because nobody could see them. (Arranging measures:
        // a measuring pass begins, as for any size query.)
        engine.beginPass()
        engine.arrangeDeferred(in: root)
        var nodes: [InspectionSnapshot.Node] = []
        // `presented` is where the node is drawn: its presented frame
        // through the transform effects above it (their bounding box).
        func visit(_ node: ViewNode, parent: Int, transform: CGAffineTransform?) {
            guard !node.isHidden else { return }
            let index = nodes.count
            let text = (node.view as? Text)?.inspectedText(node)
            let presented = transform.map { node.presentedFrame.applying($0) } ?? node.presentedFrame
            nodes.append(InspectionSnapshot.Node(id: node.identity, parent: parent, kind: node.kindDescription,
                                                 text: text, frame: node.frame, presented: presented))
            var inner = transform
            if let effect = node.contentTransform, effect.isFinite { inner = effect.concatenating(transform ?? .identity) }
            for child in node.subviewNodes { visit(child, parent: index, transform: inner) }
        }
        for child in root.subviewNodes { visit(child, parent: -1, transform: nil) }
        return nodes
    }
}
