import Foundation

/// A label and a value on one row, label leading and value trailing, on
/// their first baselines: SwiftUI's `LabeledContent` as it shows outside a
/// `Form`. A value given as text is in the secondary style. Under
/// `labelsHidden()`, or in a form that shows the label in its label
/// column, only the value shows (the controls in it keep their labels).
public nonisolated struct LabeledContent<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    @Environment(\.labelsHidden) private var labelsHidden
    @Environment(\.formShowsTitlesApart) private var formShowsLabel

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    public var body: some View {
        if formShowsLabel {
            content.environment(\.formShowsTitlesApart, false)
        } else if labelsHidden {
            content
        } else {
            HStack(alignment: .firstTextBaseline) {
                label
                Spacer()
                content
            }
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
