// The C headers TrellisX11 uses: Xlib, XRender for anti-aliased shapes,
// Xft + fontconfig for text, XSync (Xext) for the window manager's
// _NET_WM_SYNC_REQUEST counter.
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/Xatom.h>
#include <X11/Xresource.h>
#include <X11/extensions/Xrender.h>
#include <X11/extensions/sync.h>
#include <X11/Xft/Xft.h>
#include <fontconfig/fontconfig.h>
