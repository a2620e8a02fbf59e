/// `.help("…")`: a tooltip for the view. Resting the pointer on the view
/// for `TooltipController.delay` opens a small popup window with the text
/// under the pointer; it closes when the pointer leaves the view or a
/// button is pressed. (SwiftUI also hands the text to accessibility.)
package nonisolated struct HelpView<Content: View>: View {
    package typealias Body = Never
    let content: Content
    let text: Text
}

@MainActor extension HelpView: ContentWrapperLayout {
    var kindName: String { "Help" }
    func forEachChild(in node: ViewNode, _ visit: (ChildKey, any View) -> Void) { visit(.index(0), content) }
}

/// What the host needs of any view with a tooltip.
@MainActor
protocol HelpProviding {
    var helpText: Text { get }
}

@MainActor extension HelpView: HelpProviding {
    var helpText: Text { text }
}

nonisolated extension View {
    public func help(_ text: Text) -> some View { HelpView(content: self, text: text) }
    public func help(_ textKey: LocalizedStringKey) -> some View { HelpView(content: self, text: Text(textKey)) }
    @_disfavoredOverload
    public func help<S: StringProtocol>(_ text: S) -> some View { HelpView(content: self, text: Text(text)) }
}

/// A tooltip's window content: the text, small, on a panel with a border.
struct TooltipPanel: View {
    let text: Text

    var body: some View {
        text
            .font(.callout)
            .padding(.horizontal, 6)
            .padding(.vertical, 3)
            .frame(maxWidth: 320, alignment: .leading)
            .fixedSize(horizontal: false, vertical: true)
            .background(Color(system: .tooltipBackground))
            .overlay(Rectangle().stroke(Color(system: .tooltipBorder), lineWidth: 1))
    }
}
