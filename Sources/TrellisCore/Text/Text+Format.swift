import Foundation

nonisolated extension Text {
    /// The value formatted by a Foundation format style:
    /// `Text(price, format: .currency(code: "EUR"))`. The style's own
    /// locale applies (by default the process's).
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(verbatim: format.format(input))
    }
}
