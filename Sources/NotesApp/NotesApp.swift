import SwiftUI

/// A small notes manager, written as for a Mac: a sidebar list of notes
/// in sections, a detail form, a toolbar with Add and Delete, a sheet to
/// add a note from a template, an alert to confirm a deletion, and a
/// thousand archived notes in a lazy grid.
@main
struct NotesApp: App {
    var body: some Scene {
        WindowGroup("Notes") {
            NotesView()
                .frame(minWidth: 640, idealWidth: 760, minHeight: 420, idealHeight: 480)
        }
    }
}

struct Note: Identifiable, Hashable {
    let id: Int
    var title: String
    var kind: String
    var body: String
}

enum Template: String, CaseIterable, Identifiable {
    case meeting = "Meeting", idea = "Idea", todo = "To do"
    var id: String { rawValue }
}

struct NotesView: View {
    @State private var notes: [Note] = [
        Note(id: 1, title: "Groceries", kind: "To do", body: "Milk, bread, coffee"),
        Note(id: 2, title: "Standup", kind: "Meeting", body: "Release on Friday"),
        Note(id: 3, title: "Garden shed", kind: "Idea", body: "Solar panel on the roof"),
    ]
    @State private var selection: Note.ID?
    @State private var addingNote = false
    @State private var confirmingDelete = false
    @State private var nextID = 4
    @State private var query = ""

    /// The notes whose title holds what the search field says.
    private var shown: [Note] {
        query.isEmpty ? notes : notes.filter { $0.title.localizedCaseInsensitiveContains(query) }
    }

    var body: some View {
        NavigationSplitView {
            List(selection: $selection) {
                Section("Notes") {
                    ForEach(shown) { note in
                        Text(note.title)
                    }
                    .onDelete { offsets in
                        let ids = Set(offsets.map { shown[$0].id })
                        notes.removeAll { ids.contains($0.id) }
                    }
                    .onMove { source, destination in
                        // The offsets are the shown (maybe filtered) notes': move by identity.
                        let moving = Set(source.map { shown[$0].id })
                        let before = destination < shown.count ? shown[destination].id : nil
                        var rest = notes.filter { !moving.contains($0.id) }
                        let at = before.flatMap { id in rest.firstIndex { $0.id == id } } ?? rest.count
                        rest.insert(contentsOf: notes.filter { moving.contains($0.id) }, at: at)
                        notes = rest
                    }
                }
            }
            .navigationTitle("Notes")
        } detail: {
            if let note = notes.first(where: { $0.id == selection }) {
                NoteDetail(note: note)
            } else {
                ArchiveGrid()
            }
        }
        .toolbar {
            ToolbarItem(placement: .primaryAction) {
                Button("Add") { addingNote = true }
            }
            ToolbarItem(placement: .destructiveAction) {
                Button("Delete") { confirmingDelete = true }
                    .disabled(selection == nil)
            }
        }
        .searchable(text: $query, prompt: "Search notes")
        .sheet(isPresented: $addingNote) {
            AddNoteSheet { template in
                notes.append(Note(id: nextID, title: "New \(template.rawValue.lowercased()) \(nextID)", kind: template.rawValue, body: ""))
                selection = nextID
                nextID += 1
            }
        }
        .alert("Delete this note?", isPresented: $confirmingDelete) {
            Button("Cancel", role: .cancel) {}
            Button("Delete", role: .destructive) {
                notes.removeAll { $0.id == selection }
                selection = nil
            }
        } message: {
            Text("You cannot undo this.")
        }
    }
}

struct NoteDetail: View {
    let note: Note

    var body: some View {
        Form {
            Section("Note") {
                LabeledContent("Title", value: note.title)
                LabeledContent("Kind", value: note.kind)
                LabeledContent("Text", value: note.body.isEmpty ? "—" : note.body)
            }
        }
        .formStyle(.grouped)
    }
}

struct AddNoteSheet: View {
    let add: (Template) -> Void
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("New note").font(.headline)
            Text("Start from a template:").foregroundStyle(.secondary)
            HStack {
                ForEach(Template.allCases) { template in
                    Button(template.rawValue) {
                        add(template)
                        dismiss()
                    }
                }
            }
            HStack {
                Spacer()
                Button("Cancel", role: .cancel) { dismiss() }
            }
        }
        .padding(20)
    }
}

/// A thousand archived notes as tiles, made only as they scroll into view.
struct ArchiveGrid: View {
    var body: some View {
        ScrollView {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 110))], spacing: 8, pinnedViews: .sectionHeaders) {
                Section {
                    ForEach(0..<1000, id: \.self) { index in
                        Text("Archived \(index + 1)")
                            .frame(maxWidth: .infinity, minHeight: 44)
                            .background(Color.blue.opacity(0.12), in: RoundedRectangle(cornerRadius: 6))
                    }
                } header: {
                    Text("Archive").font(.headline).frame(maxWidth: .infinity, alignment: .leading)
                        .padding(.vertical, 4).background(Color.white)
                }
            }
            .padding(12)
        }
    }
}
