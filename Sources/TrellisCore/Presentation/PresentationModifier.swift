/// `.sheet`, `.alert`, `.confirmationDialog`: while its condition holds, the
/// view asks its window for a dialog (see `DialogStack`); when the
/// condition goes, the dialog goes. It changes nothing in its content.
package nonisolated struct PresentationModifier<Content: View>: View {
    package typealias Body = Never
    let content: Content
    let kind: DialogRequest.Kind
    let title: String
    /// The dialog's content, when it should be shown.
    let presented: AnyView?
    let dismiss: () -> Void
}

@MainActor extension PresentationModifier: TransparentView {
    func forEachElement(_ visit: (ChildKey, any View) -> Void) { visit(.index(0), content) }

    func reconciled(_ node: ViewNode, previous: any View) {
        guard let host = node.host as? ViewHost else { return }
        let owner = ObjectIdentifier(node)
        if let presented {
            host.dialogs.present(kind: kind, title: title, owner: owner, content: presented, dismiss: dismiss)
        } else {
            host.dialogs.withdraw(owner: owner)
        }
    }
}

nonisolated extension View {
    /// Shows `content` in a dialog window over this one while `isPresented`
    /// is true; closing the dialog (its close button, Escape, `dismiss`)
    /// sets it to false and runs `onDismiss`.
    public func sheet<C: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                               @ViewBuilder content: @escaping () -> C) -> some View {
        nonisolated(unsafe) let onDismiss = onDismiss
        return PresentationModifier(content: self, kind: .sheet, title: "",
                                    presented: isPresented.wrappedValue ? AnyView(content()) : nil,
                                    dismiss: { isPresented.wrappedValue = false; onDismiss?() })
    }

    /// Shows a sheet for `item` while it is not nil; closing it sets it to nil.
    public func sheet<Item: Identifiable, C: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                   @ViewBuilder content: @escaping (Item) -> C) -> some View {
        nonisolated(unsafe) let onDismiss = onDismiss
        return PresentationModifier(content: self, kind: .sheet, title: "",
                                    presented: item.wrappedValue.map { AnyView(content($0).id($0.id)) },
                                    dismiss: { item.wrappedValue = nil; onDismiss?() })
    }

    /// An alert: a small dialog with a title, a message and buttons. A
    /// button closes it after its action; Return chooses the default
    /// (non-cancel) button, Escape the cancel one. Without buttons it has OK.
    public func alert<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        alert(titleKey.key, isPresented: isPresented, actions: actions, message: message)
    }

    public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        alert(titleKey.key, isPresented: isPresented, actions: actions, message: { EmptyView() })
    }

    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>,
                                                           @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        let title = String(title)
        return PresentationModifier(content: self, kind: .alert, title: title,
                                    presented: isPresented.wrappedValue
                                        ? AnyView(AlertView(title: title, message: AnyView(message()), actions: AnyView(actions()), stacked: false))
                                        : nil,
                                    dismiss: { isPresented.wrappedValue = false })
    }

    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        alert(title, isPresented: isPresented, actions: actions, message: { EmptyView() })
    }

    /// An alert for `data` while it is not nil (`presenting:`).
    public func alert<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
                                           @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        let title = titleKey.key
        let presented: AnyView? = isPresented.wrappedValue ? data.map {
            AnyView(AlertView(title: title, message: AnyView(message($0)), actions: AnyView(actions($0)), stacked: false))
        } : nil
        return PresentationModifier(content: self, kind: .alert, title: title, presented: presented,
                                    dismiss: { isPresented.wrappedValue = false })
    }

    /// A confirmation dialog: the title (when visible), message and its
    /// buttons stacked, Cancel last.
    public func confirmationDialog<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                                     titleVisibility: Visibility = .automatic,
                                                     @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        let title = titleKey.key
        return PresentationModifier(content: self, kind: .confirmation, title: title,
                                    presented: isPresented.wrappedValue
                                        ? AnyView(AlertView(title: titleVisibility == .hidden ? "" : title, message: AnyView(message()),
                                                            actions: AnyView(actions()), stacked: true))
                                        : nil,
                                    dismiss: { isPresented.wrappedValue = false })
    }

    public func confirmationDialog<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                            titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View {
        confirmationDialog(titleKey, isPresented: isPresented, titleVisibility: titleVisibility, actions: actions, message: { EmptyView() })
    }
}
