#if canImport(Glibc)
@preconcurrency import Glibc
#endif
import CX11
import TrellisCore

/// The keyboard of the main window: key events read through the input
/// method (XIM), so dead keys, Compose sequences and input-method servers
/// (XMODIFIERS=@im=ibus…) work, with the user's layout; auto-repeat told
/// apart from new presses; and a plain keysym lookup when there is no
/// input method or it goes away (typing goes on, without composing).
@MainActor
final class X11Keyboard: TextInputMethod {
    private let display: OpaquePointer
    private let window: Window
    private var inputMethod: XIM?
    private var inputContext: XIC?
    /// Keys down now, to tell auto-repeat (another press, no release:
    /// detectable auto-repeat is on) from a new press.
    private var keysDown: Set<UInt32> = []

    init(connection: X11Connection, window: Window) {
        display = connection.display
        self.window = window
        var supported: Int32 = 0
        XkbSetDetectableAutoRepeat(display, True, &supported)
        Self.prepareLocale()
        var delay: UInt32 = 0, interval: UInt32 = 0
        if XkbGetAutoRepeatRate(display, UInt32(XkbUseCoreKbd), &delay, &interval) != 0 {
            repeatTiming = KeyRepeatTiming(delay: Double(delay) / 1000, interval: Double(interval) / 1000)
        }
    }

    /// The server's auto-repeat delay and interval: what a held repeating
    /// button (`buttonRepeatBehavior`) follows, as a held key does.
    private(set) var repeatTiming = KeyRepeatTiming.standard

    private var hasTriedInputMethod = false

    /// Opens the input method, once: the loop calls it after the window's
    /// first frame, because Xlib's built-in method parses the locale's
    /// whole Compose table (thousands of lines), which delayed the first
    /// frame by several milliseconds. Keys before it are looked up plainly.
    func openInputMethodIfNeeded() {
        guard !hasTriedInputMethod else { return }
        hasTriedInputMethod = true
        openInputMethod()
    }

    /// Whether key events go through an input method now.
    var hasInputMethod: Bool { inputContext != nil }

    /// XIM works in the C library's character type locale: the user's,
    /// or C.UTF-8 when that is "C" (tests, services), so that text is
    /// UTF-8 either way.
    private static func prepareLocale() {
        let current = setlocale(LC_CTYPE, "").map { String(cString: $0) } ?? "C"
        if current == "C" || current == "POSIX" || XSupportsLocale() == 0 {
            setlocale(LC_CTYPE, "C.UTF-8")
        }
    }

    /// Opens the input method XMODIFIERS names, else Xlib's built-in one
    /// (dead keys and Compose from the locale's table); without either,
    /// keys are looked up plainly.
    private func openInputMethod() {
        XSetLocaleModifiers("")
        var method = XOpenIM(display, nil, nil, nil)
        if method == nil {
            XSetLocaleModifiers("@im=none")
            method = XOpenIM(display, nil, nil, nil)
        }
        guard let method else { return }
        trellis_set_im_destroy_callback(method, inputMethodDestroyed)
        guard let (context, style, fonts) = Self.createContext(method, window: window, display: display) else {
            XCloseIM(method)
            return
        }
        inputMethod = method
        inputContext = context
        preeditStyle = style
        fontSet = fonts
        if isEnabled, windowIsFocused { XSetICFocus(context) }
    }

    /// How the pre-edit is shown with the context made.
    enum PreeditStyle { case onTheSpot, overTheSpot, rootWindow }
    private(set) var preeditStyle: PreeditStyle?
    private var fontSet: XFontSet?

    /// A context in the best style the method offers: on-the-spot (the
    /// pre-edit comes through callbacks and is drawn by the focused
    /// text), else over-the-spot (the method draws it at the caret with a
    /// core font set), else the root-window style.
    private static func createContext(_ method: XIM, window: Window, display: OpaquePointer) -> (XIC, PreeditStyle, XFontSet?)? {
        let best = Int(trellis_im_best_style(method))
        if best == Int(TRELLIS_IM_CALLBACKS),
           let context = trellis_create_ic_callbacks(method, window, preeditStarted, preeditDrawn, preeditCaretMoved, preeditDone) {
            return (context, .onTheSpot, nil)
        }
        if best <= Int(TRELLIS_IM_POSITION), best != Int(TRELLIS_IM_NONE), let fonts = trellis_create_font_set(display) {
            if let context = trellis_create_ic_position(method, window, fonts, 0, 0) { return (context, .overTheSpot, fonts) }
            XFreeFontSet(display, fonts)
        }
        if best != Int(TRELLIS_IM_NONE), let context = trellis_create_ic(method, window) { return (context, .rootWindow, nil) }
        return nil
    }

    private var lastSpot: (Int16, Int16)?

    /// Tells the input method where the caret is (window pixels), so that
    /// its candidate window — or an over-the-spot pre-edit — sits there.
    func placeCandidateWindow(at caret: CGRect?, scale: CGFloat) {
        guard let inputContext, preeditStyle != .rootWindow, let caret,
              caret.minX.isFinite, caret.maxY.isFinite else { return }
        let x = Int16(clamping: Int((caret.minX * scale).rounded()))
        // The foot of the caret: candidates go below it; an over-the-spot
        // pre-edit's baseline a little above.
        let foot = preeditStyle == .overTheSpot ? caret.minY + caret.height * 0.8 : caret.maxY
        let y = Int16(clamping: Int((foot * scale).rounded()))
        guard lastSpot.map({ $0 != (x, y) }) ?? true else { return }
        lastSpot = (x, y)
        _ = trellis_ic_set_spot(inputContext, x, y)
    }

    /// The pre-edit when it changed since the last call (on-the-spot only).
    func takeCompositionChange() -> TextComposition? {
        guard X11InputMethodState.compositionChanged else { return nil }
        X11InputMethodState.compositionChanged = false
        return X11InputMethodState.composition
    }

    /// The input method server went away (its callback set the flag): its
    /// context is gone with it, so keys are looked up plainly until it
    /// comes back.
    func checkInputMethod() {
        guard X11InputMethodState.destroyed else { return }
        X11InputMethodState.destroyed = false
        inputContext = nil
        inputMethod = nil
        lastSpot = nil
        // What was being composed is gone with the server.
        X11InputMethodState.composition = TextComposition()
        X11InputMethodState.compositionChanged = true
        writeStandardError("trellis: the input method went away; typing goes on without it")
    }

    /// Lets the input method see every event first; true when it took the
    /// event (a dead key, a key of a sequence being composed).
    func filter(_ event: inout XEvent) -> Bool {
        guard inputContext != nil else { return false }
        // A password field's keys never reach the method (its own protocol
        // messages still do).
        if !isEnabled, event.type == KeyPress || event.type == KeyRelease { return false }
        return XFilterEvent(&event, 0) != 0
    }

    /// Keys now come from another top-level window of the app.
    func setFocusWindow(_ window: Window) {
        guard let inputContext else { return }
        trellis_set_ic_focus_window(inputContext, window)
    }

    /// Whether the window has the desktop's keyboard focus.
    private var windowIsFocused = true

    func focusChanged(_ focused: Bool) {
        windowIsFocused = focused
        if !focused { keysDown.removeAll() }
        guard let inputContext else { return }
        if focused, isEnabled { XSetICFocus(inputContext) } else if !focused { XUnsetICFocus(inputContext) }
    }

    /// Off while a password field has the focus (see `TextInputMethod`):
    /// the context loses the focus, so the method neither composes nor
    /// sees keys, and keys are looked up plainly.
    var isEnabled = true {
        didSet {
            guard isEnabled != oldValue, let inputContext else { return }
            if !isEnabled { XUnsetICFocus(inputContext) } else if windowIsFocused { XSetICFocus(inputContext) }
        }
    }

    /// The core's key event for a KeyPress or KeyRelease; nil for keys
    /// that are only modifiers. `viaInputMethod` is false for keys that
    /// reach an open menu (it needs only the key).
    func translate(_ event: inout XKeyEvent, pressed: Bool, viaInputMethod: Bool = true) -> KeyPress? {
        var keysym: KeySym = 0
        var text = ""
        if pressed, viaInputMethod, isEnabled, let inputContext {
            var status: Int32 = 0
            var buffer = [CChar](repeating: 0, count: 64)
            var count = Xutf8LookupString(inputContext, &event, &buffer, Int32(buffer.count), &keysym, &status)
            if status == XBufferOverflow {
                buffer = [CChar](repeating: 0, count: Int(count) + 1)
                count = Xutf8LookupString(inputContext, &event, &buffer, Int32(buffer.count), &keysym, &status)
            }
            if status == XLookupNone { return nil }
            if status == XLookupChars || status == XLookupBoth {
                text = String(decoding: buffer[0..<Int(max(0, count))].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            }
            if status == XLookupChars { keysym = 0 }
        } else {
            var buffer = [CChar](repeating: 0, count: 16)
            let count = XLookupString(&event, &buffer, Int32(buffer.count - 1), &keysym, nil)
            // XLookupString speaks Latin-1; the keysym says the character.
            if count > 0, let scalar = X11KeyTranslation.scalar(forKeysym: keysym) { text = String(Character(scalar)) }
        }
        // Ctrl+A types "\u{1}": the key's characters are what it types
        // without Control, from the keysym.
        if event.state & UInt32(ControlMask) != 0 || text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            text = X11KeyTranslation.printable(text)
            if text.isEmpty, let scalar = X11KeyTranslation.scalar(forKeysym: keysym), scalar.value >= 0x20 {
                text = String(Character(scalar))
            }
        }
        guard let key = keysym == 0 && !text.isEmpty ? KeyEquivalent(text.first!)
                : X11KeyTranslation.key(forKeysym: keysym, text: text) else { return nil }
        let phase: KeyPress.Phases
        if pressed {
            phase = keysDown.insert(event.keycode).inserted || keysym == 0 ? .down : .repeat
        } else {
            keysDown.remove(event.keycode)
            phase = .up
        }
        let modifiers = X11KeyTranslation.modifiers(state: event.state, keysym: keysym)
        // Keys that type nothing carry no characters (Return, arrows).
        let characters = [.return, .tab, .escape, .delete].contains(key) ? "" : text
        return KeyPress(phase: phase, key: key, characters: characters, modifiers: modifiers)
    }

    /// Ends the composition, as GTK's XIM context does when its entry loses
    /// the focus (`gtk_im_context_reset`): `Xutf8ResetIC` clears the
    /// pre-edit and returns what the method gives up for it, which GTK
    /// commits; the caller commits it too. Methods that discard the
    /// pre-edit on a reset return nothing.
    func reset() -> String {
        guard let inputContext else { return "" }
        let result = Xutf8ResetIC(inputContext)
        defer { if let result { XFree(result) } }
        // The core hides the pre-edit; the next one starts from nothing.
        X11InputMethodState.composition = TextComposition()
        X11InputMethodState.compositionChanged = false
        return result.map { String(cString: $0) } ?? ""
    }

    func close() {
        if let inputContext { XDestroyIC(inputContext) }
        if let inputMethod { XCloseIM(inputMethod) }
        if let fontSet { XFreeFontSet(display, fontSet) }
        fontSet = nil
        inputContext = nil
        inputMethod = nil
    }
}

/// Set by Xlib's callbacks (a C callback cannot capture), which run on the
/// main thread inside `XFilterEvent`: the server went away; the pre-edit
/// and whether it changed since the loop last looked.
enum X11InputMethodState {
    nonisolated(unsafe) static var destroyed = false
    nonisolated(unsafe) static var composition = TextComposition()
    nonisolated(unsafe) static var compositionChanged = false

    static func update(_ change: (inout TextComposition) -> Void) {
        let before = composition
        change(&composition)
        if composition != before { compositionChanged = true }
    }
}

private func preeditStarted(_ context: XIC?, _ clientData: XPointer?, _ callData: XPointer?) -> Int32 {
    X11InputMethodState.update { $0 = TextComposition() }
    return -1 // no limit on the pre-edit's length
}

private func preeditDrawn(_ method: XIM?, _ clientData: XPointer?, _ callData: XPointer?) {
    guard let callData else { return }
    let draw = UnsafeMutableRawPointer(callData).assumingMemoryBound(to: XIMPreeditDrawCallbackStruct.self)
    var buffer = [CChar](repeating: 0, count: 4096)
    var length: Int32 = 0
    let text = trellis_preedit_text(draw, &buffer, Int32(buffer.count), &length) != 0 ? buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) } : nil
    X11InputMethodState.update {
        $0.replace(first: Int(draw.pointee.chg_first), length: Int(draw.pointee.chg_length), with: text,
                   caret: Int(draw.pointee.caret))
    }
}

private func preeditCaretMoved(_ method: XIM?, _ clientData: XPointer?, _ callData: XPointer?) {
    guard let callData else { return }
    let call = UnsafeMutableRawPointer(callData).assumingMemoryBound(to: XIMPreeditCaretCallbackStruct.self)
    let composition = X11InputMethodState.composition
    let current = composition.caretScalars, count = composition.scalars.count
    let position: Int
    switch call.pointee.direction {
    case XIMForwardChar: position = current + 1
    case XIMBackwardChar: position = current - 1
    case XIMLineStart: position = 0
    case XIMLineEnd: position = count
    case XIMAbsolutePosition: position = Int(call.pointee.position)
    default: position = current
    }
    X11InputMethodState.update { $0.moveCaret(to: position) }
    call.pointee.position = Int32(X11InputMethodState.composition.caretScalars)
}

private func preeditDone(_ method: XIM?, _ clientData: XPointer?, _ callData: XPointer?) {
    X11InputMethodState.update { $0 = TextComposition() }
}

private func inputMethodDestroyed(_ method: XIM?, _ clientData: XPointer?, _ callData: XPointer?) {
    X11InputMethodState.destroyed = true
}
