/// The parts of a node only some kinds of view need: state cells for
/// views with `@State`, a text's line layouts, the transaction marker of
/// an animation or transaction modifier.
/// Kept out of line so that the many plain nodes (frames, paddings,
/// shapes) stay small.
///
/// Texts are the most common kind that makes one (one per label), so
/// what only controls and layouts keep — interaction state, a custom
/// layout's cache, a geometry reader's proxy, an editable text's session,
/// together 232 bytes — is one more step out (`ControlStorage`): a text's
/// storage is 264 bytes instead of 488, 2 MB less for 10,000 labels.
final class NodeStorage {
    var stateCells: [AnyObject] = []
    var textLayout: TextLayout?
    var textLayouts = TextLayoutCache()
    var idealTextLayout: IdealTextLayout?
    /// Set by an animation or transaction modifier for the current update.
    var transactionMarker: TransactionMarker?
    /// What change callbacks hold of the node (see `NodeHandle`).
    var handle: NodeHandle?
    /// Made when a control or layout first keeps something.
    var controls: ControlStorage?

    var madeControls: ControlStorage {
        if let controls { return controls }
        let made = ControlStorage()
        controls = made
        return made
    }
}

/// What controls, scroll views, editable texts, custom layouts and
/// geometry readers keep in their node (see `NodeStorage`).
final class ControlStorage {
    var interaction = InteractionState()
    /// An editable text's session (`TextEditingSession`).
    var textEditor: AnyObject?
    var layoutCache: Any?
    var geometryProxy: GeometryProxy?
}
