import Foundation

nonisolated extension View {
    /// Lets the user choose files of `allowedContentTypes` (folders when
    /// they are `.folder` or `.directory`) while `isPresented` is true; the
    /// URLs go to `onCompletion`. A cancelled dialog calls nothing.
    public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType],
                             allowsMultipleSelection: Bool,
                             onCompletion: @escaping @MainActor (Result<[URL], any Error>) -> Void) -> some View {
        fileImporter(isPresented: isPresented, allowedContentTypes: allowedContentTypes,
                     allowsMultipleSelection: allowsMultipleSelection, onCompletion: onCompletion, onCancellation: {})
    }

    /// One file: its URL goes to `onCompletion`.
    public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType],
                             onCompletion: @escaping @MainActor (Result<URL, any Error>) -> Void) -> some View {
        fileImporter(isPresented: isPresented, allowedContentTypes: allowedContentTypes, allowsMultipleSelection: false,
                     onCompletion: { result in onCompletion(result.map { $0[0] }) }, onCancellation: {})
    }

    /// As above; `onCancellation` runs when the user cancels.
    public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType],
                             allowsMultipleSelection: Bool,
                             onCompletion: @escaping @MainActor (Result<[URL], any Error>) -> Void,
                             onCancellation: @escaping @MainActor () -> Void) -> some View {
        let folders = !allowedContentTypes.isEmpty
            && allowedContentTypes.allSatisfy { $0.conforms(to: .directory) }
        nonisolated(unsafe) let isPresented = isPresented
        let request = FileDialogRequest(
            mode: .open(multiple: allowsMultipleSelection, directories: folders),
            title: folders ? (allowsMultipleSelection ? "Open Folders" : "Open Folder")
                           : (allowsMultipleSelection ? "Open Files" : "Open File"),
            contentTypes: allowedContentTypes) { urls in
                isPresented.wrappedValue = false
                if let urls, !urls.isEmpty { onCompletion(.success(urls)) } else { onCancellation() }
            }
        return FileDialogModifier(content: self, request: isPresented.wrappedValue ? request : nil)
    }
}
