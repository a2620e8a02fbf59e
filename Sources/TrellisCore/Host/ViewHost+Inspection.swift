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
        func visit(_ node: ViewNode, parent: Int) {
            guard !node.isHidden else { return }
            let index = nodes.count
            let text = (node.view as? Text)?.inspectedText(node)
            nodes.append(InspectionSnapshot.Node(id: node.identity, parent: parent, kind: node.kindDescription,
                                                 text: text, frame: node.frame, presented: node.presentedFrame))
            for child in node.subviewNodes { visit(child, parent: index) }
        }
        for child in root.subviewNodes { visit(child, parent: -1) }
        return nodes
    }
}
