import Foundation

/// A file dialog a view asked for (`fileImporter`, `fileExporter`): what
/// to choose, and what to do with the choice (nil: cancelled).
package struct FileDialogRequest {
    package enum Mode: Equatable, Sendable {
        case open(multiple: Bool, directories: Bool)
        case save(defaultName: String)

        var isSave: Bool { if case .save = self { true } else { false } }
        var choosesFolders: Bool { if case .open(_, true) = self { true } else { false } }
        var allowsMultiple: Bool { if case .open(true, _) = self { true } else { false } }
    }
    package let mode: Mode
    package let title: String
    /// The types the files may be of (the save panel's first is the one written).
    package let contentTypes: [UTType]
    package let completion: @MainActor ([URL]?) -> Void

    package init(mode: Mode, title: String, contentTypes: [UTType], completion: @escaping @MainActor ([URL]?) -> Void) {
        self.mode = mode
        self.title = title
        self.contentTypes = contentTypes
        self.completion = completion
    }

    /// Whether a file of this name may be chosen (its extension's type
    /// conforms to an allowed type; any file when none are given).
    package func allows(fileNamed name: String) -> Bool {
        let types = contentTypes.filter { $0 != .folder && $0 != .directory }
        guard !types.isEmpty else { return contentTypes.isEmpty }
        let fileExtension = (name as NSString).pathExtension
        guard !fileExtension.isEmpty, let type = UTType(filenameExtension: fileExtension) else {
            return types.contains { $0 == .item || $0 == .data || $0 == .content }
        }
        return types.contains { type.conforms(to: $0) }
    }
}

/// The desktop's own file chooser, when the backend has one (the XDG
/// portal's FileChooser on Linux). `choose` returns a way to close the
/// chooser early; `unavailable` runs instead of the completion when no
/// chooser answers, and the window shows Trellis' own panel.
@MainActor
package protocol FileChooser: AnyObject {
    func choose(_ request: FileDialogRequest, unavailable: @escaping @MainActor () -> Void) -> (@MainActor () -> Void)
}

/// The file dialogs open in a window, by presenting modifier: how to
/// close each early (its binding was reset).
@MainActor
final class FileDialogSessions {
    var closers: [ObjectIdentifier: @MainActor () -> Void] = [:]
}
