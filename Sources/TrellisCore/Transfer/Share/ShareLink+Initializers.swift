import CoreTransferable
import Foundation

// Every initialiser SwiftUI's `ShareLink` has: items or one item, of any
// `Transferable` type with a `SharePreview`, or URLs and strings without;
// a custom label, a title (key, string or `Text`), or the default label.

extension ShareLink {
    public init(items: Data, subject: Text? = nil, message: Text? = nil, preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>,
                @ViewBuilder label: () -> Label) {
        self.init(storing: items, subject: subject, message: message, preview: preview, label: label())
    }

    public init<I: Transferable>(item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>,
                @ViewBuilder label: () -> Label) where Data == CollectionOfOne<I> {
        self.init(storing: CollectionOfOne(item), subject: subject, message: message, preview: { _ in preview }, label: label())
    }

    public init(items: Data, subject: Text? = nil, message: Text? = nil,
                @ViewBuilder label: () -> Label) where PreviewImage == Never, PreviewIcon == Never, Data.Element == URL {
        self.init(storing: items, subject: subject, message: message, preview: nil, label: label())
    }

    public init(item: URL, subject: Text? = nil, message: Text? = nil,
                @ViewBuilder label: () -> Label) where PreviewImage == Never, PreviewIcon == Never, Data == CollectionOfOne<URL> {
        self.init(storing: CollectionOfOne(item), subject: subject, message: message, preview: nil, label: label())
    }

    public init(items: Data, subject: Text? = nil, message: Text? = nil,
                @ViewBuilder label: () -> Label) where PreviewImage == Never, PreviewIcon == Never, Data.Element == String {
        self.init(storing: items, subject: subject, message: message, preview: nil, label: label())
    }

    public init(item: String, subject: Text? = nil, message: Text? = nil,
                @ViewBuilder label: () -> Label) where PreviewImage == Never, PreviewIcon == Never, Data == CollectionOfOne<String> {
        self.init(storing: CollectionOfOne(item), subject: subject, message: message, preview: nil, label: label())
    }

}

extension ShareLink where Label == DefaultShareLinkLabel {
    public init(items: Data, subject: Text? = nil, message: Text? = nil, preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>) {
        self.init(storing: items, subject: subject, message: message, preview: preview, label: DefaultShareLinkLabel(title: nil))
    }

    public init(_ title: Text, items: Data, subject: Text? = nil, message: Text? = nil, preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>) {
        self.init(storing: items, subject: subject, message: message, preview: preview, label: DefaultShareLinkLabel(title: title))
    }

    public init(_ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil, preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>) {
        self.init(storing: items, subject: subject, message: message, preview: preview, label: DefaultShareLinkLabel(title: Text(titleKey)))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, items: Data, subject: Text? = nil, message: Text? = nil, preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>) {
        self.init(storing: items, subject: subject, message: message, preview: preview, label: DefaultShareLinkLabel(title: Text(title)))
    }

    public init<I: Transferable>(item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>) where Data == CollectionOfOne<I> {
        self.init(storing: CollectionOfOne(item), subject: subject, message: message, preview: { _ in preview }, label: DefaultShareLinkLabel(title: nil))
    }

    public init<I: Transferable>(_ title: Text, item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>) where Data == CollectionOfOne<I> {
        self.init(storing: CollectionOfOne(item), subject: subject, message: message, preview: { _ in preview }, label: DefaultShareLinkLabel(title: title))
    }

    public init<I: Transferable>(_ titleKey: LocalizedStringKey, item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>) where Data == CollectionOfOne<I> {
        self.init(storing: CollectionOfOne(item), subject: subject, message: message, preview: { _ in preview }, label: DefaultShareLinkLabel(title: Text(titleKey)))
    }

    @_disfavoredOverload
    public init<I: Transferable, S: StringProtocol>(_ title: S, item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>) where Data == CollectionOfOne<I> {
        self.init(storing: CollectionOfOne(item), subject: subject, message: message, preview: { _ in preview }, label: DefaultShareLinkLabel(title: Text(title)))
    }

    public init(items: Data, subject: Text? = nil, message: Text? = nil) where PreviewImage == Never, PreviewIcon == Never, Data.Element == URL {
        self.init(storing: items, subject: subject, message: message, preview: nil, label: DefaultShareLinkLabel(title: nil))
    }

    public init(_ title: Text, items: Data, subject: Text? = nil, message: Text? = nil) where PreviewImage == Never, PreviewIcon == Never, Data.Element == URL {
        self.init(storing: items, subject: subject, message: message, preview: nil, label: DefaultShareLinkLabel(title: title))
    }

    public init(_ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil) where PreviewImage == Never, PreviewIcon == Never, Data.Element == URL {
        self.init(storing: items, subject: subject, message: message, preview: nil, label: DefaultShareLinkLabel(title: Text(titleKey)))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, items: Data, subject: Text? = nil, message: Text? = nil) where PreviewImage == Never, PreviewIcon == Never, Data.Element == URL {
        self.init(storing: items, subject: subject, message: message, preview: nil, label: DefaultShareLinkLabel(title: Text(title)))
    }

    public init(item: URL, subject: Text? = nil, message: Text? = nil) where PreviewImage == Never, PreviewIcon == Never, Data == CollectionOfOne<URL> {
        self.init(storing: CollectionOfOne(item), subject: subject, message: message, preview: nil, label: DefaultShareLinkLabel(title: nil))
    }

    public init(_ title: Text, item: URL, subject: Text? = nil, message: Text? = nil) where PreviewImage == Never, PreviewIcon == Never, Data == CollectionOfOne<URL> {
        self.init(storing: CollectionOfOne(item), subject: subject, message: message, preview: nil, label: DefaultShareLinkLabel(title: title))
    }

    public init(_ titleKey: LocalizedStringKey, item: URL, subject: Text? = nil, message: Text? = nil) where PreviewImage == Never, PreviewIcon == Never, Data == CollectionOfOne<URL> {
        self.init(storing: CollectionOfOne(item), subject: subject, message: message, preview: nil, label: DefaultShareLinkLabel(title: Text(titleKey)))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, item: URL, subject: Text? = nil, message: Text? = nil) where PreviewImage == Never, PreviewIcon == Never, Data == CollectionOfOne<URL> {
        self.init(storing: CollectionOfOne(item), subject: subject, message: message, preview: nil, label: DefaultShareLinkLabel(title: Text(title)))
    }

    public init(items: Data, subject: Text? = nil, message: Text? = nil) where PreviewImage == Never, PreviewIcon == Never, Data.Element == String {
        self.init(storing: items, subject: subject, message: message, preview: nil, label: DefaultShareLinkLabel(title: nil))
    }

    public init(_ title: Text, items: Data, subject: Text? = nil, message: Text? = nil) where PreviewImage == Never, PreviewIcon == Never, Data.Element == String {
        self.init(storing: items, subject: subject, message: message, preview: nil, label: DefaultShareLinkLabel(title: title))
    }

    public init(_ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil) where PreviewImage == Never, PreviewIcon == Never, Data.Element == String {
        self.init(storing: items, subject: subject, message: message, preview: nil, label: DefaultShareLinkLabel(title: Text(titleKey)))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, items: Data, subject: Text? = nil, message: Text? = nil) where PreviewImage == Never, PreviewIcon == Never, Data.Element == String {
        self.init(storing: items, subject: subject, message: message, preview: nil, label: DefaultShareLinkLabel(title: Text(title)))
    }

    public init(item: String, subject: Text? = nil, message: Text? = nil) where PreviewImage == Never, PreviewIcon == Never, Data == CollectionOfOne<String> {
        self.init(storing: CollectionOfOne(item), subject: subject, message: message, preview: nil, label: DefaultShareLinkLabel(title: nil))
    }

    public init(_ title: Text, item: String, subject: Text? = nil, message: Text? = nil) where PreviewImage == Never, PreviewIcon == Never, Data == CollectionOfOne<String> {
        self.init(storing: CollectionOfOne(item), subject: subject, message: message, preview: nil, label: DefaultShareLinkLabel(title: title))
    }

    public init(_ titleKey: LocalizedStringKey, item: String, subject: Text? = nil, message: Text? = nil) where PreviewImage == Never, PreviewIcon == Never, Data == CollectionOfOne<String> {
        self.init(storing: CollectionOfOne(item), subject: subject, message: message, preview: nil, label: DefaultShareLinkLabel(title: Text(titleKey)))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, item: String, subject: Text? = nil, message: Text? = nil) where PreviewImage == Never, PreviewIcon == Never, Data == CollectionOfOne<String> {
        self.init(storing: CollectionOfOne(item), subject: subject, message: message, preview: nil, label: DefaultShareLinkLabel(title: Text(title)))
    }

}
