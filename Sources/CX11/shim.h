// The C headers TrellisX11 uses: Xlib, XRender for anti-aliased shapes,
// Xft + fontconfig for text, XKB for detectable auto-repeat, XSync (Xext)
// for the window manager's _NET_WM_SYNC_REQUEST counter.
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/Xatom.h>
#include <X11/Xresource.h>
#include <X11/XKBlib.h>
#include <X11/extensions/Xrender.h>
#include <X11/extensions/sync.h>
#include <X11/Xft/Xft.h>
#include <fontconfig/fontconfig.h>

// XIM's calls are C variadic functions, which Swift cannot call: these
// fixed-argument wrappers are compiled by the importer.

/// An input context for `window` in the root-window style (the input
/// method draws its own pre-edit and status), or NULL.
static inline XIC trellis_create_ic(XIM im, Window window) {
    return XCreateIC(im, XNInputStyle, (long)(XIMPreeditNothing | XIMStatusNothing),
                     XNClientWindow, window, XNFocusWindow, window, (char *)NULL);
}

/// Whether the input method supports the root-window style.
static inline int trellis_im_supports_root_style(XIM im) {
    XIMStyles *styles = NULL;
    if (XGetIMValues(im, XNQueryInputStyle, &styles, (char *)NULL) != NULL || styles == NULL) return 0;
    int found = 0;
    for (int i = 0; i < styles->count_styles; i++) {
        if (styles->supported_styles[i] == (XIMPreeditNothing | XIMStatusNothing)) found = 1;
    }
    XFree(styles);
    return found;
}

/// Asks to be told when the input method server goes away.
static inline void trellis_set_im_destroy_callback(XIM im, XIMProc proc) {
    XIMCallback callback;
    callback.client_data = NULL;
    callback.callback = proc;
    XSetIMValues(im, XNDestroyCallback, &callback, (char *)NULL);
}
