import SwiftUI

/// Text as the world writes it: Arabic joined, Hebrew and mixed
/// Hebrew/English/numbers in reading order, Devanagari with its conjuncts,
/// Thai wrapping at word boundaries, Latin kerned with ligatures, Arabic
/// still joined across a bold letter, a right-to-left override, a field
/// mixing directions; and a button that turns the whole window right to left. Plain SwiftUI: it
/// compiles on a Mac too.
@main
struct WorldTextApp: App {
    var body: some Scene {
        WindowGroup("World text") {
            WorldTextView()
                .frame(minWidth: 360, idealWidth: 480, minHeight: 420)
        }
    }
}

struct WorldTextView: View {
    @Environment(\.layoutDirection) private var systemDirection
    @State private var flipped = false
    @State private var mixed = "abc שלום 123"

    private var direction: LayoutDirection {
        flipped ? (systemDirection == .leftToRight ? .rightToLeft : .leftToRight) : systemDirection
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            HStack {
                Text("World text").font(.title2)
                Spacer()
                Button(direction == .leftToRight ? "Right to left" : "Left to right") { flipped.toggle() }
            }
            Sample(language: "Arabic", text: "مرحبا بالعالم")
            Sample(language: "Hebrew", text: "שלום עולם")
            Sample(language: "Mixed", text: "The word שלום (3 letters) means peace")
            Sample(language: "Hindi", text: "नमस्ते दुनिया, क्षत्रिय")
            Sample(language: "Thai", text: "ภาษาไทยง่ายนิดเดียว ภาษาไทยง่ายนิดเดียว")
            Sample(language: "Latin", text: "AVATAR office, fi fl Wave")
            Sample(language: "Styled", content: Text("مرح") + Text("با").bold() + Text(" بالعالم"))
            Sample(language: "Override", text: "abc \u{202E}def 123\u{202C} ghi")
            HStack(spacing: 12) {
                Text("Field").foregroundStyle(.secondary).frame(width: 60, alignment: .leading)
                TextField("Mixed", text: $mixed).frame(maxWidth: 220)
            }
            Text("Leading aligned text that wraps onto a second line in the reading direction")
                .multilineTextAlignment(.leading)
                .frame(maxWidth: 260, alignment: .leading)
        }
        .padding()
        .environment(\.layoutDirection, direction)
    }
}

private struct Sample: View {
    let language: String
    let content: Text

    init(language: String, text: String) {
        self.init(language: language, content: Text(text))
    }

    init(language: String, content: Text) {
        self.language = language
        self.content = content
    }

    var body: some View {
        HStack(alignment: .firstTextBaseline, spacing: 12) {
            Text(language)
                .foregroundStyle(.secondary)
                .frame(width: 60, alignment: .leading)
            content
                .frame(maxWidth: 220, alignment: .leading)
        }
    }
}
