import Foundation

/// A label and a value on one row, label leading and value trailing, on
/// their first baselines: SwiftUI's `LabeledContent` as it shows outside a
/// `Form`. A value given as text is in the secondary style.
public nonisolated struct LabeledContent<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    public var body: some View {
        HStack(alignment: .firstTextBaseline) {
            label
            Spacer()
            content
        }
    }
}

nonisolated extension LabeledContent where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }
}

nonisolated extension LabeledContent where Label == Text, Content == Text {
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        self.init { Text(value).foregroundColor(.secondary) } label: { Text(titleKey) }
    }

    public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init { Text(value, format: format).foregroundColor(.secondary) } label: { Text(titleKey) }
    }
}
