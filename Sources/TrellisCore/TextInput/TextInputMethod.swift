/// The window's input method as the core drives it (the backend's XIM
/// context). Its pre-edit arrives as `InputEvent.composition` and its
/// commits as typed text; the core tells it two things, as GTK tells its
/// input-method context: the focus left a text (reset: the composition
/// ends), and whether keys go through it at all (not for a password).
/// Without one (tests, a backend without input methods) nothing is composed.
@MainActor
package protocol TextInputMethod: AnyObject {
    /// Ends what is being composed; returns the text the method commits
    /// for it, "" for none (GTK commits what a reset returns).
    func reset() -> String
    /// Whether keys go through the method. Off while a password field has
    /// the focus: its keys are looked up plainly, nothing is composed, so
    /// no pre-edit shows the password and no input method sees it (GTK gives
    /// invisible entries a simple context).
    var isEnabled: Bool { get set }
}

extension ViewHost {
    /// The focus leaves `node`: if it is a text, the input method is reset,
    /// what it commits goes into that text, and the pre-edit goes.
    func endComposition(leaving node: ViewNode) {
        guard let editable = node.unit as? EditableText else { return }
        // A password field had the method off: nothing to reset or commit.
        if !editable.isSecure, let committed = inputMethod?.reset(), !committed.isEmpty, node.isAttached(to: root) {
            editable.type(committed, node: node, host: self)
        }
        compositionChanged(TextComposition())
    }

    /// The focus is on `node` now: a password field turns the input method
    /// off until the focus leaves it.
    func updateInputMethod(for node: ViewNode?) {
        guard let inputMethod else { return }
        let secure = (node?.unit as? EditableText)?.isSecure ?? false
        if inputMethod.isEnabled == secure { inputMethod.isEnabled = !secure }
    }
}
