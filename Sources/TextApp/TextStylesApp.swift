import SwiftUI

/// Text as people write it: interpolated numbers and format styles,
/// concatenated styled runs, the modifiers that return `Text`, labels,
/// truncation and shrinking to fit, and lifecycle modifiers that fill in
/// a value when the view appears. Plain SwiftUI: it compiles on a Mac too.
@main
struct TextStylesApp: App {
    var body: some Scene {
        WindowGroup("Text styles") {
            TextStylesView()
                .frame(minWidth: 320, idealWidth: 460, minHeight: 360)
        }
    }
}

struct TextStylesView: View {
    @State private var price = 1234.5
    @State private var ratio = 0.256
    @State private var opened = "…"
    @State private var changes = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Text("Text styles").font(.title2)
            Text("Price: \(price, specifier: "%.2f") — \(ratio, format: .percent)")
            Text(price, format: .currency(code: "EUR"))
            Text("Bold").bold() + Text(", ") + Text("italic").italic() + Text(", ")
                + Text("monospaced").fontDesign(.monospaced) + Text(" and ") + Text("coloured").foregroundColor(.blue)
            Text("Underlined").underline() + Text(" and ") + Text("struck through").strikethrough()
            Text("Tracking 3").tracking(3)
            Text("upper case by textCase").textCase(.uppercase)
            Label("A label", systemImage: "star")
            LabeledContent("Opened at", value: opened)
            Text("A long line cut in the middle, keeping both of its ends in sight")
                .lineLimit(1)
                .truncationMode(.middle)
            Text("Shrinks to fit before it is cut")
                .font(.title)
                .lineLimit(1)
                .minimumScaleFactor(0.5)
            Button("Add 10% (changed \(changes) times)") { price *= 1.1 }
        }
        .padding()
        .onAppear { opened = Date.now.formatted(date: .omitted, time: .shortened) }
        .onChange(of: price) { _, _ in changes += 1 }
    }
}
