// Floor for keystroke -> glyph (issue #15): a hand-written Xlib+Xft window
// that shows what is typed into it. Each KeyPress is looked up
// (XLookupString), appended, and the line is redrawn into a back-buffer
// pixmap and copied to the window. No toolkit, no input method, no caret.
// gcc -O2 xft_typing.c -o xft_typing $(pkg-config --cflags --libs xft x11 xrender)
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/Xft/Xft.h>
#include <string.h>
int main(void) {
  int W = 420, H = 120;
  Display* d = XOpenDisplay(NULL); if (!d) return 1;
  int s = DefaultScreen(d); Visual* v = DefaultVisual(d, s); Colormap cm = DefaultColormap(d, s);
  XSetWindowAttributes a = {.background_pixmap = None, .event_mask = ExposureMask | KeyPressMask | StructureNotifyMask};
  Window w = XCreateWindow(d, RootWindow(d, s), 0, 0, W, H, 0, CopyFromParent, InputOutput, CopyFromParent, CWBackPixmap | CWEventMask, &a);
  XStoreName(d, w, "xft_typing");
  XftFont* f = XftFontOpenName(d, s, "DejaVu Sans:pixelsize=13");
  XftColor fg, bg; XRenderColor c1 = {0, 0, 0, 0xffff}, c2 = {0xffff, 0xffff, 0xffff, 0xffff};
  XftColorAllocValue(d, v, cm, &c1, &fg); XftColorAllocValue(d, v, cm, &c2, &bg);
  Pixmap pm = XCreatePixmap(d, w, W, H, DefaultDepth(d, s)); XftDraw* xd = XftDrawCreate(d, pm, v, cm);
  GC gc = XCreateGC(d, w, 0, NULL);
  char text[4096]; int length = 0;
  XMapWindow(d, w);
  for (;;) {
    XEvent e; XNextEvent(d, &e); int dirty = 0;
    if (e.type == Expose && e.xexpose.count == 0) dirty = 1;
    if (e.type == KeyPress) {
      char typed[16]; KeySym sym;
      int n = XLookupString(&e.xkey, typed, sizeof typed, &sym, NULL);
      if (n > 0 && length + n < (int)sizeof text) { memcpy(text + length, typed, n); length += n; dirty = 1; }
      if (length > 200) length = 0;  // a long run starts over: one line
    }
    if (!dirty) continue;
    XftDrawRect(xd, &bg, 0, 0, W, H);
    XftDrawStringUtf8(xd, &fg, f, 8, 24, (FcChar8*)text, length);
    XCopyArea(d, pm, w, gc, 0, 0, W, H, 0, 0); XFlush(d);
  }
}
