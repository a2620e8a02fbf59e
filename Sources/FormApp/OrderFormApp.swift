import SwiftUI

/// A small order form that works without the mouse: a name, an amount
/// typed as a number, notes, a password, and a Submit button that Return
/// presses from anywhere (`.defaultAction`). Tab moves through the fields;
/// the name field has the focus when the window opens. A "Gift…" button
/// opens a popover of its own controls (a field, a toggle, a button) that
/// stays open while they are used. Plain SwiftUI: it compiles on a Mac too.
@main
struct OrderFormApp: App {
    var body: some Scene {
        WindowGroup("Order form") {
            OrderFormView()
                .frame(minWidth: 320, idealWidth: 420, minHeight: 360)
        }
    }
}

struct OrderFormView: View {
    enum Field: Hashable { case name, amount, notes, password }

    @State private var name = ""
    @State private var amount = 1
    @State private var notes = ""
    @State private var password = ""
    @State private var submitted = "Nothing submitted yet"
    @State private var gift = GiftOptions()
    @State private var showsGift = false
    @FocusState private var focus: Field?

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Text("Order form").font(.title2)
            TextField("Name", text: $name, prompt: Text("Your name"))
                .focused($focus, equals: .name)
            TextField("Amount", value: $amount, format: .number)
                .focused($focus, equals: .amount)
            TextField("Notes", text: $notes, axis: .vertical)
                .focused($focus, equals: .notes)
            SecureField("Password", text: $password)
                .focused($focus, equals: .password)
            HStack {
                Button("Clear") {
                    name = ""
                    amount = 1
                    notes = ""
                    focus = .name
                }
                .keyboardShortcut(.cancelAction)
                Button("Submit") {
                    submitted = "Submitted: \(name), \(amount)" + (notes.isEmpty ? "" : ", \(notes)")
                }
                .keyboardShortcut(.defaultAction)
                Button("Gift…") { showsGift = true }
                    .popover(isPresented: $showsGift) { GiftEditor(gift: $gift) }
            }
            Text(submitted)
            Text(gift.summary)
            Text(focus.map { "Editing \($0)" } ?? "No field focused")
                .foregroundStyle(.secondary)
        }
        .padding(16)
        .defaultFocus($focus, .name)
    }
}

struct GiftOptions {
    var recipient = ""
    var wrapped = false
    var cards = 0

    var summary: String {
        recipient.isEmpty && !wrapped && cards == 0 ? "No gift"
            : "Gift for \(recipient), wrapped \(wrapped ? "yes" : "no"), cards \(cards)"
    }
}

/// The popover's content: ordinary controls, used while it stays open.
struct GiftEditor: View {
    @Binding var gift: GiftOptions

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            TextField("Recipient", text: $gift.recipient)
                .frame(width: 180)
            Toggle("Gift wrap", isOn: $gift.wrapped)
            Button("Add card") { gift.cards += 1 }
        }
    }
}
