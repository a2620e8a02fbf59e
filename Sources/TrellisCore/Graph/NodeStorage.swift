/// The parts of a node only some kinds of view need: state cells for
/// views with `@State`, interaction state for controls, a custom layout's
/// cache, a text's line layouts. Kept out of line so that the many plain
/// nodes (frames, paddings, shapes) stay small.
final class NodeStorage {
    var stateCells: [AnyObject] = []
    var interaction = InteractionState()
    var layoutCache: Any?
    var textLayout: TextLayout?
    var textLayouts = TextLayoutCache()
    var idealTextLayout: IdealTextLayout?
    /// An editable text's session (`TextEditingSession`).
    var textEditor: AnyObject?
    var geometryProxy: GeometryProxy?
    /// What change callbacks hold of the node (see `NodeHandle`).
    var handle: NodeHandle?
}
