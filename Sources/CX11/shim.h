// The C headers TrellisX11 uses: Xlib, XRender for anti-aliased shapes,
// Xft + fontconfig for text, XKB for detectable auto-repeat, XSync (Xext)
// for the window manager's _NET_WM_SYNC_REQUEST counter, XInput 2 (Xi) for
// smooth scrolling from touchpads and high-resolution wheels.
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/Xatom.h>
#include <X11/Xresource.h>
#include <X11/XKBlib.h>
#include <X11/extensions/Xrender.h>
#include <X11/extensions/sync.h>
#include <dlfcn.h>
#include <X11/extensions/XInput2.h>
#include <X11/Xft/Xft.h>
#include <fontconfig/fontconfig.h>
#include <stdlib.h>
#include <string.h>

// XIM's calls are C variadic functions, which Swift cannot call: these
// fixed-argument wrappers are compiled by the importer.

/// The pre-edit styles Trellis asks for, best first: on-the-spot (the
/// input method sends the pre-edit and Trellis draws it at the caret),
/// over-the-spot (the method draws it at a spot Trellis gives), root
/// window (the method shows it in a window of its own).
enum { TRELLIS_IM_NONE = 0, TRELLIS_IM_CALLBACKS = 1, TRELLIS_IM_POSITION = 2, TRELLIS_IM_ROOT = 3 };

/// The best pre-edit style `im` supports (one of the values above).
static inline int trellis_im_best_style(XIM im) {
    XIMStyles *styles = NULL;
    if (XGetIMValues(im, XNQueryInputStyle, &styles, (char *)NULL) != NULL || styles == NULL) return TRELLIS_IM_NONE;
    int best = TRELLIS_IM_NONE;
    for (int i = 0; i < styles->count_styles; i++) {
        XIMStyle style = styles->supported_styles[i];
        int found = TRELLIS_IM_NONE;
        if (style == (XIMPreeditCallbacks | XIMStatusNothing) || style == (XIMPreeditCallbacks | XIMStatusNone)) found = TRELLIS_IM_CALLBACKS;
        else if (style == (XIMPreeditPosition | XIMStatusNothing) || style == (XIMPreeditPosition | XIMStatusNone)) found = TRELLIS_IM_POSITION;
        else if (style == (XIMPreeditNothing | XIMStatusNothing)) found = TRELLIS_IM_ROOT;
        if (found != TRELLIS_IM_NONE && (best == TRELLIS_IM_NONE || found < best)) best = found;
    }
    XFree(styles);
    return best;
}

/// The status style that goes with a pre-edit style the method offers.
static inline XIMStyle trellis_im_status_for(XIM im, XIMStyle preedit) {
    XIMStyles *styles = NULL;
    XIMStyle status = XIMStatusNothing;
    if (XGetIMValues(im, XNQueryInputStyle, &styles, (char *)NULL) != NULL || styles == NULL) return status;
    int hasNothing = 0;
    for (int i = 0; i < styles->count_styles; i++) {
        if (styles->supported_styles[i] == (preedit | XIMStatusNothing)) hasNothing = 1;
    }
    XFree(styles);
    return hasNothing ? XIMStatusNothing : XIMStatusNone;
}

/// Moves an input context to another window of the app (the one that
/// got the keyboard focus).
static inline void trellis_set_ic_focus_window(XIC context, Window window) {
    XSetICValues(context, XNFocusWindow, window, (char *)NULL);
}

/// An input context in the root-window style (the input method draws its
/// own pre-edit and status), or NULL.
static inline XIC trellis_create_ic(XIM im, Window window) {
    return XCreateIC(im, XNInputStyle, (long)(XIMPreeditNothing | XIMStatusNothing),
                     XNClientWindow, window, XNFocusWindow, window, (char *)NULL);
}

/// An on-the-spot input context: the method reports the pre-edit through
/// the four callbacks (start, draw, caret, done), or NULL.
static inline XIC trellis_create_ic_callbacks(XIM im, Window window, XICProc start, XIMProc draw, XIMProc caret,
                                              XIMProc done) {
    XICCallback startCallback = { NULL, start };
    XIMCallback drawCallback = { NULL, draw }, caretCallback = { NULL, caret }, doneCallback = { NULL, done };
    XVaNestedList attributes = XVaCreateNestedList(0, XNPreeditStartCallback, &startCallback,
                                                   XNPreeditDrawCallback, &drawCallback,
                                                   XNPreeditCaretCallback, &caretCallback,
                                                   XNPreeditDoneCallback, &doneCallback, (char *)NULL);
    XIC context = XCreateIC(im, XNInputStyle, (long)(XIMPreeditCallbacks | trellis_im_status_for(im, XIMPreeditCallbacks)),
                            XNClientWindow, window, XNFocusWindow, window,
                            XNPreeditAttributes, attributes, (char *)NULL);
    XFree(attributes);
    return context;
}

/// An over-the-spot input context drawing with `fonts` at (x, y), or NULL.
static inline XIC trellis_create_ic_position(XIM im, Window window, XFontSet fonts, short x, short y) {
    XPoint spot = { x, y };
    XVaNestedList attributes = XVaCreateNestedList(0, XNSpotLocation, &spot, XNFontSet, fonts, (char *)NULL);
    XIC context = XCreateIC(im, XNInputStyle, (long)(XIMPreeditPosition | trellis_im_status_for(im, XIMPreeditPosition)),
                            XNClientWindow, window, XNFocusWindow, window,
                            XNPreeditAttributes, attributes, (char *)NULL);
    XFree(attributes);
    return context;
}

/// Tells the input method where the caret is (window pixels, at the
/// caret's foot): it puts its candidate window, or its pre-edit, there.
/// Returns 0 when the method took it.
static inline int trellis_ic_set_spot(XIC context, short x, short y) {
    XPoint spot = { x, y };
    XVaNestedList attributes = XVaCreateNestedList(0, XNSpotLocation, &spot, (char *)NULL);
    char *failed = XSetICValues(context, XNPreeditAttributes, attributes, (char *)NULL);
    XFree(attributes);
    return failed == NULL ? 0 : 1;
}

/// A font set for an over-the-spot pre-edit, or NULL (the caller then
/// uses the root-window style).
static inline XFontSet trellis_create_font_set(Display *display) {
    char **missing = NULL;
    int missingCount = 0;
    char *fallback = NULL;
    XFontSet fonts = XCreateFontSet(display, "-*-*-medium-r-normal--*-120-*-*-*-*-*-*,*", &missing, &missingCount, &fallback);
    if (missing) XFreeStringList(missing);
    return fonts;
}

/// The text of a draw callback's XIMText as UTF-8 bytes into `buffer`
/// (NUL-terminated); its length in characters goes to `length`. Returns
/// 0 when there is no text (a deletion).
static inline int trellis_preedit_text(XIMPreeditDrawCallbackStruct *draw, char *buffer, int capacity, int *length) {
    *length = 0;
    if (draw->text == NULL) return 0;
    *length = draw->text->length;
    if (draw->text->encoding_is_wchar) {
        if (draw->text->string.wide_char == NULL) return 0;
        size_t written = wcstombs(buffer, draw->text->string.wide_char, (size_t)(capacity - 1));
        if (written == (size_t)-1) return 0;
        buffer[written] = 0;
        return 1;
    }
    if (draw->text->string.multi_byte == NULL) return 0;
    strncpy(buffer, draw->text->string.multi_byte, (size_t)(capacity - 1));
    buffer[capacity - 1] = 0;
    return 1;
}

/// Asks to be told when the input method server goes away.
static inline void trellis_set_im_destroy_callback(XIM im, XIMProc proc) {
    XIMCallback callback;
    callback.client_data = NULL;
    callback.callback = proc;
    XSetIMValues(im, XNDestroyCallback, &callback, (char *)NULL);
}

// The size of themed cursors, which libXcursor chooses from Xft.dpi when
// the display opens. Xlib loads libXcursor itself (dlopen) for themed
// cursors; these reach the same copy, and load it only when called (the
// desktop's DPI changed), so a start maps no library more. 0 / nothing
// when libXcursor is not installed: then cursors are the X font's, of one size.
static inline void *trellis_xcursor_function(const char *name) {
    static void *library;
    if (library == NULL) library = dlopen("libXcursor.so.1", RTLD_NOW | RTLD_LOCAL);
    return library == NULL ? NULL : dlsym(library, name);
}

static inline int trellis_xcursor_default_size(Display *display) {
    int (*get)(Display *) = (int (*)(Display *))trellis_xcursor_function("XcursorGetDefaultSize");
    return get == NULL ? 0 : get(display);
}

static inline void trellis_xcursor_set_default_size(Display *display, int size) {
    int (*set)(Display *, int) = (int (*)(Display *, int))trellis_xcursor_function("XcursorSetDefaultSize");
    if (set != NULL) set(display, size);
}

// The cursor theme's name (XSETTINGS Gtk/CursorThemeName); NULL without one.
static inline const char *trellis_xcursor_theme(Display *display) {
    const char *(*get)(Display *) = (const char *(*)(Display *))trellis_xcursor_function("XcursorGetTheme");
    return get == NULL ? NULL : get(display);
}

static inline void trellis_xcursor_set_theme(Display *display, const char *theme) {
    int (*set)(Display *, const char *) = (int (*)(Display *, const char *))trellis_xcursor_function("XcursorSetTheme");
    if (set != NULL) set(display, theme);
}
