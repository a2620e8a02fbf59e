/// The in-window menu bar (GTK-like): the app's menus as titles in a row
/// across the top of the window, each a `Menu` that opens its items in a
/// popup. A title's first letter is its mnemonic: Alt+letter opens it,
/// and F10 opens the first menu; in an open menu the arrows, Return and
/// Escape work as in any menu.
struct MenuBar: View {
    let commands: AppCommands

    var body: some View {
        // Made here, in the body, so that what the commands read is observed.
        let menus = commands.menus
        let mnemonics = MenuBar.mnemonics(for: menus.map(\.title))
        HStack(spacing: 0) {
            ForEach(menus.indices, id: \.self) { index in
                let menu = menus[index]
                let title = Menu {
                    ForEach(menu.sections.indices, id: \.self) { section in
                        if section > 0 { Divider() }
                        menu.sections[section]
                    }
                } label: {
                    MenuBarTitle(title: menu.title, mnemonic: mnemonics[index])
                }
                .environment(\.isInMenuBar, true)
                // F10 opens the first menu, as in GTK.
                let shortcut = index == 0 ? KeyboardShortcut(.f10, modifiers: []) : nil
                if let mnemonic = mnemonics[index] {
                    title.keyboardShortcut(KeyEquivalent(mnemonic), modifiers: .option).keyboardShortcut(shortcut)
                } else {
                    title.keyboardShortcut(shortcut)
                }
            }
            Spacer(minLength: 0)
        }
        .padding(.horizontal, 4)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(Color(system: .windowBackground))
        .overlay(alignment: .bottom) { Rectangle().fill(Color(system: .separator)).frame(height: 1) }
        .accessibilityElement(children: .contain)
        .accessibilityLabel("Menu bar")
    }

    /// Opens the menu `offset` titles from the one at `node`, wrapping
    /// around (Left and Right in an open menu of the bar).
    static func openAdjacent(to node: ViewNode, offset: Int) {
        guard let host = node.host as? ViewHost else { return }
        var titles: [ViewNode] = []
        func visit(_ candidate: ViewNode) {
            if candidate.unit is any KeyboardOpening, candidate.environment.isInMenuBar {
                titles.append(candidate)
                return
            }
            candidate.children.forEach(visit)
        }
        visit(host.root)
        guard let index = titles.firstIndex(where: { $0 === node }), titles.count > 1 else { return }
        let next = titles[(index + offset + titles.count) % titles.count]
        (next.unit as? any KeyboardOpening)?.openFromKeyboard(node: next)
    }

    /// Each title's mnemonic: its first letter not taken by an earlier
    /// title (GTK underlines it), or nil.
    static func mnemonics(for titles: [String]) -> [Character?] {
        var taken: Set<Character> = []
        return titles.map { title in
            let letter = title.lowercased().first { $0.isLetter && !taken.contains($0) }
            if let letter { taken.insert(letter) }
            return letter
        }
    }
}

/// A menu's title in the bar: flat, highlighted under the pointer and
/// while its menu is open, its mnemonic underlined.
struct MenuBarTitle: View {
    let title: String
    let mnemonic: Character?

    var body: some View {
        MenuBarTitle.underlined(title, mnemonic: mnemonic)
            .padding(.horizontal, 8)
            .padding(.vertical, 4)
    }

    static func underlined(_ title: String, mnemonic: Character?) -> Text {
        guard let mnemonic, let index = title.firstIndex(where: { $0.lowercased().first == mnemonic }) else {
            return Text(verbatim: title)
        }
        return Text(verbatim: String(title[..<index])) + Text(verbatim: String(title[index])).underline()
            + Text(verbatim: String(title[title.index(after: index)...]))
    }
}

private struct MenuBarKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether a `Menu` here is a title in the menu bar (drawn flat).
    var isInMenuBar: Bool {
        get { self[MenuBarKey.self] }
        set { self[MenuBarKey.self] = newValue }
    }
}

extension KeyEquivalent {
    /// F10, in AppKit's private-use range as the backends translate it.
    package static let f10 = KeyEquivalent("\u{F70D}")
}
