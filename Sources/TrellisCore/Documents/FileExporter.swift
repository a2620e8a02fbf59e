import Foundation

nonisolated extension View {
    /// Lets the user choose where to save `document` as `contentType`
    /// while `isPresented` is true, then writes it there; the file's URL
    /// (or the error writing it) goes to `onCompletion`.
    public func fileExporter<D: FileDocument>(isPresented: Binding<Bool>, document: D?, contentType: UTType,
                                              defaultFilename: String? = nil,
                                              onCompletion: @escaping @MainActor (Result<URL, any Error>) -> Void) -> some View {
        fileExporter(isPresented: isPresented, document: document, contentType: contentType,
                     defaultFilename: defaultFilename, onCompletion: onCompletion, onCancellation: {})
    }

    /// As above; `onCancellation` runs when the user cancels.
    public func fileExporter<D: FileDocument>(isPresented: Binding<Bool>, document: D?, contentType: UTType,
                                              defaultFilename: String? = nil,
                                              onCompletion: @escaping @MainActor (Result<URL, any Error>) -> Void,
                                              onCancellation: @escaping @MainActor () -> Void) -> some View {
        // Views are values made on the main actor; the closure runs there too.
        nonisolated(unsafe) let isPresented = isPresented, document = document
        let request = document == nil ? nil :
            FileDialogRequest(mode: .save(defaultName: FileExport.name(defaultFilename, type: contentType)),
                              title: "Save", contentTypes: [contentType]) { urls in
                isPresented.wrappedValue = false
                guard let url = urls?.first, let document else { onCancellation(); return }
                onCompletion(Result {
                    let configuration = FileDocumentWriteConfiguration(contentType: contentType, existingFile: nil)
                    try document.fileWrapper(configuration: configuration).write(to: url, options: .atomic, originalContentsURL: nil)
                    return url
                })
            }
        return FileDialogModifier(content: self, request: isPresented.wrappedValue ? request : nil)
    }

    /// Saves a `Transferable` item: its first representation of one of
    /// `contentTypes` (any exported one when empty) is written to the
    /// chosen file; its `suggestedFileName` names it unless
    /// `defaultFilename` does.
    public func fileExporter<T: Transferable>(isPresented: Binding<Bool>, item: T?, contentTypes: [UTType] = [],
                                              defaultFilename: String? = nil,
                                              onCompletion: @escaping @MainActor (Result<URL, any Error>) -> Void,
                                              onCancellation: @escaping @MainActor () -> Void = {}) -> some View {
        let entries = T.transferEntries
        nonisolated(unsafe) let isPresented = isPresented, item = item
        let request = item.flatMap { item -> FileDialogRequest? in
            let boxed = SendableItem(item)
            let exporting = entries.filter { $0.exports(boxed) }
            guard let entry = contentTypes.isEmpty ? exporting.first
                    : contentTypes.lazy.compactMap({ type in exporting.first { $0.contentType.conforms(to: type) } }).first
            else { return nil }
            let name = FileExport.name(defaultFilename ?? entry.fileName?(boxed), type: entry.contentType,
                                       orElse: contentTypes.first)
            return FileDialogRequest(mode: .save(defaultName: name), title: "Save",
                                     contentTypes: [entry.contentType]) { urls in
                isPresented.wrappedValue = false
                guard let url = urls?.first else { onCancellation(); return }
                TransferTasks.run {
                    do {
                        try await entry.exportData(boxed).write(to: url, options: .atomic)
                        onCompletion(.success(url))
                    } catch {
                        onCompletion(.failure(error))
                    }
                }
            }
        }
        return FileDialogModifier(content: self, request: isPresented.wrappedValue ? request : nil)
    }
}

enum FileExport {
    /// The name a save dialog starts with: the given one (or "Untitled")
    /// with the type's extension when it has none (`fallback`'s when the
    /// type has no extension of its own, as UTF-8 text has none).
    static func name(_ given: String?, type: UTType, orElse fallback: UTType? = nil) -> String {
        let base = given.flatMap { $0.isEmpty ? nil : $0 } ?? "Untitled"
        guard (base as NSString).pathExtension.isEmpty,
              let fileExtension = type.preferredFilenameExtension ?? fallback?.preferredFilenameExtension else { return base }
        return base + "." + fileExtension
    }
}
