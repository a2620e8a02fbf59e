import TrellisCore

/// `Text` (reading a label's or a field's characters, the caret, the
/// selection, where characters are), `EditableText` (changing a field's
/// text as typing would) and `Selection` (a list's or a tab list's chosen
/// children). Offsets on the bus are code points (`AtspiOffsets`).
/// Changes run after the reply is out, as actions do.
extension AtspiBridge {
    func text(_ call: DBusMessage, _ target: Target) -> DBusMessage? {
        guard case .element(let window, let element) = target, let text = element.text else { return nil }
        var reader = call.reader
        let reply = call.methodReturn()
        let string = text.string
        let scalarCount = string.unicodeScalars.count
        func character(_ scalar: Int32) -> Int { AtspiOffsets.character(ofScalar: Int(scalar), in: string) }
        func scalar(_ character: Int) -> Int32 { Int32(clamping: AtspiOffsets.scalar(ofCharacter: character, in: string)) }
        /// A range given in code points (an end of -1: the end), as characters.
        func characters(_ start: Int32, _ end: Int32) -> Range<Int> {
            let lower = character(max(0, start))
            let upper = end < 0 || Int(end) > scalarCount ? text.count : character(end)
            return lower..<max(lower, upper)
        }
        func range(_ range: Range<Int>) -> (inout DBusWriter) -> Void {
            { [text] writer in
                writer.string(text.substring(range))
                writer.int32(scalar(range.lowerBound))
                writer.int32(scalar(range.upperBound))
            }
        }
        func box(_ frame: CGRect, _ type: UInt32) -> (inout DBusWriter) -> Void {
            let box = pixelBox(frame, of: element, in: window, type: type)
            return { for value in [box.x, box.y, box.width, box.height] { $0.int32(value) } }
        }
        let tree = window.host.accessibility, id = element.id
        switch call.member {
        case "GetText":
            guard let start = reader.int32(), let end = reader.int32() else { return nil }
            return reply.write { $0.string(text.substring(characters(start, end))) }
        case "GetCharacterAtOffset":
            guard let offset = reader.int32() else { return nil }
            let scalars = Array(string.unicodeScalars)
            let value = offset >= 0 && Int(offset) < scalars.count ? Int32(bitPattern: scalars[Int(offset)].value) : 0
            return reply.write { $0.int32(value) }
        case "GetTextAtOffset", "GetTextBeforeOffset", "GetTextAfterOffset":
            guard let offset = reader.int32(), let boundary = reader.uint32() else { return nil }
            let unit = Self.unit(boundary: boundary)
            let at = text.range(of: unit, at: character(offset))
            let found = switch call.member {
            case "GetTextBeforeOffset": text.range(of: unit, before: at)
            case "GetTextAfterOffset": text.range(of: unit, after: at)
            default: at
            }
            return reply.write(range(found))
        case "GetStringAtOffset":
            // Granularities are the start variants (a line from its start
            // to the next line's), as GTK answers them.
            guard let offset = reader.int32(), let granularity = reader.uint32() else { return nil }
            let units: [AccessibilityTextUnit] = [.character, .word, .sentence, .line, .paragraph]
            let unit = units.indices.contains(Int(granularity)) ? units[Int(granularity)] : .character
            return reply.write(range(text.range(of: unit, at: character(offset))))
        case "GetCharacterExtents":
            guard let offset = reader.int32(), let type = reader.uint32() else { return nil }
            return reply.write(box(text.frame(ofCharacter: character(offset)), type))
        case "GetRangeExtents":
            guard let start = reader.int32(), let end = reader.int32(), let type = reader.uint32() else { return nil }
            let span = characters(start, end)
            let frame = (span.isEmpty ? [span.lowerBound] : Array(span)).map(text.frame(ofCharacter:)).reduce(CGRect.null) {
                $0.union($1)
            }
            return reply.write(box(frame.isNull ? .zero : frame, type))
        case "GetOffsetAtPoint":
            guard let x = reader.int32(), let y = reader.int32(), let type = reader.uint32() else { return nil }
            let offset = text.offset(at: windowPoint(x: x, y: y, type: type, relativeTo: element, in: window))
            return reply.write { $0.int32(offset < 0 ? -1 : scalar(offset)) }
        case "GetNSelections":
            return reply.write { $0.int32(text.selection.map { $0.isEmpty ? 0 : 1 } ?? 0) }
        case "GetSelection":
            guard let index = reader.int32() else { return nil }
            let selected = index == 0 ? text.selection.flatMap { $0.isEmpty ? nil : $0 } : nil
            return reply.write { $0.int32(selected.map { scalar($0.lowerBound) } ?? 0); $0.int32(selected.map { scalar($0.upperBound) } ?? 0) }
        case "AddSelection", "SetSelection":
            if call.member == "SetSelection" { guard reader.int32() == 0 else { return reply.write { $0.bool(false) } } }
            guard let start = reader.int32(), let end = reader.int32() else { return nil }
            let span = characters(start, end)
            return answerEdit(reply, tree, id) { $0.setSelection(span, in: $1) }
        case "RemoveSelection":
            guard reader.int32() != nil else { return nil }
            let caret = text.caret ?? 0
            return answerEdit(reply, tree, id) { $0.setCaret(caret, in: $1) }
        case "SetCaretOffset":
            guard let offset = reader.int32() else { return nil }
            let at = character(offset)
            return answerEdit(reply, tree, id) { $0.setCaret(at, in: $1) }
        case "GetAttributes", "GetAttributeRun":
            // The run of like-looking text around the offset: with
            // `includeDefaults` every attribute, else those differing from the defaults.
            guard let offset = reader.int32() else { return nil }
            let includeDefaults = call.member == "GetAttributeRun" ? reader.bool() ?? false : false
            let styles = text.styles
            let run = styles.map { AtspiTextAttributes.run(at: character(offset), in: $0, includeDefaults: includeDefaults) }
                ?? (attributes: [:], range: 0..<text.count)
            return reply.write { writer in
                writer.attributes(run.attributes)
                writer.int32(scalar(run.range.lowerBound))
                writer.int32(scalar(run.range.upperBound))
            }
        case "GetDefaultAttributes", "GetDefaultAttributeSet":
            let defaults = text.styles.map(AtspiTextAttributes.defaults(of:)) ?? [:]
            return reply.write { $0.attributes(defaults) }
        case "GetAttributeValue":
            guard let offset = reader.int32(), let name = reader.string() else { return nil }
            let value = text.styles.map { AtspiTextAttributes.run(at: character(offset), in: $0, includeDefaults: true) }?
                .attributes[name] ?? ""
            return reply.write { $0.string(value) }
        case "ScrollSubstringTo", "ScrollSubstringToPoint":
            return reply.write { $0.bool(false) }
        default:
            return nil
        }
    }

    /// AT-SPI's boundary types: character, word, sentence and line, each
    /// by its start and by its end.
    private static func unit(boundary: UInt32) -> AccessibilityTextUnit {
        switch boundary {
        case 1: .word
        case 2: .wordEnd
        case 3: .sentence
        case 4: .sentenceEnd
        case 5: .line
        case 6: .lineEnd
        default: .character
        }
    }

    func editableText(_ call: DBusMessage, _ target: Target) -> DBusMessage? {
        guard case .element(let window, let element) = target, let text = element.text else { return nil }
        var reader = call.reader
        let reply = call.methodReturn()
        let string = text.string
        func character(_ scalar: Int32) -> Int {
            scalar < 0 ? text.count : AtspiOffsets.character(ofScalar: Int(scalar), in: string)
        }
        let tree = window.host.accessibility, id = element.id
        switch call.member {
        case "SetTextContents":
            guard let contents = reader.string() else { return nil }
            return answerEdit(reply, tree, id) { $0.setContents(contents, in: $1) }
        case "InsertText":
            guard let position = reader.int32(), var inserted = reader.string(), let length = reader.int32() else { return nil }
            // The length counts code points; a negative one takes it all.
            if length >= 0, Int(length) < inserted.unicodeScalars.count {
                inserted = String(String.UnicodeScalarView(inserted.unicodeScalars.prefix(Int(length))))
            }
            let at = character(position)
            return answerEdit(reply, tree, id) { $0.insert(inserted, at: at, in: $1) }
        case "DeleteText", "CutText", "CopyText":
            guard let start = reader.int32(), let end = reader.int32() else { return nil }
            let span = character(start)..<max(character(start), character(end))
            switch call.member {
            case "DeleteText": return answerEdit(reply, tree, id) { $0.delete(span, in: $1) }
            case "CutText": return answerEdit(reply, tree, id) { $0.cut(span, in: $1) }
            default:
                // Copying changes nothing on screen: done at once, no answer.
                _ = tree.edit(id) { $0.copy(span, in: $1) }
                return reply
            }
        case "PasteText":
            guard let position = reader.int32() else { return nil }
            let at = character(position)
            return answerEdit(reply, tree, id) { $0.paste(at: at, in: $1) }
        default:
            return nil
        }
    }

    /// Says whether the text can be edited, and edits it once the reply
    /// is out.
    private func answerEdit(_ reply: DBusMessage, _ tree: AccessibilityTree, _ id: Int,
                            _ body: @escaping @MainActor (AccessibilityTextEditor, AccessibilityText) -> Void) -> DBusMessage {
        let editable = tree.element(id)?.text?.editor != nil
        if editable { pendingActions.append { _ = tree.edit(id, body) } }
        return reply.write { $0.bool(editable) }
    }

    func selection(_ call: DBusMessage, _ target: Target) -> DBusMessage? {
        guard case .element(let window, let element) = target, element.selectsChildren else { return nil }
        var reader = call.reader
        let reply = call.methodReturn()
        let tree = window.host.accessibility
        let selected = selectedChildren(of: element, in: tree)
        func later(_ change: @escaping @MainActor () -> Bool) -> DBusMessage {
            pendingActions.append { _ = change() }
            return reply.write { $0.bool(true) }
        }
        switch call.member {
        case "GetSelectedChild":
            guard let index = reader.int32() else { return nil }
            let child = selected.indices.contains(Int(index)) ? path(of: element.children[selected[Int(index)]]) : Atspi.nullPath
            return reply.write { [connection] in $0.reference(connection.uniqueName, child) }
        case "IsChildSelected":
            guard let index = reader.int32() else { return nil }
            return reply.write { $0.bool(selected.contains(Int(index))) }
        case "SelectChild", "DeselectChild", "DeselectSelectedChild":
            guard let given = reader.int32() else { return nil }
            var index = Int(given)
            if call.member == "DeselectSelectedChild" {
                guard selected.indices.contains(index) else { return reply.write { $0.bool(false) } }
                index = selected[index]
            }
            let select = call.member == "SelectChild", id = element.id
            // Only a list of several choices can be left with a row less.
            guard element.children.indices.contains(index), select || element.states.contains(.multiselectable),
                  tree.element(element.children[index])?.setSelected != nil else { return reply.write { $0.bool(false) } }
            return later { tree.setSelected(select, child: index, of: id) }
        case "ClearSelection":
            guard element.states.contains(.multiselectable) else { return reply.write { $0.bool(false) } }
            let id = element.id
            return later { selected.reduce(true) { tree.setSelected(false, child: $1, of: id) && $0 } }
        case "SelectAll":
            return reply.write { $0.bool(false) }
        default:
            return nil
        }
    }

    /// The indices of the children that are selected.
    func selectedChildren(of element: AccessibilityElement, in tree: AccessibilityTree) -> [Int] {
        element.children.indices.filter { tree.element(element.children[$0])?.states.contains(.selected) == true }
    }
}
