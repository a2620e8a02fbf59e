import SwiftUI

/// A reading list with more than one window, written as for a Mac: the
/// shelf in the main window, each book in a window of its own
/// (`WindowGroup(for:)`), a single help window (`Window`), a `Settings`
/// window (Ctrl+Comma), Add Book in place of File ▸ New Window, and a Book
/// menu in the menu bar whose shortcuts work with the menu closed. The
/// shelf is an `@Observable` model: Mark All Read, which reads it in the
/// app's body, is disabled while every book is read.
@main
struct BooksApp: App {
    var body: some Scene {
        WindowGroup("Books") {
            ShelfView()
        }
        .defaultSize(width: 520, height: 360)
        .commands {
            CommandGroup(replacing: .newItem) {
                Button("Add Book") { Shelf.shared.add() }
                    .keyboardShortcut("n")
            }
            CommandMenu("Book") {
                Button("Mark All Read") { Shelf.shared.markAllRead() }
                    .keyboardShortcut("r", modifiers: [.command, .shift])
                    .disabled(Shelf.shared.books.allSatisfy(\.isRead))
                Divider()
                OpenBookButton()
            }
            CommandGroup(replacing: .help) {
                HelpButton()
            }
        }

        WindowGroup("Book", id: "book", for: Book.ID.self) { $id in
            BookWindow(id: $id)
        }
        .defaultSize(width: 340, height: 200)

        Window("Books Help", id: "help") {
            Text("Add a book with Ctrl+N. Open one in its own window from the Book menu.")
                .padding(24)
                .frame(width: 320)
        }

        Settings {
            BooksSettings()
        }
    }
}

struct Book: Identifiable, Hashable {
    let id: Int
    var title: String
    var author: String
    var isRead: Bool
}

/// The app's data, shared by all its windows.
@MainActor @Observable
final class Shelf {
    static let shared = Shelf()
    var books: [Book] = [
        Book(id: 1, title: "Dune", author: "Frank Herbert", isRead: true),
        Book(id: 2, title: "Emma", author: "Jane Austen", isRead: false),
        Book(id: 3, title: "Ubik", author: "Philip K. Dick", isRead: false),
    ]
    var showsAuthors = true
    /// The book chosen in the shelf, which the Book menu opens.
    var selection: Book.ID?

    func add() {
        let id = (books.map(\.id).max() ?? 0) + 1
        books.append(Book(id: id, title: "New Book \(id)", author: "Unknown", isRead: false))
    }

    func markAllRead() {
        for index in books.indices { books[index].isRead = true }
    }
}

struct ShelfView: View {
    @State private var shelf = Shelf.shared
    @Environment(\.openWindow) private var openWindow

    var body: some View {
        let showsAuthors = shelf.showsAuthors
        VStack(alignment: .leading, spacing: 12) {
            List(selection: $shelf.selection) {
                ForEach(shelf.books) { book in
                    HStack {
                        Text(book.title)
                        if showsAuthors { Text(book.author).foregroundStyle(.secondary) }
                        Spacer()
                        if book.isRead { Text("Read").foregroundStyle(.secondary) }
                    }
                    .tag(book.id)
                }
            }
            HStack {
                Button("Open in New Window") {
                    if let id = shelf.selection { openWindow(value: id) }
                }
                .disabled(shelf.selection == nil)
                Spacer()
                Text("\(shelf.books.filter(\.isRead).count) of \(shelf.books.count) read")
            }
        }
        .padding()
    }
}

/// The Book menu's item that opens the selected book in its own window.
struct OpenBookButton: View {
    @State private var shelf = Shelf.shared
    @Environment(\.openWindow) private var openWindow

    var body: some View {
        Button("Open in New Window") {
            if let id = shelf.selection { openWindow(value: id) }
        }
        .keyboardShortcut("o")
        .disabled(shelf.selection == nil)
    }
}

struct HelpButton: View {
    @Environment(\.openWindow) private var openWindow

    var body: some View {
        Button("Books Help") { openWindow(id: "help") }
            .keyboardShortcut("?", modifiers: [.command, .shift])
    }
}

/// One book in a window of its own; the window presents the book's id.
struct BookWindow: View {
    @Binding var id: Book.ID?
    @State private var shelf = Shelf.shared
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        if let index = shelf.books.firstIndex(where: { $0.id == id }) {
            Form {
                TextField("Title", text: $shelf.books[index].title)
                TextField("Author", text: $shelf.books[index].author, prompt: Text("Unknown"))
                Toggle("Read", isOn: $shelf.books[index].isRead)
                Button("Close") { dismiss() }
            }
            .padding()
            .navigationTitle(shelf.books[index].title)
        } else {
            Text("No book").padding()
        }
    }
}

struct BooksSettings: View {
    @State private var shelf = Shelf.shared

    var body: some View {
        Form {
            Toggle("Show authors", isOn: $shelf.showsAuthors)
        }
        .padding(20)
        .frame(width: 300)
    }
}
