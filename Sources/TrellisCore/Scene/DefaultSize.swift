extension Scene {
    /// The size the scene's windows open at, instead of their content's
    /// ideal size; kept at least the content's minimum (and within the
    /// screen), and within its maximum only when the window's size follows
    /// the content's (`windowResizability(.contentSize)`): a window group's
    /// window may be larger than content that does not grow, as on a Mac.
    /// A size that is not finite and positive on an axis leaves that axis
    /// to the content.
    public func defaultSize(width: CGFloat, height: CGFloat) -> some Scene {
        WindowSceneModifier(content: self) { $0.defaultSize = CGSize(width: width, height: height) }
    }

    public func defaultSize(_ size: CGSize) -> some Scene {
        defaultSize(width: size.width, height: size.height)
    }
}

extension WindowSpec {
    /// The limits the window's first size is chosen within: the content's,
    /// with the scene's default size in place of the content's ideal one.
    package func initialSizeLimits(for limits: WindowSizeLimits) -> WindowSizeLimits {
        guard let defaultSize else { return limits }
        var initial = limits
        let followsContent = resizability.limitsMaximum
        if defaultSize.width.isFinite, defaultSize.width > 0 {
            initial.ideal.width = defaultSize.width
            if !followsContent { initial.maximum.width = .infinity }
        }
        if defaultSize.height.isFinite, defaultSize.height > 0 {
            initial.ideal.height = defaultSize.height
            if !followsContent { initial.maximum.height = .infinity }
        }
        return initial
    }
}
