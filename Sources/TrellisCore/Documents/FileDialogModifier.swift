import Foundation

/// `fileImporter` and `fileExporter`: while `isPresented` is true the
/// window shows a file dialog — the desktop's chooser through the backend's
/// `FileChooser`, else (no portal, or it does not answer) Trellis' own
/// `FilePanel` in a sheet — and the choice goes to the request's
/// completion. Resetting the binding closes the dialog.
package nonisolated struct FileDialogModifier<Content: View>: View {
    package typealias Body = Never
    let content: Content
    /// The dialog, while it should be shown.
    let request: FileDialogRequest?
}

@MainActor extension FileDialogModifier: TransparentView {
    func forEachElement(_ visit: (ChildKey, any View) -> Void) { visit(.index(0), content) }

    func reconciled(_ node: ViewNode, previous: any View) {
        guard let host = node.host as? ViewHost else { return }
        let owner = ObjectIdentifier(node), sessions = host.fileDialogs
        guard let request else {
            if let close = sessions.closers.removeValue(forKey: owner) { close() }
            return
        }
        guard sessions.closers[owner] == nil else { return }
        let dialogs = host.dialogs, startFolder = node.environment.filePanelFolder
        let state = FinishState()
        let finish: @MainActor ([URL]?) -> Void = { urls in
            guard !state.finished else { return }
            state.finished = true
            sessions.closers[owner] = nil
            dialogs.withdraw(owner: owner)
            request.completion(urls)
        }
        let showPanel: @MainActor () -> Void = {
            guard !state.finished else { return }
            dialogs.present(kind: .sheet, title: request.title, owner: owner,
                            content: AnyView(FilePanel(request: request, startFolder: startFolder, finish: finish)), dismiss: { finish(nil) })
            host.setNeedsLayout()
        }
        let answered = FileDialogRequest(mode: request.mode, title: request.title, contentTypes: request.contentTypes,
                                         completion: finish)
        if let chooser = host.fileChooser {
            let close = chooser.choose(answered, unavailable: showPanel)
            sessions.closers[owner] = { state.finished = true; close(); dialogs.withdraw(owner: owner) }
        } else {
            sessions.closers[owner] = { state.finished = true; dialogs.withdraw(owner: owner) }
            showPanel()
        }
    }
}

/// Whether a dialog's choice was delivered (a panel and a late portal
/// answer, or a cancel and a close, deliver once).
@MainActor
private final class FinishState {
    var finished = false
}
