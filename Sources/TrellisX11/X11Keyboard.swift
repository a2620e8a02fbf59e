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
final class X11Keyboard {
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
    }

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
        guard let method, trellis_im_supports_root_style(method) != 0 else {
            if let method { XCloseIM(method) }
            return
        }
        trellis_set_im_destroy_callback(method, inputMethodDestroyed)
        guard let context = trellis_create_ic(method, window) else {
            XCloseIM(method)
            return
        }
        inputMethod = method
        inputContext = context
        XSetICFocus(context)
    }

    /// The input method server went away (its callback set the flag): its
    /// context is gone with it, so keys are looked up plainly until it
    /// comes back.
    func checkInputMethod() {
        guard X11InputMethodState.destroyed else { return }
        X11InputMethodState.destroyed = false
        inputContext = nil
        inputMethod = nil
        writeStandardError("trellis: the input method went away; typing goes on without it")
    }

    /// Lets the input method see every event first; true when it took the
    /// event (a dead key, a key of a sequence being composed).
    func filter(_ event: inout XEvent) -> Bool {
        guard inputContext != nil else { return false }
        return XFilterEvent(&event, 0) != 0
    }

    func focusChanged(_ focused: Bool) {
        guard let inputContext else { return }
        if focused { XSetICFocus(inputContext) } else { XUnsetICFocus(inputContext) }
        if !focused { keysDown.removeAll() }
    }

    /// The core's key event for a KeyPress or KeyRelease; nil for keys
    /// that are only modifiers. `viaInputMethod` is false for keys that
    /// reach an open menu (it needs only the key).
    func translate(_ event: inout XKeyEvent, pressed: Bool, viaInputMethod: Bool = true) -> KeyPress? {
        var keysym: KeySym = 0
        var text = ""
        if pressed, viaInputMethod, let inputContext {
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

    func close() {
        if let inputContext { XDestroyIC(inputContext) }
        if let inputMethod { XCloseIM(inputMethod) }
        inputContext = nil
        inputMethod = nil
    }
}

/// Set by Xlib's callback when the input method server goes away; read by
/// the loop after each batch of events (a C callback cannot capture).
enum X11InputMethodState {
    nonisolated(unsafe) static var destroyed = false
}

private func inputMethodDestroyed(_ method: XIM?, _ clientData: XPointer?, _ callData: XPointer?) {
    X11InputMethodState.destroyed = true
}
