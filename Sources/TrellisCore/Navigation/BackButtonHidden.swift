nonisolated extension View {
    /// Hides the navigation bar's back button while this view is the top
    /// of its stack; Alt+Left does not go back either (the app offers its
    /// own way back, as on a Mac where the button and ⌘[ go together).
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        NavigationRegistration(content: self) { context, level in
            guard (context.backButtonHidden[level] ?? false) != hidesBackButton else { return }
            context.backButtonHidden[level] = hidesBackButton
            context.barNode?.node?.invalidateBody()
        }
    }
}

extension NavigationContext {
    /// Whether the user can go back from the top level: there is one
    /// below it and the top did not hide the back button.
    var userCanGoBack: Bool { depth > 0 && backButtonHidden[depth] != true }
}
