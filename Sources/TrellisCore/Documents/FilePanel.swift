import Foundation

/// Trellis' own file dialog, shown in a sheet when the desktop has no
/// file chooser portal (or it does not answer): the folder's path (type
/// one and press Return to go there), its entries — folders first, then
/// the files of the allowed types, hidden ones left out — and Cancel and
/// Open (or Save, with a name field). A click selects an entry; a double
/// click opens a folder or chooses a file.
struct FilePanel: View {
    let request: FileDialogRequest
    let finish: @MainActor ([URL]?) -> Void
    @State private var folder: URL
    @State private var path: String
    @State private var selection: Set<URL> = []
    @State private var name: String

    init(request: FileDialogRequest, startFolder: URL?, finish: @escaping @MainActor ([URL]?) -> Void) {
        self.request = request
        self.finish = finish
        let start = startFolder ?? FilePanel.startFolder
        _folder = State(initialValue: start)
        _path = State(initialValue: start.path)
        if case .save(let defaultName) = request.mode {
            _name = State(initialValue: defaultName)
        } else {
            _name = State(initialValue: "")
        }
    }

    /// Where the panel opens unless the environment's `filePanelFolder`
    /// says: the working folder, as a file chooser started from a terminal
    /// does (`TRELLIS_FILE_PANEL_FOLDER` overrides it).
    static var startFolder: URL {
        if let folder = ProcessInfo.processInfo.environment["TRELLIS_FILE_PANEL_FOLDER"], !folder.isEmpty {
            return URL(fileURLWithPath: folder, isDirectory: true)
        }
        return URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
    }

    private var isSaving: Bool { request.mode.isSave }
    private var choosesFolders: Bool { request.mode.choosesFolders }
    private var allowsMultiple: Bool { request.mode.allowsMultiple }

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(request.title).font(.headline)
            if isSaving {
                HStack {
                    Text("Name:")
                    TextField("Name", text: $name)
                }
            }
            HStack {
                Button { go(to: folder.deletingLastPathComponent()) } label: { Image(systemName: "chevron.up") }
                    .disabled(folder.path == "/")
                TextField("Folder", text: $path).onSubmit { go(to: URL(fileURLWithPath: path, isDirectory: true)) }
            }
            FilePanelList(entries: FilePanelEntry.entries(in: folder, request: request),
                          selection: selection, select: select, open: open)
            HStack {
                Spacer()
                Button("Cancel") { finish(nil) }.keyboardShortcut(.cancelAction)
                Button(isSaving ? "Save" : "Open") { confirm() }
                    .keyboardShortcut(.defaultAction)
                    .disabled(!canConfirm)
            }
        }
        .padding(12)
        .frame(width: 520, height: 420)
    }

    private var canConfirm: Bool {
        if isSaving { return !name.trimmingCharacters(in: .whitespaces).isEmpty && !name.contains("/") }
        return choosesFolders || !selection.isEmpty
    }

    private func go(to url: URL) {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue else {
            path = folder.path  // not a folder: the field shows where we are
            return
        }
        folder = url.standardizedFileURL
        path = folder.path
        selection = []
    }

    private func select(_ entry: FilePanelEntry) {
        if allowsMultiple, selection.contains(entry.url) {
            selection.remove(entry.url)
        } else if allowsMultiple {
            selection.insert(entry.url)
        } else {
            selection = [entry.url]
        }
        if isSaving, !entry.isFolder { name = entry.url.lastPathComponent }
    }

    private func open(_ entry: FilePanelEntry) {
        if entry.isFolder { go(to: entry.url); return }
        if isSaving { name = entry.url.lastPathComponent; confirm(); return }
        finish([entry.url])
    }

    private func confirm() {
        guard canConfirm else { return }
        if isSaving {
            finish([folder.appendingPathComponent(name.trimmingCharacters(in: .whitespaces))])
        } else if choosesFolders, selection.isEmpty {
            finish([folder])
        } else {
            finish(selection.sorted { $0.path < $1.path })
        }
    }
}

/// One row of the panel: a file or folder of the shown folder.
struct FilePanelEntry: Identifiable, Hashable {
    let url: URL
    let isFolder: Bool
    var id: URL { url }
    var name: String { url.lastPathComponent }

    /// The folder's entries that the request may choose or enter: folders
    /// first, then files, each by name without case; hidden ones left out.
    /// A save panel lists every file (to show what is there).
    static func entries(in folder: URL, request: FileDialogRequest) -> [FilePanelEntry] {
        let manager = FileManager.default
        guard let names = try? manager.contentsOfDirectory(atPath: folder.path) else { return [] }
        var entries: [FilePanelEntry] = []
        for name in names where !name.hasPrefix(".") {
            let url = folder.appendingPathComponent(name)
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: url.path, isDirectory: &isFolder) else { continue }
            if isFolder.boolValue {
                entries.append(FilePanelEntry(url: url, isFolder: true))
            } else if !request.mode.choosesFolders, request.mode.isSave || request.allows(fileNamed: name) {
                entries.append(FilePanelEntry(url: url, isFolder: false))
            }
        }
        return entries.sorted { a, b in
            a.isFolder != b.isFolder ? a.isFolder : a.name.localizedStandardCompare(b.name) == .orderedAscending
        }
    }
}

/// The entries in a scrolling column, the selected ones highlighted.
private struct FilePanelList: View {
    let entries: [FilePanelEntry]
    let selection: Set<URL>
    let select: @MainActor (FilePanelEntry) -> Void
    let open: @MainActor (FilePanelEntry) -> Void
    /// The last click, to tell a double click (the first one selects, as
    /// in a GTK file chooser; the second opens).
    @State private var lastClick: (url: URL, time: Date)?

    private func clicked(_ entry: FilePanelEntry) {
        let now = Date()
        if let lastClick, lastClick.url == entry.url, now.timeIntervalSince(lastClick.time) <= TapTiming.interval {
            self.lastClick = nil
            open(entry)
        } else {
            lastClick = (entry.url, now)
            select(entry)
        }
    }

    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 0) {
                ForEach(entries) { entry in
                    Button { clicked(entry) } label: {
                        HStack(spacing: 6) {
                            Image(systemName: entry.isFolder ? "folder" : "doc")
                            Text(entry.name).lineLimit(1)
                            Spacer(minLength: 0)
                        }
                        .padding(.horizontal, 6)
                        .padding(.vertical, 3)
                        .foregroundStyle(selection.contains(entry.url) ? Color.white : Color.primary)
                        .background(selection.contains(entry.url) ? Color.accentColor : Color.clear)
                        .contentShape(Rectangle())
                    }
                    .buttonStyle(.plain)
                }
                if entries.isEmpty {
                    Text("No files").foregroundStyle(.secondary).padding(6)
                }
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .border(Color.secondary.opacity(0.4))
    }
}

private struct FilePanelFolderKey: EnvironmentKey {
    static let defaultValue: URL? = nil
}

extension EnvironmentValues {
    /// The folder Trellis' own file panel opens in (nil: `FilePanel.startFolder`).
    package var filePanelFolder: URL? {
        get { self[FilePanelFolderKey.self] }
        set { self[FilePanelFolderKey.self] = newValue }
    }
}
