/// `@Entry`: declares an environment value with its default in one line,
/// `extension EnvironmentValues { @Entry var accent: Color = .blue }`, as
/// SwiftUI's macro does (the macro, in `TrellisPreviewMacros`, writes the
/// key type and the accessors).
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "TrellisPreviewMacros", type: "EntryMacro")
