extension Scene {
    /// The size the scene's windows open at, instead of their content's
    /// ideal size; kept within the content's minimum and maximum (and the
    /// screen), as SwiftUI keeps it. A size that is not finite and
    /// positive on an axis leaves that axis to the content.
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
        if defaultSize.width.isFinite, defaultSize.width > 0 { initial.ideal.width = defaultSize.width }
        if defaultSize.height.isFinite, defaultSize.height > 0 { initial.ideal.height = defaultSize.height }
        return initial
    }
}
