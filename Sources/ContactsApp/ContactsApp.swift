import SwiftUI

// A contacts table as a Mac app writes one: sortable columns (the app
// sorts its rows when the sort order changes), several rows selectable,
// a search field in the toolbar with cities as search tokens (suggested
// as you type, Backspace removes the last), a column with views of its own.

struct Contact: Identifiable, Hashable {
    let id: Int
    var name: String
    var email: String
    var city: String
    var age: Int
    var favorite: Bool
}

enum ContactData {
    static let names = ["Ada Lovelace", "Grace Hopper", "Alan Turing", "Edsger Dijkstra", "Barbara Liskov", "Donald Knuth",
                        "Margaret Hamilton", "Ken Thompson", "Frances Allen", "John Backus", "Radia Perlman", "Niklaus Wirth"]
    static let cities = ["London", "New York", "Manchester", "Austin", "Boston", "Stanford", "Paoli", "Berkeley", "Schenectady",
                         "Ithaca", "Portland", "Zürich"]

    /// The twelve people, then numbered ones: the table is long enough to scroll.
    static func contacts(count: Int = 240) -> [Contact] {
        (0..<count).map { i in
            let name = i < names.count ? names[i] : "Contact \(i + 1)"
            let first = name.split(separator: " ").first.map(String.init)?.lowercased() ?? "someone"
            return Contact(id: i, name: name, email: "\(first)\(i < names.count ? "" : String(i + 1))@example.org",
                           city: cities[i % cities.count], age: 20 + (i * 37) % 60, favorite: i % 5 == 0)
        }
    }
}

/// A city as a search token: only people in one of the chosen cities are shown.
struct CityToken: Identifiable, Hashable {
    var id: String { city }
    let city: String
}

@main
struct ContactsApp: App {
    var body: some Scene {
        WindowGroup("Contacts") {
            ContactsView()
        }
        .defaultSize(width: 720, height: 480)
    }
}

struct ContactsView: View {
    @State private var contacts = ContactData.contacts()
    @State private var selection = Set<Contact.ID>()
    @State private var sortOrder = [KeyPathComparator(\Contact.name)]
    @State private var search = ""
    @State private var cityTokens: [CityToken] = []

    private var shown: [Contact] {
        let cities = Set(cityTokens.map(\.city))
        return contacts.filter { contact in
            (search.isEmpty || contact.name.localizedCaseInsensitiveContains(search))
                && (cities.isEmpty || cities.contains(contact.city))
        }
    }

    /// Cities that start with what was typed and are not chosen yet.
    private var suggestedCities: [CityToken] {
        guard !search.isEmpty else { return [] }
        return ContactData.cities.filter { city in
            city.lowercased().hasPrefix(search.lowercased()) && !cityTokens.contains { $0.city == city }
        }
        .map(CityToken.init)
    }

    /// Names that start with what was typed (a few): offered under the field.
    private var suggestedNames: [String] {
        guard !search.isEmpty else { return [] }
        return Array(contacts.map(\.name).filter { $0.lowercased().hasPrefix(search.lowercased()) }.sorted().prefix(5))
    }

    private var status: String {
        selection.isEmpty ? "\(shown.count) people" : "\(selection.count) selected"
    }

    var body: some View {
        VStack(spacing: 0) {
            table
            Divider()
            Text(status)
                .font(.caption)
                .foregroundStyle(.secondary)
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding(.horizontal, 12)
                .padding(.vertical, 4)
        }
        .frame(minWidth: 560, minHeight: 360)
        .onChange(of: sortOrder) { _, order in contacts.sort(using: order) }
        .onAppear { contacts.sort(using: sortOrder) }
        .searchable(text: $search, tokens: $cityTokens, suggestedTokens: .constant(suggestedCities),
                    prompt: "Search names") { token in
            Label(token.city, systemImage: "building.2")
        }
        .searchSuggestions {
            ForEach(suggestedNames, id: \.self) { name in
                Label(name, systemImage: "person").searchCompletion(name)
            }
        }
        .navigationTitle("Contacts")
    }

    private var table: some View {
        Table(shown, selection: $selection, sortOrder: $sortOrder) {
            TableColumn("Name", value: \.name)
            TableColumn("Email", value: \.email)
            TableColumn("City", value: \.city)
                .width(min: 80, ideal: 120, max: 200)
            TableColumn("Age", value: \.age) { contact in
                Text("\(contact.age)").monospacedDigit()
            }
            .width(56)
            .alignment(.numeric)
            TableColumn("★") { contact in
                FavoriteMark(isFavorite: contact.favorite)
            }
            .width(28)
        }
    }
}

struct FavoriteMark: View {
    let isFavorite: Bool
    var body: some View {
        Image(systemName: isFavorite ? "star.fill" : "star")
            .foregroundStyle(isFavorite ? Color.yellow : Color.secondary)
    }
}
