/// The content of a window that presents a value, as SwiftUI's
/// `PresentedWindowContent`: the window keeps the value as its own state
/// and hands the content a binding to it. `WindowGroup(for:)` makes it.
public nonisolated struct PresentedWindowContent<Data: Codable & Hashable, Content: View>: View {
    @State private var value: Data?
    @Environment(\.appWindowContext) private var window
    let content: (Binding<Data?>) -> Content

    init(value: Data?, content: @escaping (Binding<Data?>) -> Content) {
        _value = State(initialValue: value)
        self.content = content
    }

    public var body: some View {
        // The window's record follows the value, so that opening the same
        // value again brings this window forward.
        content($value).onChange(of: value) { _, newValue in
            guard let window else { return }
            nonisolated(unsafe) let presented = newValue.map { AnyHashable($0) }
            MainActor.assumeIsolated { window.windows.notePresented(presented, in: window.id) }
        }
    }
}

extension WindowGroup {
    public init<D, C>(id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C)
    where Content == PresentedWindowContent<D, C>, D: Codable & Hashable, C: View {
        self.init(presenting: type, title: nil, id: id, content: content)
    }

    public init<D, C>(for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C)
    where Content == PresentedWindowContent<D, C>, D: Codable & Hashable, C: View {
        self.init(presenting: type, title: nil, id: nil, content: content)
    }

    public init<D, C>(_ title: LocalizedStringKey, id: String, for type: D.Type,
                      @ViewBuilder content: @escaping (Binding<D?>) -> C)
    where Content == PresentedWindowContent<D, C>, D: Codable & Hashable, C: View {
        self.init(presenting: type, title: title.key, id: id, content: content)
    }

    public init<D, C>(_ title: LocalizedStringKey, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C)
    where Content == PresentedWindowContent<D, C>, D: Codable & Hashable, C: View {
        self.init(presenting: type, title: title.key, id: nil, content: content)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, D, C>(_ title: S, id: String, for type: D.Type,
                                         @ViewBuilder content: @escaping (Binding<D?>) -> C)
    where Content == PresentedWindowContent<D, C>, D: Codable & Hashable, C: View {
        self.init(presenting: type, title: String(title), id: id, content: content)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, D, C>(_ title: S, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C)
    where Content == PresentedWindowContent<D, C>, D: Codable & Hashable, C: View {
        self.init(presenting: type, title: String(title), id: nil, content: content)
    }

    public init<D, C>(id: String, for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> C,
                      defaultValue: @escaping () -> D)
    where Content == PresentedWindowContent<D, C>, D: Codable & Hashable, C: View {
        self.init(presenting: type, title: nil, id: id) { content(Self.defaulted($0, defaultValue)) }
    }

    public init<D, C>(for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> C,
                      defaultValue: @escaping () -> D)
    where Content == PresentedWindowContent<D, C>, D: Codable & Hashable, C: View {
        self.init(presenting: type, title: nil, id: nil) { content(Self.defaulted($0, defaultValue)) }
    }

    public init<D, C>(_ title: LocalizedStringKey, id: String, for type: D.Type = D.self,
                      @ViewBuilder content: @escaping (Binding<D>) -> C, defaultValue: @escaping () -> D)
    where Content == PresentedWindowContent<D, C>, D: Codable & Hashable, C: View {
        self.init(presenting: type, title: title.key, id: id) { content(Self.defaulted($0, defaultValue)) }
    }

    public init<D, C>(_ title: LocalizedStringKey, for type: D.Type = D.self,
                      @ViewBuilder content: @escaping (Binding<D>) -> C, defaultValue: @escaping () -> D)
    where Content == PresentedWindowContent<D, C>, D: Codable & Hashable, C: View {
        self.init(presenting: type, title: title.key, id: nil) { content(Self.defaulted($0, defaultValue)) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, D, C>(_ title: S, id: String, for type: D.Type = D.self,
                                         @ViewBuilder content: @escaping (Binding<D>) -> C, defaultValue: @escaping () -> D)
    where Content == PresentedWindowContent<D, C>, D: Codable & Hashable, C: View {
        self.init(presenting: type, title: String(title), id: id) { content(Self.defaulted($0, defaultValue)) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, D, C>(_ title: S, for type: D.Type = D.self,
                                         @ViewBuilder content: @escaping (Binding<D>) -> C, defaultValue: @escaping () -> D)
    where Content == PresentedWindowContent<D, C>, D: Codable & Hashable, C: View {
        self.init(presenting: type, title: String(title), id: nil) { content(Self.defaulted($0, defaultValue)) }
    }

    /// `defaultValue:`'s binding: never nil, the default until set.
    private static func defaulted<D>(_ binding: Binding<D?>, _ defaultValue: @escaping () -> D) -> Binding<D> {
        Binding(get: { binding.wrappedValue ?? defaultValue() }, set: { binding.wrappedValue = $0 })
    }

    private init<D: Codable & Hashable, C: View>(presenting type: D.Type, title: String?, id: String?,
                                                  content: @escaping (Binding<D?>) -> C) {
        self.init(title: title, id: id, presentedType: D.self) { value in
            let initial = value?.base as? D
            return AnyView(PresentedWindowContent(value: initial, content: content))
        }
    }
}
